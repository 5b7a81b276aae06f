import Speakable

/// `textField`, `secureTextField` and `textView`: a label, a placeholder and a text (T1–T3, S1–S4).
/// A secure field's text is written as bullets, one per character, never as itself. A text
/// field may say `search: true` (a search field, `Search Field.`: a captured `SearchField`).
struct TextEntryKind: ElementDescriptor {
    let key: String
    var keys = ["label", "placeholder", "text"]
    let make: @Sendable (_ label: String, _ placeholder: String, _ text: String, _ search: Bool, ControlAttributes) -> Control
    let written: @Sendable (Control) -> (label: String, placeholder: String, text: String, search: Bool)?

    static let textField = TextEntryKind(
        key: "textField", keys: ["label", "placeholder", "text", "search"],
        make: { TextField($0, placeholder: $1, text: $2, isSearchField: $3, attributes: $4).control },
        written: { if case .textField(let c) = $0 { (c.label, c.placeholder, c.text, c.isSearchField) } else { nil } })
    static let secureTextField = TextEntryKind(
        key: "secureTextField", make: { SecureTextField($0, placeholder: $1, text: SecureText($2), attributes: $4).control },
        written: { if case .secureTextField(let c) = $0 { (c.label, c.placeholder, String(repeating: "•", count: c.text.characterCount), false) } else { nil } })
    static let textView = TextEntryKind(
        key: "textView", make: { TextView($0, placeholder: $1, text: $2, attributes: $4).control },
        written: { if case .textView(let c) = $0 { (c.label, c.placeholder, c.text, false) } else { nil } })

    func decode(_ entry: KindEntry, identifiers: inout [String: Int]) throws -> Control {
        var search = false
        if keys.contains("search") { search = try entry.fields?.optional("search")?.bool() ?? false }
        return make(entry.label, try entry.text("placeholder"), try entry.text("text"), search, entry.attributes)
    }

    func encode(_ control: Control) -> [(key: String, value: DocumentValue)]? {
        guard let (label, placeholder, text, search) = written(control) else { return nil }
        var fields: [(key: String, value: DocumentValue)] = []
        FieldWriting.text("label", label, into: &fields)
        FieldWriting.text("placeholder", placeholder, into: &fields)
        FieldWriting.text("text", text, into: &fields)
        if search { fields.append(("search", .bool(true))) }
        return fields
    }
}
