import Speakable

/// Reads the `present:` entries of a document.
enum PresentationDecoding {
    static let kinds = ["alert", "actionSheet", "popover"]

    static func presentation(_ entry: DocumentNode, identifiers: inout [String: Int]) throws -> Presentation {
        guard case .mapping(let mapping) = entry.node.content, mapping.count == 1,
              let kind = mapping.first?.key.scalar?.string else {
            throw entry.error("expected a presentation: a mapping with one key (\(kinds.joined(separator: ", "))), got \(entry.kindName)")
        }
        let at = entry.path
        let keyNode = DocumentNode(node: mapping.first!.key, parent: at, step: .key(kind), context: entry.context)
        let value = DocumentNode(node: mapping.first!.value, parent: at, step: .key(kind), context: entry.context)
        switch kind {
        case "alert": return .alert(try alert(value))
        case "actionSheet": return .actionSheet(try actionSheet(value))
        case "popover": return .popover(try popover(value, identifiers: &identifiers))
        default:
            throw keyNode.error("unknown presentation '\(kind)'\(Suggestion.hint(for: kind, in: kinds)); expected one of: \(kinds.joined(separator: ", "))")
        }
    }

    private static func alert(_ node: DocumentNode) throws -> Alert {
        let fields = try node.fields(allowed: ["title", "message", "style", "cancel", "buttons", "textFields"], of: "an alert")
        let style = try fields.optional("style")?.choice(Alert.Style.self) ?? .default
        var alert = Alert(title: try fields.optional("title")?.string(), message: try fields.optional("message")?.string(),
                          style: style, cancelButton: try cancel(fields), buttons: try buttons(fields))
        for (index, field) in try (fields.optional("textFields")?.list() ?? []).enumerated() {
            guard index < style.textFieldCount else {
                throw field.error("style \(style.rawValue) has \(style.textFieldCount) text field\(style.textFieldCount == 1 ? "" : "s")")
            }
            if field.node.scalar != nil {
                alert.setText(try field.string(), ofTextFieldAt: index)
                continue
            }
            let entry = try field.fields(allowed: ["text", "placeholder", "label"], of: "a text field")
            if let text = try entry.optional("text")?.string() { alert.setText(text, ofTextFieldAt: index) }
            let placeholder = try entry.optional("placeholder")?.string() ?? ""
            let label = try entry.optional("label")?.string() ?? ""
            alert.textFields[index].updateTextEntry { field in
                field.placeholder = placeholder
                field.label = label
            }
        }
        lintAlert(alert, fields: fields, node: node)
        return alert
    }

    private static func actionSheet(_ node: DocumentNode) throws -> ActionSheet {
        let fields = try node.fields(allowed: ["title", "message", "cancel", "buttons", "source"], of: "an action sheet")
        let sheet = ActionSheet(title: try fields.optional("title")?.string(), message: try fields.optional("message")?.string(),
                                cancelButton: try cancel(fields), buttons: try buttons(fields),
                                source: try fields.optional("source")?.string())
        HIGLint.buttonTitles(sheet.buttons.map(\.title), fields: fields)
        return sheet
    }

    private static func popover(_ node: DocumentNode, identifiers: inout [String: Int]) throws -> Popover {
        let fields = try node.fields(allowed: ["source", "elements"], of: "a popover")
        let elements = try fields.optional("elements").map { try ControlDecoding.controls($0, identifiers: &identifiers) } ?? []
        return Popover(source: try fields.optional("source")?.string(), elements: elements)
    }

    /// Absent: the locale's Cancel; null: none; a string: that title.
    private static func cancel(_ fields: Fields) throws -> CancelButton {
        guard let node = fields["cancel"] else { return .standard }
        return node.isNull ? .none : .titled(try node.string(expected: "a button title, or null for no cancel button"))
    }

    /// A list of titles, or of `{title, enabled}`.
    private static func buttons(_ fields: Fields) throws -> [AlertAction] {
        try (fields.optional("buttons")?.list() ?? []).map { button in
            if button.node.scalar != nil { return AlertAction(try button.string(expected: "a button title")) }
            let entry = try button.fields(allowed: ["title", "enabled"], of: "a button")
            return AlertAction(try entry.required("title").string(), isEnabled: try entry.optional("enabled")?.bool() ?? true)
        }
    }

    private static func lintAlert(_ alert: Alert, fields: Fields, node: DocumentNode) {
        let count = alert.buttonLayoutOrder.count
        if count > 2 {
            (fields["buttons"] ?? node).warn("an alert with \(count) buttons; the HIG advises no more than two (use an action sheet for more choices)")
        }
        HIGLint.buttonTitles(alert.buttons.map(\.title), fields: fields)
    }
}
