// The controls a control holds: a group's children, or a tab bar's or segmented control's
// element items. Paths (`FocusTarget.control(path:)`) go through any of them.
extension Control {
    /// The controls inside this one, or `nil` when it holds none.
    ///
    /// ```swift
    /// Group { Button("A") }.control.childControls?.count   // 1
    /// ```
    public var childControls: [Control]? {
        if case .group(let group) = self { return group.children }
        guard let series, !series.children.isEmpty else { return nil }
        return series.children
    }

    /// Whether this is a tab bar or segmented control whose items are elements, so that a
    /// double tap on one selects it (C4 with K3, K4).
    ///
    /// ```swift
    /// TabBar { Button("Home") }.control.isSeriesOfElements   // true
    /// ```
    public var isSeriesOfElements: Bool {
        if case .group(let group) = self { return group.containerType == .tabBar || group.containerType == .segmentedControl }
        return series.map { !$0.children.isEmpty } ?? false
    }

    /// Changes the controls inside this one (nothing, when it holds none).
    ///
    /// ```swift
    /// var group = Group { Button("A") }.control
    /// group.updateChildControls { $0.append(Button("B").control) }
    /// ```
    public mutating func updateChildControls(_ change: (inout [Control]) -> Void) {
        switch self {
        case .group(var group): change(&group.children); self = group.control
        case .tabBar(var bar) where !bar.children.isEmpty: change(&bar.children); self = bar.control
        case .segmentedControl(var segments) where !segments.children.isEmpty: change(&segments.children); self = segments.control
        default: break
        }
    }

    /// K3, K4, C4: the one way an item of a tab bar or segmented control is selected, however its
    /// items are given (titles, elements, or a capture's group of its kind); `false` when the
    /// item was selected already, is no item, or this is no series.
    ///
    /// ```swift
    /// var tabs = TabBar { Button("Home").selected(); Button("Inbox") }.control
    /// tabs.selectItem(1)   // true: Inbox is selected, Home no longer
    /// ```
    public mutating func selectItem(_ index: Int) -> Bool {
        if var series {
            let changed = series.select(index)
            self = series.control
            return changed
        }
        guard case .group(var group) = self, isSeriesOfElements else { return false }
        let changed = Control.selectOne(index, among: &group.children)
        self = group.control
        return changed
    }

    /// The one rule for element items: the item is selected, its siblings are not.
    static func selectOne(_ index: Int, among children: inout [Control]) -> Bool {
        guard children.indices.contains(index), !children[index].attributes.isSelected else { return false }
        for child in children.indices { children[child].attributes.isSelected = child == index }
        return true
    }
}
