import Speakable

/// Finds every text a document gives to a secure field (a `secureTextField`'s `text`, the
/// secure field of a `secureTextInput` or `loginAndPasswordInput` alert) before anything else is
/// read, so that no error or warning can quote it, wherever else a YAML alias repeats it
/// (`locale: *s`, `value: *s`, `commands: *s`).
///
/// It walks only where secure fields can be (elements, children, popovers, alerts), within the
/// same value budget as decoding: a document that exceeds it is refused before any message
/// quotes a value.
struct SecretScan {
    private(set) var secrets: Set<String> = []
    private var remaining: Int

    init(valueLimit: Int) { remaining = valueLimit }

    /// Scans a document's root; returns `false` when the budget ran out.
    mutating func scan(_ root: YAMLNode) -> Bool {
        guard let mapping = root.mapping else { return true }
        return elements(mapping["elements"]) && presentations(mapping["present"])
    }

    private mutating func spend() -> Bool {
        remaining -= 1
        return remaining >= 0
    }

    private mutating func elements(_ node: YAMLNode?) -> Bool {
        guard let list = node?.sequence else { return true }
        return list.allSatisfy { element($0) }
    }

    /// Scans one item of an `elements:` list (a document read as it streams gives them one by
    /// one); returns `false` when the budget ran out.
    mutating func element(_ entry: YAMLNode) -> Bool {
        guard let mapping = entry.mapping, mapping.count == 1, let (key, value) = mapping.first else { return spend() }
        return element(key: key, value: value)
    }

    /// Scans an element given as its kind and its value.
    mutating func element(key: YAMLNode, value: YAMLNode) -> Bool {
        // A label alone (`heading: Inbox`) holds no secret and no elements, whatever its kind:
        // no kind is looked up for it.
        guard case .mapping = value.content else { return spend() }
        return element(kind: key.scalar.flatMap { ElementDescriptors.decoding[$0.string] }, value: value)
    }

    /// Where an element of a kind can hold a secret, told once per kind (its descriptor's
    /// ``ElementDescriptors/Decoding``), so that an element costs no comparison of kind names.
    enum Place: Sendable {
        case nowhere
        /// A `secureTextField`'s text (and its keys, which may be the text mistyped).
        case secureField
        /// A generic `element` whose traits say secure.
        case element
        /// The cells of a `dataTable`'s rows.
        case dataTable
        /// The elements a kind holds under this key (`children`).
        case children(String)

        init(kind: String, childrenKey: String?) {
            switch kind {
            case "secureTextField": self = .secureField
            case "element": self = .element
            case "dataTable": self = .dataTable
            default: self = childrenKey.map(Place.children) ?? .nowhere
            }
        }
    }

    /// Scans an element whose kind has been looked up (`nil` when it is no kind).
    mutating func element(kind: ElementDescriptors.Decoding?, value: YAMLNode) -> Bool {
        guard spend() else { return false }
        guard case .mapping(let fields) = value.content, let kind else { return true }
        // The kind first: most elements are of no kind that can hold a secret.
        switch kind.secrets {
        case .nowhere:
            return true
        case .secureField:
            if let text = fields["text"]?.scalar?.string, !text.isEmpty { secrets.insert(text) }
            secureFieldTypos(fields)
            return true
        case .element:
            // Any signal that says secure wins: an element with the secure trait holds a secret (S3).
            secureElement(fields)
            return true
        case .dataTable:
            // The same for each cell of its rows.
            for row in fields["rows"]?.sequence ?? [] {
                for cell in row.sequence ?? [] {
                    guard spend() else { return false }
                    if let fields = cell.mapping { secureElement(fields) }
                }
            }
            return true
        case .children(let key):
            // Any kind that holds elements (its descriptor says under which key).
            return elements(fields[key])
        }
    }

    /// The value of an element or cell whose traits say secure.
    private mutating func secureElement(_ fields: YAMLMapping) {
        guard let traits = fields["traits"]?.sequence, traits.contains(where: { $0.scalar?.string == "secureTextField" }),
              let text = fields["value"]?.scalar?.string, !text.isEmpty else { return }
        secrets.insert(text)
    }

    /// The keys of a secure field, made once (a set made for each secure field was a third of
    /// scanning it).
    private static let secureFieldKeys: Set = ["label", "placeholder", "text", "id", "hint", "enabled", "selected", "actions", "customContent", "frame"]

    /// A key of a secure field that is not one of its keys may be the secret mistyped
    /// (`{text:hunter2}`, with no space, is the key `text:hunter2`): it is never quoted either,
    /// nor its value.
    private mutating func secureFieldTypos(_ fields: YAMLMapping) {
        for (key, value) in fields {
            guard let name = key.scalar?.string, !Self.secureFieldKeys.contains(name) else { continue }
            if !name.isEmpty { secrets.insert(name) }
            if let text = value.scalar?.string, !text.isEmpty { secrets.insert(text) }
        }
    }

    private mutating func presentations(_ node: YAMLNode?) -> Bool {
        guard let list = node?.sequence else { return true }
        for entry in list {
            guard spend() else { return false }
            guard let mapping = entry.mapping, mapping.count == 1, let (key, value) = mapping.first,
                  let kind = key.scalar?.string, let fields = value.mapping else { continue }
            if kind == "popover" { guard elements(fields["elements"]) else { return false } }
            guard kind == "alert", let style = fields["style"]?.scalar?.string,
                  let secureIndex = ["secureTextInput": 0, "loginAndPasswordInput": 1][style],
                  let textFields = fields["textFields"]?.sequence, textFields.indices.contains(secureIndex) else { continue }
            let field = textFields[secureIndex]
            if let text = field.scalar?.string ?? field.mapping?["text"]?.scalar?.string, !text.isEmpty { secrets.insert(text) }
            if let mapping = field.mapping { secureFieldTypos(mapping) }
        }
        return true
    }
}
