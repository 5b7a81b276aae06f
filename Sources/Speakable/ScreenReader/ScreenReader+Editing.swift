// Text entry (T3, S3): activating a field begins editing; typing echoes each character, or
// clicks in a secure field. Plain and secure fields share one path (``TextEntryControl``).
extension ScreenReader {
    /// Makes a field the one being edited and speaks it with `Is editing.` (no hint).
    mutating func beginEditing(_ target: FocusTarget) -> [Utterance] {
        endEditing()
        editing = target
        updateField(for: target) { $0.isEditing = true }
        refreshStops(of: target)
        return focusedUtterance()
    }

    /// Stops editing, as when the keyboard goes away.
    mutating func endEditing() {
        guard let target = editing else { return }
        updateField(for: target) { $0.isEditing = false }
        editing = nil
        refreshStops(of: target)
    }

    /// Whether the field being edited is secure, so typing is recorded as bullets.
    var isEditingSecureField: Bool {
        guard let target = editing, let field = field(for: target) else { return false }
        return field.entryTrait.contains(.secureTextField)
    }

    mutating func typeText(_ typed: String) -> [Utterance] {
        // A text field takes no control characters (a keyboard types none): an escape sequence
        // in a script neither reaches the field nor makes an empty echo.
        let text = String(String.UnicodeScalarView(typed.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }))
        guard let target = editing, let echoes = updateField(for: target, { $0.insert(text) }) else {
            return [generator.sound(.unavailable)]
        }
        refreshStops(of: target)
        return echoes.map(generator.keystroke)
    }

    /// Deletes the last character of the field being edited (Backspace). VoiceOver speaks the
    /// deleted character; in a secure field it clicks. With nothing to delete: unavailable.
    ///
    /// ```swift
    /// reader.type("ab")
    /// reader.deleteBackward()   // ["b"]
    /// ```
    @discardableResult
    public mutating func deleteBackward() -> [Utterance] {
        var output = [generator.sound(.unavailable)]
        if let target = editing, let echo = updateField(for: target, { $0.deleteBackward() }) ?? nil {
            output = [generator.keystroke(echo)]
            refreshStops(of: target)
        }
        log.record(.app, output: output)
        return output
    }

    /// The text of the field being edited, if any (secure text stays ``SecureText``).
    public var editedValue: AlertResult.FieldValue? {
        editing.flatMap(field(for:))?.fieldValue
    }

    private func field(for target: FocusTarget) -> (any TextEntryControl)? {
        switch target {
        case .control(let path):
            return screen.frontmostControl(at: path)?.textEntry
        case .alertTextField(let index):
            guard case .alert(let alert)? = screen.topPresentation, alert.textFields.indices.contains(index) else { return nil }
            return alert.textFields[index].textEntry
        default:
            return nil
        }
    }

    /// Changes the text field a target points to; `nil` when it points to none.
    @discardableResult
    private mutating func updateField<Result>(for target: FocusTarget, _ change: (inout any TextEntryControl) -> Result) -> Result? {
        switch target {
        case .control(let path):
            var result: Result?
            screen.updateFrontmostControl(at: path) { result = $0.updateTextEntry(change) }
            return result
        case .alertTextField(let index):
            guard case .alert(var alert)? = screen.topPresentation, alert.textFields.indices.contains(index),
                  let result = alert.textFields[index].updateTextEntry(change) else { return nil }
            screen.replaceTopPresentation(with: .alert(alert))
            return result
        default:
            return nil
        }
    }
}
