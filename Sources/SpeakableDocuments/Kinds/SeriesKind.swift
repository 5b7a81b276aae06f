import Speakable

/// `tabBar` and `segmentedControl` (K3, K4, C4): plain titles with the index of the selected
/// one, or (v3) `children:`, any elements, each saying its own state. A segmented control may
/// have a `label:`, its container's name in the tree (issue 35). One reader for both: the
/// `SeriesStyle` names the key and its titles' key.
struct SeriesKind<Style: SeriesStyle>: ElementDescriptor {
    var key: String { Style.documentKey }
    private var titlesKey: String { Style.titlesKey }
    // `selected` is a common key (here the selected item's index): listed once, there.
    var keys: [String] { Style.containerType == .segmentedControl ? [titlesKey, "children", "label"] : [titlesKey, "children"] }
    var selectionIsIndex: Bool { true }
    var childrenKey: String? { "children" }

    func decode(_ entry: KindEntry, identifiers: inout [String: Int]) throws -> Control {
        let fields = entry.fields
        var series: ItemSeries<Style>
        if fields?.optional("children") != nil {
            if let titles = fields?.optional(titlesKey) { throw titles.error("give '\(titlesKey)' (titles) or 'children' (elements), not both") }
            if let selected = fields?.optional("selected") {
                throw selected.error("with 'children', mark the selected item itself: selected: true on the child")
            }
            series = ItemSeries(children: try entry.children("children", identifiers: &identifiers), attributes: entry.attributes)
        } else {
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
            series = try ItemSeries(titles, selectedIndex: selected, attributes: entry.attributes)
        }
        if keys.contains("label") { series.label = entry.label }
        return series.control
    }

    func encode(_ control: Control) -> [(key: String, value: DocumentValue)]? {
        let titles: [String], children: [Control], selected: Int?
        var fields: [(key: String, value: DocumentValue)] = []
        if let series = control.series as? ItemSeries<Style> {
            (titles, children, selected) = (series.items, series.children, series.selectedIndex)
            if keys.contains("label") { FieldWriting.text("label", series.label, into: &fields) }
        } else if case .group(let group) = control, group.containerType == Style.containerType {
            // A capture's tab bar or segmented control of elements.
            (titles, children, selected) = ([], group.children, nil)
        } else {
            return nil
        }
        if !children.isEmpty || titles.isEmpty { return fields + [("children", .list(children.map(ScreenDocument.elementValue)))] }
        fields.append((titlesKey, .list(titles.map(DocumentValue.string))))
        if let selected { fields.append(("selected", .number(String(selected)))) }
        return fields
    }
}
