import Speakable

/// The kinds that are a label (and, in v3, a value) and nothing else: `button`, `text`,
/// `heading`, `image`, `link` and `backButton`. Each is one line below: its key, the control it
/// makes, how to find that control again, and the traits a capture's element must have to be it.
struct LabelKind: ElementDescriptor {
    let key: String
    let keys = ["label", "value"]
    /// The traits that make a captured element this kind (the plainest kind that says them).
    let captureTraits: [AccessibilityTraits]
    let make: @Sendable (String, ControlAttributes) -> Control
    let label: @Sendable (Control) -> String?

    static let button = LabelKind(key: "button", captureTraits: [.button], make: { Button($0, attributes: $1).control },
                                  label: { if case .button(let c) = $0 { c.label } else { nil } })
    static let text = LabelKind(key: "text", captureTraits: [[]], make: { StaticText($0, attributes: $1).control },
                                label: { if case .staticText(let c) = $0 { c.label } else { nil } })
    static let heading = LabelKind(key: "heading", captureTraits: [.header], make: { Heading($0, attributes: $1).control },
                                   label: { if case .heading(let c) = $0 { c.label } else { nil } })
    static let image = LabelKind(key: "image", captureTraits: [.image], make: { Image($0, attributes: $1).control },
                                 label: { if case .image(let c) = $0 { c.label } else { nil } })
    static let link = LabelKind(key: "link", captureTraits: [.link], make: { Link($0, attributes: $1).control },
                                label: { if case .link(let c) = $0 { c.label } else { nil } })
    static let backButton = LabelKind(key: "backButton", captureTraits: [[.button, .backButton], .backButton],
                                      make: { BackButton($0, attributes: $1).control },
                                      label: { if case .backButton(let c) = $0 { c.label } else { nil } })

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
