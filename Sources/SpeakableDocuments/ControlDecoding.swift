import Speakable

/// Reads the `elements:` of a screen or popover (documents spec).
enum ControlDecoding {
    /// The element kinds, as document keys.
    static let kinds = ElementKind.allCases.map(\.rawValue)
    /// Keys every control takes.
    static let commonKeys = ["id", "hint", "enabled", "selected"]
    /// How deep groups may nest.
    static let maximumGroupDepth = 64

    /// Each kind's own keys (besides ``commonKeys``).
    static func keys(of kind: ElementKind) -> [String] {
        switch kind {
        case .button, .text, .heading, .image, .link: ["label"]
        case .textField, .secureTextField: ["label", "placeholder", "text"]
        case .stepper: ["label", "value", "min", "max", "step", "wraps", "autorepeat", "continuous", "exposure"]
        case .element: ["label", "value", "traits"]
        case .group: ["label", "children"]
        }
    }

    static func controls(_ list: DocumentNode, identifiers: inout [String: Int], depth: Int = 0) throws -> [Control] {
        try list.list().map { try control($0, identifiers: &identifiers, depth: depth) }
    }

    /// One entry: a mapping with one key, the kind, whose value is a label or the kind's fields.
    static func control(_ entry: DocumentNode, identifiers: inout [String: Int], depth: Int) throws -> Control {
        guard case .mapping(let mapping) = entry.node, mapping.count == 1,
              let kind = mapping.first?.key.scalar?.string else {
            throw entry.error("expected an element: a mapping with one key, its kind (\(kinds.joined(separator: ", "))), such as `button: Save`; got \(entry.kindName)")
        }
        let keyNode = DocumentNode(node: mapping.first!.key, path: "\(entry.path).\(kind)", context: entry.context)
        guard let kind = ElementKind(rawValue: kind) else {
            throw keyNode.error("unknown element kind '\(kind)'\(Suggestion.hint(for: kind, in: kinds)); expected one of: \(kinds.joined(separator: ", "))")
        }
        let value = DocumentNode(node: mapping.first!.value, path: keyNode.path, context: entry.context)
        if value.isNull { throw value.error("expected a label or a mapping of \(kind.rawValue) keys, got null") }
        if value.node.scalar != nil {
            return try build(kind: kind, label: value.string(), fields: nil, node: value, identifiers: &identifiers, depth: depth)
        }
        let fields = try value.fields(allowed: keys(of: kind) + commonKeys, of: "a \(kind.rawValue)")
        let label = try fields.optional("label")?.string() ?? ""
        return try build(kind: kind, label: label, fields: fields, node: value, identifiers: &identifiers, depth: depth)
    }

    private static func build(kind: ElementKind, label: String, fields: Fields?, node: DocumentNode,
                              identifiers: inout [String: Int], depth: Int) throws -> Control {
        let attributes = try self.attributes(fields, identifiers: &identifiers)
        func text(_ key: String) throws -> String { try fields?.optional(key)?.string() ?? "" }
        switch kind {
        case .button: return Button(label, attributes: attributes).control
        case .text: return StaticText(label, attributes: attributes).control
        case .heading: return Heading(label, attributes: attributes).control
        case .image: return Image(label, attributes: attributes).control
        case .link: return Link(label, attributes: attributes).control
        case .textField:
            return TextField(label, placeholder: try text("placeholder"), text: try text("text"), attributes: attributes).control
        case .secureTextField:
            return SecureTextField(label, placeholder: try text("placeholder"), text: SecureText(try text("text")),
                                   attributes: attributes).control
        case .stepper:
            return try stepper(label: label, fields: fields, node: node, attributes: attributes).control
        case .element:
            var traits: AccessibilityTraits = []
            for traitNode in try fields?.optional("traits")?.list() ?? [] {
                let name = try traitNode.string(expected: "a trait name")
                guard let trait = AccessibilityTraits(name: name) else {
                    let names = AccessibilityTraits.named.map(\.name)
                    throw traitNode.error("unknown trait '\(name)'\(Suggestion.hint(for: name, in: names)); expected one of: \(names.joined(separator: ", "))")
                }
                traits.insert(trait)
            }
            return Element(label, value: try text("value"), traits: traits, attributes: attributes).control
        case .group:
            guard depth < maximumGroupDepth else {
                throw node.error("groups nest more than \(maximumGroupDepth) deep")
            }
            let children = try fields?.optional("children").map { try controls($0, identifiers: &identifiers, depth: depth + 1) } ?? []
            return Group(label, children: children, attributes: attributes).control
        }
    }

    /// `id`, `hint`, `enabled` and `selected`; an identifier may be used once per document.
    private static func attributes(_ fields: Fields?, identifiers: inout [String: Int]) throws -> ControlAttributes {
        guard let fields else { return ControlAttributes() }
        var attributes = ControlAttributes()
        attributes.hint = try fields.optional("hint")?.string() ?? ""
        attributes.isEnabled = try fields.optional("enabled")?.bool() ?? true
        attributes.isSelected = try fields.optional("selected")?.bool() ?? false
        if let idNode = fields.optional("id") {
            let identifier = try idNode.string()
            if let line = identifiers[identifier] {
                throw idNode.error("identifier '\(identifier)' is already used at line \(line); identifiers must be unique")
            }
            identifiers[identifier] = idNode.line
            attributes.identifier = identifier
        }
        return attributes
    }

    private static func stepper(label: String, fields: Fields?, node: DocumentNode, attributes: ControlAttributes) throws -> Stepper {
        let defaults = try Stepper()
        func number(_ key: String, _ fallback: DecimalValue) throws -> DecimalValue { try fields?.optional(key)?.decimal() ?? fallback }
        func flag(_ key: String, _ fallback: Bool) throws -> Bool { try fields?.optional(key)?.bool() ?? fallback }
        do {
            return try Stepper(
                label,
                value: number("value", defaults.value),
                minimumValue: number("min", defaults.minimumValue),
                maximumValue: number("max", defaults.maximumValue),
                stepValue: number("step", defaults.stepValue),
                wraps: flag("wraps", defaults.wraps),
                autorepeat: flag("autorepeat", defaults.autorepeat),
                isContinuous: flag("continuous", defaults.isContinuous),
                exposure: fields?.optional("exposure")?.choice(Stepper.Exposure.self) ?? .adjustable,
                attributes: attributes)
        } catch let error as StepperError {
            let key = documentKey(error.field)
            let at = fields?.optional(key) ?? node
            throw at.error(error.message(naming: documentKey))
        }
    }

    private static func documentKey(_ field: StepperError.Field) -> String {
        switch field {
        case .value: "value"
        case .minimumValue: "min"
        case .maximumValue: "max"
        case .stepValue: "step"
        }
    }
}
