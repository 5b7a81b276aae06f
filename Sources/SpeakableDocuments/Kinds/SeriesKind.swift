import Speakable

/// `tabBar` and `segmentedControl` (K3, K4, C4): plain titles with the index of the selected
/// one, or (v3) `children:`, any elements, each saying its own state. A segmented control may
/// have a `label:`, its container's name in the tree (issue 35).
struct SeriesKind: ElementDescriptor {
    let key: String
    let titlesKey: String
    let containerType: AccessibilityContainerType
    // `selected` is a common key (here the selected item's index): listed once, there.
    var keys: [String] { containerType == .segmentedControl ? [titlesKey, "children", "label"] : [titlesKey, "children"] }
    var selectionIsIndex: Bool { true }
    var childrenKey: String? { "children" }

    static let tabBar = SeriesKind(key: "tabBar", titlesKey: "items", containerType: .tabBar)
    static let segmentedControl = SeriesKind(key: "segmentedControl", titlesKey: "segments", containerType: .segmentedControl)

    func decode(_ entry: KindEntry, identifiers: inout [String: Int]) throws -> Control {
        let fields = entry.fields
        if fields?.optional("children") != nil {
            if let titles = fields?.optional(titlesKey) { throw titles.error("give '\(titlesKey)' (titles) or 'children' (elements), not both") }
            if let selected = fields?.optional("selected") {
                throw selected.error("with 'children', mark the selected item itself: selected: true on the child")
            }
            let children = try entry.children("children", identifiers: &identifiers)
            guard containerType == .segmentedControl else { return TabBar(children: children, attributes: entry.attributes).control }
            var control = SegmentedControl(children: children, attributes: entry.attributes)
            control.label = entry.label
            return control.control
        }
        guard let list = fields?.optional(titlesKey) else { throw entry.node.error("missing '\(titlesKey)': expected a list of titles") }
        let titles = try list.list().map { try $0.string(expected: "a title") }
        var selected: Int?
        if let selectedNode = fields?.optional("selected"), !selectedNode.isNull {
            let index = try selectedNode.integer(minimum: 0)
            guard index < titles.count else {
                throw selectedNode.error("selected index \(index) is past the end; expected 0 to \(titles.count - 1), or null")
            }
            selected = index
        }
        guard containerType == .segmentedControl else { return try TabBar(titles, selectedIndex: selected, attributes: entry.attributes).control }
        var control = try SegmentedControl(titles, selectedIndex: selected, attributes: entry.attributes)
        control.label = entry.label
        return control.control
    }

    func encode(_ control: Control) -> [(key: String, value: DocumentValue)]? {
        let titles: [String], children: [Control], selected: Int?
        var fields: [(key: String, value: DocumentValue)] = []
        switch control {
        case .tabBar(let c) where containerType == .tabBar: (titles, children, selected) = (c.items, c.children, c.selectedIndex)
        case .segmentedControl(let c) where containerType == .segmentedControl:
            (titles, children, selected) = (c.segments, c.children, c.selectedIndex)
            FieldWriting.text("label", c.label, into: &fields)
        // A capture's tab bar or segmented control of elements.
        case .group(let c) where c.containerType == containerType: (titles, children, selected) = ([], c.children, nil)
        default: return nil
        }
        if !children.isEmpty || titles.isEmpty { return fields + [("children", .list(children.map(ScreenDocument.elementValue)))] }
        fields.append((titlesKey, .list(titles.map(DocumentValue.string))))
        if let selected { fields.append(("selected", .number(String(selected)))) }
        return fields
    }
}
