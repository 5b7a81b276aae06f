// Text entry (T3, S3): activating a field begins editing; typing echoes each character, or
// clicks in a secure field.
extension ScreenReader {
    /// Makes a field the one being edited and speaks it with `Is editing.` (no hint).
    mutating func beginEditing(_ target: FocusTarget) -> [Utterance] {
        endEditing()
        editing = target
        setEditing(true, for: target)
        rebuildTree()
        return focusedUtterance()
    }

    /// Stops editing, as when the keyboard goes away.
    mutating func endEditing() {
        guard let target = editing else { return }
        setEditing(false, for: target)
        editing = nil
    }

    /// Whether the field being edited is secure, so typing is recorded as bullets.
    var isEditingSecureField: Bool {
        guard let target = editing else { return false }
        switch field(for: target) {
        case .secureTextField?: return true
        default: return false
        }
    }

    mutating func typeText(_ text: String) -> [Utterance] {
        guard let target = editing, let field = field(for: target) else { return [generator.sound(.unavailable)] }
        switch field {
        case .textField(var plain):
            plain.text += text
            replaceField(plain.control, for: target)
            rebuildTree()
            return text.map(generator.echo)
        case .secureTextField(var secure):
            secure.text.append(text)
            replaceField(secure.control, for: target)
            rebuildTree()
            return text.map { _ in generator.sound(.click) }
        default:
            return [generator.sound(.unavailable)]
        }
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
        let output: [Utterance]
        if let target = editing, let field = field(for: target) {
            switch field {
            case .textField(var plain) where !plain.text.isEmpty:
                let removed = plain.text.removeLast()
                replaceField(plain.control, for: target)
                output = [generator.echo(removed)]
            case .secureTextField(var secure) where !secure.text.isEmpty:
                secure.text.removeLast()
                replaceField(secure.control, for: target)
                output = [generator.sound(.click)]
            default:
                output = [generator.sound(.unavailable)]
            }
            rebuildTree()
        } else {
            output = [generator.sound(.unavailable)]
        }
        log.record(.app, output: output)
        return output
    }

    /// The text of the field being edited, if any (secure text stays ``SecureText``).
    public var editedValue: AlertResult.FieldValue? {
        guard let target = editing else { return nil }
        switch field(for: target) {
        case .textField(let plain)?: return .plain(plain.text)
        case .secureTextField(let secure)?: return .secure(secure.text)
        default: return nil
        }
    }

    private func field(for target: FocusTarget) -> Control? {
        switch target {
        case .control(let path):
            return screen.frontmostControl(at: path)
        case .alertTextField(let index):
            guard case .alert(let alert)? = screen.topPresentation, alert.textFields.indices.contains(index) else { return nil }
            return alert.textFields[index]
        default:
            return nil
        }
    }

    private mutating func replaceField(_ control: Control, for target: FocusTarget) {
        switch target {
        case .control(let path):
            screen.updateFrontmostControl(at: path) { $0 = control }
        case .alertTextField(let index):
            guard case .alert(var alert)? = screen.topPresentation else { return }
            alert.textFields[index] = control
            screen.replaceTopPresentation(with: .alert(alert))
        default:
            break
        }
    }

    private mutating func setEditing(_ isEditing: Bool, for target: FocusTarget) {
        switch field(for: target) {
        case .textField(var plain)?: plain.isEditing = isEditing; replaceField(plain.control, for: target)
        case .secureTextField(var secure)?: secure.isEditing = isEditing; replaceField(secure.control, for: target)
        default: break
        }
    }
}
