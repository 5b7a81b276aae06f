// The controls a control holds: a group's children, or a tab bar's or segmented control's
// element items. Paths (`FocusTarget.control(path:)`) go through any of them.
extension Control {
    /// The controls inside this one, or `nil` when it holds none.
    ///
    /// ```swift
    /// Group { Button("A") }.control.childControls?.count   // 1
    /// ```
    public var childControls: [Control]? {
        switch self {
        case .group(let group): group.children
        case .tabBar(let bar) where !bar.children.isEmpty: bar.children
        case .segmentedControl(let segments) where !segments.children.isEmpty: segments.children
        default: nil
        }
    }

    /// Whether this is a tab bar or segmented control whose items are elements, so that a
    /// double tap on one selects it (C4 with K3, K4).
    ///
    /// ```swift
    /// TabBar { Button("Home") }.control.isSeriesOfElements   // true
    /// ```
    public var isSeriesOfElements: Bool {
        switch self {
        case .tabBar(let bar): !bar.children.isEmpty
        case .segmentedControl(let segments): !segments.children.isEmpty
        case .group(let group): group.containerType == .tabBar || group.containerType == .segmentedControl
        default: false
        }
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
}
