import Speakable

/// `textField`, `secureTextField` and `textView`: a label, a placeholder and a text (T1–T3, S1–S4).
/// A secure field's text is written as bullets, one per character, never as itself.
struct TextEntryKind: ElementDescriptor {
    let key: String
    let keys = ["label", "placeholder", "text"]
    let make: @Sendable (_ label: String, _ placeholder: String, _ text: String, ControlAttributes) -> Control
    let written: @Sendable (Control) -> (label: String, placeholder: String, text: String)?

    static let textField = TextEntryKind(
        key: "textField", make: { TextField($0, placeholder: $1, text: $2, attributes: $3).control },
        written: { if case .textField(let c) = $0 { (c.label, c.placeholder, c.text) } else { nil } })
    static let secureTextField = TextEntryKind(
        key: "secureTextField", make: { SecureTextField($0, placeholder: $1, text: SecureText($2), attributes: $3).control },
        written: { if case .secureTextField(let c) = $0 { (c.label, c.placeholder, String(repeating: "•", count: c.text.characterCount)) } else { nil } })
    static let textView = TextEntryKind(
        key: "textView", make: { TextView($0, placeholder: $1, text: $2, attributes: $3).control },
        written: { if case .textView(let c) = $0 { (c.label, c.placeholder, c.text) } else { nil } })

    func decode(_ entry: KindEntry, identifiers: inout [String: Int]) throws -> Control {
        make(entry.label, try entry.text("placeholder"), try entry.text("text"), entry.attributes)
    }

    func encode(_ control: Control) -> [(key: String, value: DocumentValue)]? {
        guard let (label, placeholder, text) = written(control) else { return nil }
        var fields: [(key: String, value: DocumentValue)] = []
        FieldWriting.text("label", label, into: &fields)
        FieldWriting.text("placeholder", placeholder, into: &fields)
        FieldWriting.text("text", text, into: &fields)
        return fields
    }
}
