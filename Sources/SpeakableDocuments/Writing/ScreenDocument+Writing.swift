import Speakable

extension ScreenDocument {
    /// The document as YAML that reads back to the same screen: what `speakable import`
    /// writes for a capture, to be edited by hand. A secure field's text is written as bullets,
    /// one per character, never as itself.
    ///
    /// ```swift
    /// let document = try ScreenDocument(yaml: "elements: [button: Save]")
    /// print(document.yamlText())   // locale: en, then elements: - button: Save
    /// ```
    public func yamlText(header: String? = nil) -> String {
        var lines = header.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 } } ?? []
        lines += value.yamlLines(indent: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The document as JSON that reads back to the same screen (see ``yamlText(header:)``).
    ///
    /// ```swift
    /// let json = try ScreenDocument(yaml: "elements: [button: Save]").jsonText()
    /// ```
    public func jsonText() -> String { value.json() + "\n" }

    private var value: DocumentValue {
        var pairs: [(key: String, value: DocumentValue)] = [("locale", .string(locale.rawValue))]
        if screen.width != .compact { pairs.append(("width", .string(screen.width.rawValue))) }
        if let size { pairs.append(("size", .list([size.width, size.height].map(Self.number)))) }
        if verbosity != .default {
            pairs.append(("verbosity", .map([("hints", .bool(verbosity.hints)), ("actions", .string(verbosity.actions.rawValue)),
                                             ("containers", .bool(verbosity.containers))])))
        }
        if let reader { pairs.append(("reader", .string(reader.rawValue))) }
        if let readers { pairs.append(("readers", .list(readers.map { .string($0.rawValue) }))) }
        pairs.append(("elements", .list(screen.elements.map(Self.elementValue))))
        let presented = screen.presentations + screen.queuedAlerts.map(Presentation.alert)
        if !presented.isEmpty { pairs.append(("present", .list(presented.map(Self.value)))) }
        if let commands = writtenCommands { pairs.append(("commands", .list(commands.map { .string($0.description) }))) }
        return .map(DocumentMap(pairs))
    }

    /// The command script as a screen reader records it: text typed while a secure field is
    /// being edited becomes bullets, one per character, as in a transcript. Which field a `type`
    /// reaches depends on the gestures before it, so the script is run to find out.
    private var writtenCommands: [ScreenReaderCommand]? {
        guard let commands else { return nil }
        guard let voice = try? Voice.builtIn(locale) else {
            // Without a voice to run it, every typed text is hidden.
            return commands.map { command in
                guard case .type(let text) = command else { return command }
                return .type(String(repeating: "•", count: text.count))
            }
        }
        return ScreenReader.session(on: screen, running: commands, voice: voice, verbosity: verbosity).entries.compactMap { entry in
            guard case .command(let recorded) = entry.cause else { return nil }
            return recorded
        }
    }

    // MARK: Elements

    /// An element as a document writes it: its kind's fields (the kind's descriptor writes
    /// them), then the common ones; `button: Save` when the label is all there is.
    static func elementValue(_ control: Control) -> DocumentValue {
        let (kind, own) = ElementDescriptors.encode(control)
        let fields = own + commonFields(control, selectionIsIndex: ElementDescriptors.byKey[kind]?.selectionIsIndex ?? false)
        if fields.count == 1, fields[0].key == "label" { return .map([(kind, fields[0].value)]) }
        return .map([(kind, .map(DocumentMap(fields)))])
    }

    /// The keys every control takes, as written.
    static func commonFields(_ control: Control, selectionIsIndex: Bool) -> [(key: String, value: DocumentValue)] {
        let attributes = control.attributes
        var fields: [(key: String, value: DocumentValue)] = []
        if let identifier = attributes.identifier { fields.append(("id", .string(identifier))) }
        if !attributes.hint.isEmpty { fields.append(("hint", .string(attributes.hint))) }
        if !attributes.isEnabled { fields.append(("enabled", .bool(false))) }
        if attributes.isSelected, !selectionIsIndex { fields.append(("selected", .bool(true))) }
        if !attributes.customActions.isEmpty { fields.append(("actions", .list(attributes.customActions.map(DocumentValue.string)))) }
        if !attributes.customContent.isEmpty {
            fields.append(("customContent", .list(attributes.customContent.map {
                .map([("label", .string($0.label)), ("value", .string($0.value))])
            })))
        }
        if let frame = attributes.frame {
            fields.append(("frame", .list([frame.x, frame.y, frame.width, frame.height].map(Self.number))))
        }
        if !attributes.customRotors.isEmpty {
            fields.append(("rotors", .list(attributes.customRotors.map {
                .map([("name", .string($0.name)), ("results", .list($0.results.map(DocumentValue.string)))])
            })))
        }
        return fields
    }

    // MARK: Presentations

    private static func value(_ presentation: Presentation) -> DocumentValue {
        switch presentation {
        case .alert(let alert):
            var fields = titleAndMessage(alert.title, alert.message)
            if alert.style != .default { fields.append(("style", .string(alert.style.rawValue))) }
            fields += cancel(alert.cancelButton)
            fields.append(("buttons", buttons(alert.buttons)))
            if !alert.textFields.isEmpty { fields.append(("textFields", .list(alert.textFields.map(textField)))) }
            return .map([("alert", .map(DocumentMap(fields)))])
        case .actionSheet(let sheet):
            var fields = titleAndMessage(sheet.title, sheet.message)
            fields += cancel(sheet.cancelButton)
            fields.append(("buttons", buttons(sheet.buttons)))
            if let source = sheet.source { fields.append(("source", .string(source))) }
            return .map([("actionSheet", .map(DocumentMap(fields)))])
        case .popover(let popover):
            var fields: [(key: String, value: DocumentValue)] = []
            if let source = popover.source { fields.append(("source", .string(source))) }
            fields.append(("elements", .list(popover.elements.map(elementValue))))
            return .map([("popover", .map(DocumentMap(fields)))])
        }
    }

    private static func titleAndMessage(_ title: String?, _ message: String?) -> [(key: String, value: DocumentValue)] {
        var fields: [(key: String, value: DocumentValue)] = []
        if let title { fields.append(("title", .string(title))) }
        if let message { fields.append(("message", .string(message))) }
        return fields
    }

    /// Absent for the locale's Cancel, null for none.
    private static func cancel(_ cancel: CancelButton) -> [(key: String, value: DocumentValue)] {
        switch cancel {
        case .standard: []
        case .none: [("cancel", .null)]
        case .titled(let title): [("cancel", .string(title))]
        }
    }

    private static func buttons(_ actions: [AlertAction]) -> DocumentValue {
        .list(actions.map { $0.isEnabled ? .string($0.title) : .map([("title", .string($0.title)), ("enabled", .bool(false))]) })
    }

    private static func textField(_ control: Control) -> DocumentValue {
        var fields: [(key: String, value: DocumentValue)] = []
        switch control {
        case .textField(let field):
            if !field.text.isEmpty { fields.append(("text", .string(field.text))) }
            if !field.placeholder.isEmpty { fields.append(("placeholder", .string(field.placeholder))) }
            if !field.label.isEmpty { fields.append(("label", .string(field.label))) }
        case .secureTextField(let field):
            if !field.text.isEmpty { fields.append(("text", .string(String(repeating: "•", count: field.text.characterCount)))) }
            if !field.placeholder.isEmpty { fields.append(("placeholder", .string(field.placeholder))) }
            if !field.label.isEmpty { fields.append(("label", .string(field.label))) }
        default: break
        }
        return .map(DocumentMap(fields))
    }

    /// A point as YAML and JSON write it: `16`, not `16.0`.
    private static func number(_ value: Double) -> DocumentValue {
        .number(value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value))
    }
}
