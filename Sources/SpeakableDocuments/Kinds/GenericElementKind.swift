import Speakable

/// `element`: any label, value and UIKit trait names, for what no other kind says.
struct GenericElementKind: ElementDescriptor {
    let key = "element"
    let keys = ["label", "value", "traits"]

    func decode(_ entry: KindEntry, identifiers: inout [String: Int]) throws -> Control {
        Element(entry.label, value: try entry.text("value"), traits: try Self.traits(entry.fields), attributes: entry.attributes).control
    }

    func encode(_ control: Control) -> [(key: String, value: DocumentValue)]? {
        guard case .element(let c) = control else { return nil }
        var fields: [(key: String, value: DocumentValue)] = []
        FieldWriting.text("label", c.label, into: &fields)
        // A secret is written as one bullet per character, as a secure field's text is (S3).
        FieldWriting.text("value", c.traits.contains(.secureTextField) ? String(repeating: "•", count: SecureText(c.value).characterCount) : c.value,
                          into: &fields)
        if !c.traits.isEmpty { fields.append(("traits", .list(c.traits.names.map(DocumentValue.string)))) }
        return fields
    }

    /// `traits:`, UIKit's names; an unknown one is an error with a suggestion.
    static func traits(_ fields: Fields?) throws -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        for traitNode in try fields?.optional("traits")?.list() ?? [] {
            let name = try traitNode.string(expected: "a trait name")
            guard let trait = AccessibilityTraits(name: name) else {
                let names = AccessibilityTraits.named.map(\.name)
                throw traitNode.error("unknown trait '\(name)'\(Suggestion.hint(for: name, in: names)); expected one of: \(names.joined(separator: ", "))")
            }
            traits.insert(trait)
        }
        return traits
    }
}
