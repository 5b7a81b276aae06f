import Speakable

/// The kinds that are a label (and, in v3, a value) and nothing else: `button`, `text`,
/// `heading`, `image`, `link` and `backButton`. Each is one line below: its key, its control type
/// (a `LabelControl`, which makes the control and is found again by its type), and the traits a
/// capture's element must have to be it.
struct LabelKind: ElementDescriptor {
    let key: String
    let keys = ["label", "value"]
    /// The traits that make a captured element this kind (the plainest kind that says them).
    let captureTraits: [AccessibilityTraits]
    let make: @Sendable (String, ControlAttributes) -> Control
    let label: @Sendable (Control) -> String?

    /// A label kind's descriptor: its key, its control type (which knows its traits and how it
    /// becomes an element), and the traits a captured element must have to be it.
    init<Kind: LabelControl>(_ kind: Kind.Type, key: String, captureTraits: [AccessibilityTraits]) {
        self.key = key
        self.captureTraits = captureTraits
        make = { Kind($0, attributes: $1).control }
        label = { ($0.labelControl as? Kind)?.label }
    }

    static let button = LabelKind(Button.self, key: "button", captureTraits: [.button])
    static let text = LabelKind(StaticText.self, key: "text", captureTraits: [[]])
    static let heading = LabelKind(Heading.self, key: "heading", captureTraits: [.header])
    static let image = LabelKind(Image.self, key: "image", captureTraits: [.image])
    static let link = LabelKind(Link.self, key: "link", captureTraits: [.link])
    static let backButton = LabelKind(BackButton.self, key: "backButton", captureTraits: [[.button, .backButton], .backButton])

    /// The label kinds, for a capture's elements.
    static let all = [button, text, heading, image, link, backButton]

    /// The plainest label kind a captured element with these traits is, if any.
    static func forCapture(traits: AccessibilityTraits) -> LabelKind? {
        all.first { $0.captureTraits.contains(traits) }
    }

    func decode(_ entry: KindEntry, identifiers: inout [String: Int]) throws -> Control {
        var attributes = entry.attributes
        if let value = entry.fields?.optional("value") { attributes.value = try value.string() }
        return make(entry.label, attributes)
    }

    func encode(_ control: Control) -> [(key: String, value: DocumentValue)]? {
        guard let label = label(control) else { return nil }
        var fields: [(key: String, value: DocumentValue)] = []
        FieldWriting.text("label", label, into: &fields)
        FieldWriting.text("value", control.attributes.value, into: &fields)
        return fields
    }
}
