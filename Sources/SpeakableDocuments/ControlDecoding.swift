import Speakable

/// Reads the `elements:` of a screen or popover (documents spec).
enum ControlDecoding {
    /// The element kinds, as document keys.
    static let kinds = ElementKind.allCases.map(\.rawValue)
    /// Keys every control takes.
    static let commonKeys = ["id", "hint", "enabled", "selected", "actions", "customContent", "frame", "rotors"]
    /// How deep groups may nest.
    static let maximumGroupDepth = 64

    /// Each kind's own keys (besides ``commonKeys``).
    static func keys(of kind: ElementKind) -> [String] {
        switch kind {
        case .button, .text, .heading, .image, .link, .backButton: ["label", "value"]
        case .textField, .secureTextField, .textView: ["label", "placeholder", "text"]
        case .stepper: ["label", "value", "min", "max", "step", "wraps", "autorepeat", "continuous", "exposure"]
        case .element: ["label", "value", "traits"]
        case .group, .list, .landmark: ["label", "children"]
        case .switch: ["label", "on", "state"]
        case .slider: ["label", "value", "min", "max"]
        case .segmentedControl: ["segments", "children", "selected"]
        case .tabBar: ["items", "children", "selected"]
        case .dataTable: ["label", "rows"]
        }
    }

    /// Each kind's keys with the common ones, made once: joined per element they were two
    /// arrays for every element of a document.
    private static let allowedKeys: [ElementKind: [String]] =
        Dictionary(uniqueKeysWithValues: ElementKind.allCases.map { ($0, keys(of: $0) + commonKeys) })

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
    static func control(kind kindNode: YAMLNode, value valueNode: YAMLNode, at: DocumentPath, context: DecodingContext,
                        identifiers: inout [String: Int], depth: Int) throws -> Control {
        let kind = kindNode.scalar?.string ?? ""
        let keyNode = DocumentNode(node: kindNode, parent: at, step: .key(kind), context: context)
        guard let kind = ElementKind(rawValue: kind) else {
            throw keyNode.error("unknown element kind '\(kind)'\(Suggestion.hint(for: kind, in: kinds)); expected one of: \(kinds.joined(separator: ", "))")
        }
        let value = DocumentNode(node: valueNode, parent: at, step: .key(kind.rawValue), context: context)
        if value.isNull { throw value.error("expected a label or a mapping of \(kind.rawValue) keys, got null") }
        if value.node.scalar != nil {
            return try build(kind: kind, label: value.string(), fields: nil, node: value, identifiers: &identifiers, depth: depth)
        }
        let fields = try value.fields(allowed: allowedKeys[kind]!, of: "a \(kind.rawValue)")
        let label = try fields.optional("label")?.string() ?? ""
        return try build(kind: kind, label: label, fields: fields, node: value, identifiers: &identifiers, depth: depth)
    }

    private static func build(kind: ElementKind, label: String, fields: Fields?, node: DocumentNode,
                              identifiers: inout [String: Int], depth: Int) throws -> Control {
        var attributes = try self.attributes(fields, identifiers: &identifiers, selectionIsIndex: kind == .segmentedControl || kind == .tabBar)
        func text(_ key: String) throws -> String { try fields?.optional(key)?.string() ?? "" }
        switch kind {
        case .button, .text, .heading, .image, .link, .backButton: attributes.value = try text("value")
        default: break
        }
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
        case .group, .list, .landmark:
            guard depth < maximumGroupDepth else {
                throw node.error("groups nest more than \(maximumGroupDepth) deep")
            }
            let children = try fields?.optional("children").map { try controls($0, identifiers: &identifiers, depth: depth + 1) } ?? []
            let type: AccessibilityContainerType = kind == .list ? .list : kind == .landmark ? .landmark : .none
            return Group(label, containerType: type, children: children, attributes: attributes).control
        case .backButton:
            return BackButton(label, attributes: attributes).control
        case .textView:
            return TextView(label, placeholder: try text("placeholder"), text: try text("text"), attributes: attributes).control
        case .switch:
            return Switch(label, state: try switchState(fields), attributes: attributes).control
        case .slider:
            return try slider(label: label, fields: fields, node: node, attributes: attributes).control
        case .segmentedControl:
            if let children = try seriesChildren(fields, titlesKey: "segments", identifiers: &identifiers, depth: depth) {
                return SegmentedControl(children: children, attributes: attributes).control
            }
            let (titles, selected) = try seriesItems(fields, key: "segments", node: node)
            return try SegmentedControl(titles, selectedIndex: selected, attributes: attributes).control
        case .tabBar:
            if let children = try seriesChildren(fields, titlesKey: "items", identifiers: &identifiers, depth: depth) {
                return TabBar(children: children, attributes: attributes).control
            }
            let (titles, selected) = try seriesItems(fields, key: "items", node: node)
            return try TabBar(titles, selectedIndex: selected, attributes: attributes).control
        case .dataTable:
            guard depth < maximumGroupDepth else { throw node.error("groups nest more than \(maximumGroupDepth) deep") }
            guard let rows = fields?.optional("rows") else { throw node.error("missing 'rows': expected a list of rows, each a list of cells") }
            let cells = try DataTableDecoding.cells(rows, identifiers: &identifiers)
            return Group(label, containerType: .dataTable, children: cells, attributes: attributes).control
        }
    }

    /// K1: `on: true|false`, or `state: on|off|mixed` (not both); off by default, as UIKit.
    private static func switchState(_ fields: Fields?) throws -> SwitchState {
        let on = fields?.optional("on"), state = fields?.optional("state")
        if let on, state != nil { throw on.error("give 'on' or 'state', not both") }
        if let state { return try state.choice(SwitchState.self) }
        return try on?.bool() == true ? .on : .off
    }

    /// A tab bar's or segmented control's `children:` (any elements, documents v3), or `nil`
    /// when it gives titles; both is an error, and `selected` goes on the child.
    private static func seriesChildren(_ fields: Fields?, titlesKey: String, identifiers: inout [String: Int], depth: Int) throws -> [Control]? {
        guard let childrenNode = fields?.optional("children") else { return nil }
        if let titles = fields?.optional(titlesKey) {
            throw titles.error("give '\(titlesKey)' (titles) or 'children' (elements), not both")
        }
        if let selected = fields?.optional("selected") {
            throw selected.error("with 'children', mark the selected item itself: selected: true on the child")
        }
        guard depth < maximumGroupDepth else { throw childrenNode.error("groups nest more than \(maximumGroupDepth) deep") }
        return try controls(childrenNode, identifiers: &identifiers, depth: depth + 1)
    }

    /// The titles of a segmented control or tab bar, and the selected index (`null` or absent:
    /// none); an index past the end is an error at `selected`.
    private static func seriesItems(_ fields: Fields?, key: String, node: DocumentNode) throws -> ([String], Int?) {
        guard let list = fields?.optional(key) else { throw node.error("missing '\(key)': expected a list of titles") }
        let titles = try list.list().map { try $0.string(expected: "a title") }
        guard let selectedNode = fields?.optional("selected"), !selectedNode.isNull else { return (titles, nil) }
        let selected = try selectedNode.integer(minimum: 0)
        guard selected < titles.count else {
            throw selectedNode.error("selected index \(selected) is past the end; expected 0 to \(titles.count - 1), or null")
        }
        return (titles, selected)
    }

    private static func slider(label: String, fields: Fields?, node: DocumentNode, attributes: ControlAttributes) throws -> Slider {
        func number(_ key: String, _ fallback: DecimalValue) throws -> DecimalValue { try fields?.optional(key)?.decimal() ?? fallback }
        do {
            return try Slider(label, value: number("value", 0), minimumValue: number("min", 0), maximumValue: number("max", 1),
                              attributes: attributes)
        } catch let error as StepperError {
            let key = documentKey(error.field)
            throw (fields?.optional(key) ?? node).error(error.message(naming: documentKey))
        }
    }

    /// `id`, `hint`, `enabled` and `selected`; an identifier may be used once per document.
    /// A segmented control's or tab bar's `selected` is the index of its selected item, not
    /// the selected state.
    static func attributes(_ fields: Fields?, identifiers: inout [String: Int], selectionIsIndex: Bool) throws -> ControlAttributes {
        // Most controls give none of these keys: six lookups each would be a fifth of decoding.
        guard let fields, fields.containsAny(of: commonKeys) else { return ControlAttributes() }
        let hint = try fields.optional("hint")?.string() ?? ""
        let isEnabled = try fields.optional("enabled")?.bool() ?? true
        let isSelected = selectionIsIndex ? false : try fields.optional("selected")?.bool() ?? false
        let customActions = try fields.optional("actions")?.list().map { try $0.string(expected: "an action name") } ?? []
        let customContent: [CustomContent] = try fields.optional("customContent")?.list().map { entry in
            let content = try entry.fields(allowed: ["label", "value"], of: "custom content")
            return CustomContent(label: try content.required("label").string(), value: try content.optional("value")?.string() ?? "")
        } ?? []
        var identifier: String?
        if let idNode = fields.optional("id") {
            let name = try idNode.string()
            if let line = identifiers[name] {
                throw idNode.error("identifier '\(name)' is already used at line \(line); identifiers must be unique")
            }
            identifiers[name] = idNode.line
            identifier = name
        }
        var attributes = ControlAttributes(hint: hint, identifier: identifier, isEnabled: isEnabled, isSelected: isSelected,
                                           customActions: customActions, customContent: customContent)
        attributes.frame = try fields.optional("frame").map(frame)
        attributes.customRotors = try fields.optional("rotors")?.list().map { entry in
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
