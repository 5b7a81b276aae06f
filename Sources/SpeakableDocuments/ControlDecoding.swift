import Speakable

/// Reads the `elements:` of a screen or popover (documents spec).
enum ControlDecoding {
    /// The element kinds, as document keys.
    static var kinds: [String] { ElementDescriptors.keys }
    /// Keys every control takes.
    static let commonKeys = ["id", "hint", "enabled", "selected", "actions", "customContent", "frame", "rotors", "audit"]
    /// Each common key's bit in ``Fields/givenKeys(of:)`` of ``commonKeys``: its position there.
    private enum CommonBit {
        static let id: UInt64 = 1 << 0, hint: UInt64 = 1 << 1, enabled: UInt64 = 1 << 2, selected: UInt64 = 1 << 3
        static let actions: UInt64 = 1 << 4, customContent: UInt64 = 1 << 5, frame: UInt64 = 1 << 6
        static let rotors: UInt64 = 1 << 7, audit: UInt64 = 1 << 8
    }
    /// How deep groups may nest.
    static let maximumGroupDepth = 64

    static func controls(_ list: DocumentNode, identifiers: inout [String: Int], depth: Int = 0) throws -> [Control] {
        try list.list().map { try control($0, identifiers: &identifiers, depth: depth) }
    }

    /// One entry: a mapping with one key, the kind, whose value is a label or the kind's fields.
    static func control(_ entry: DocumentNode, identifiers: inout [String: Int], depth: Int) throws -> Control {
        guard case .mapping(let mapping) = entry.node.content, mapping.count == 1, mapping[0].key.scalar != nil else {
            throw entry.error("expected an element: a mapping with one key, its kind (\(kinds.joined(separator: ", "))), such as `button: Save`; got \(entry.kindName)")
        }
        return try control(kind: mapping[0].key, value: mapping[0].value, at: entry.path, context: entry.context,
                           identifiers: &identifiers, depth: depth)
    }

    /// An element given as its kind (a key) and its value: a label, or the kind's fields.
    /// `decoding` is the kind's, when the caller has looked it up already.
    static func control(kind kindNode: YAMLNode, value valueNode: YAMLNode, at: DocumentPath, context: DecodingContext,
                        identifiers: inout [String: Int], depth: Int, decoding known: ElementDescriptors.Decoding? = nil) throws -> Control {
        let kind = kindNode.scalar?.string ?? ""
        let keyNode = DocumentNode(node: kindNode, parent: at, step: .key(kind), context: context)
        guard let decoding = known ?? ElementDescriptors.decoding[kind] else {
            throw keyNode.error("unknown element kind '\(kind)'\(Suggestion.hint(for: kind, in: kinds)); expected one of: \(kinds.joined(separator: ", "))")
        }
        let value = DocumentNode(node: valueNode, parent: at, step: .key(kind), context: context)
        if value.isNull { throw value.error("expected a label or a mapping of \(kind) keys, got null") }
        // The kind's descriptor reads the rest (Kinds/).
        let descriptor = decoding.descriptor
        let fields = value.node.scalar != nil ? nil : try value.fields(allowed: decoding.allowedKeys, of: decoding.what)
        let label = try fields.map { try $0.optional("label")?.string() ?? "" } ?? value.string()
        var attributes = try self.attributes(fields, identifiers: &identifiers, selectionIsIndex: descriptor.selectionIsIndex)
        if context.locating {
            let (line, column) = keyNode.position
            attributes.locate(line: line, column: column)
        }
        return try descriptor.decode(KindEntry(label: label, fields: fields, node: value, attributes: attributes, depth: depth),
                                     identifiers: &identifiers)
    }

    /// `id`, `hint`, `enabled` and `selected`; an identifier may be used once per document.
    /// A segmented control's or tab bar's `selected` is the index of its selected item, not
    /// the selected state.
    static func attributes(_ fields: Fields?, identifiers: inout [String: Int], selectionIsIndex: Bool) throws -> ControlAttributes {
        // Most controls give none of these keys, and the rest one or two: which are given is
        // found in one pass, and only those are looked up (nine lookups each were a tenth of
        // reading a document). They are read in the same order as ever, for the same first error.
        guard let fields else { return ControlAttributes() }
        let given = fields.givenKeys(of: commonKeys)
        guard given != 0 else { return ControlAttributes() }
        func optional(_ bit: UInt64, _ key: String) -> DocumentNode? {
            given & bit == 0 ? nil : fields.optional(key)
        }
        let hint = try optional(CommonBit.hint, "hint")?.string() ?? ""
        let isEnabled = try optional(CommonBit.enabled, "enabled")?.bool() ?? true
        let isSelected = selectionIsIndex ? false : try optional(CommonBit.selected, "selected")?.bool() ?? false
        let customActions = try optional(CommonBit.actions, "actions")?.list().map { try $0.string(expected: "an action name") } ?? []
        let customContent: [CustomContent] = try optional(CommonBit.customContent, "customContent")?.list().map { entry in
            let content = try entry.fields(allowed: ["label", "value"], of: "custom content")
            return CustomContent(label: try content.required("label").string(), value: try content.optional("value")?.string() ?? "")
        } ?? []
        var identifier: String?
        if let idNode = optional(CommonBit.id, "id") {
            let name = try idNode.string()
            if let line = identifiers[name] {
                throw idNode.error("identifier '\(name)' is already used at line \(line); identifiers must be unique")
            }
            identifiers[name] = idNode.line
            identifier = name
        }
        var attributes = ControlAttributes(hint: hint, identifier: identifier, isEnabled: isEnabled, isSelected: isSelected,
                                           customActions: customActions, customContent: customContent)
        attributes.frame = try optional(CommonBit.frame, "frame").map(frame)
        attributes.auditDisabled = try AuditExceptions.disabled(optional(CommonBit.audit, "audit"))
        attributes.customRotors = try optional(CommonBit.rotors, "rotors")?.list().map { entry in
            let rotor = try entry.fields(allowed: ["name", "results"], of: "a custom rotor")
            return CustomRotor(name: try rotor.required("name").string(),
                               results: try rotor.optional("results")?.list().map { try $0.string(expected: "a result's description") } ?? [])
        } ?? []
        return attributes
    }

    /// `frame: [x, y, width, height]`, in points: four finite numbers, the size at least 0
    /// (documents v3).
    static func frame(_ node: DocumentNode) throws -> ScreenFrame {
        let numbers = try points(node, count: 4, expected: "a frame [x, y, width, height] of four numbers")
        guard numbers[2] >= 0, numbers[3] >= 0 else { throw node.error("a frame's width and height must be at least 0") }
        return ScreenFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A list of `count` finite numbers.
    static func points(_ node: DocumentNode, count: Int, expected: String) throws -> [Double] {
        guard case .sequence(let items) = node.node.content, items.count == count else { throw node.error("expected \(expected), got \(node.kindName)") }
        return try items.map { item in
            guard let text = item.scalar?.string, let number = Double(text), number.isFinite else {
                throw node.error("expected \(expected), with finite numbers")
            }
            return number
        }
    }
}
