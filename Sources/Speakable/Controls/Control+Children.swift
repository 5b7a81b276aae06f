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

    /// Changes the controls inside this one (nothing, when it holds none).
    mutating func updateChildControls(_ change: (inout [Control]) -> Void) {
        switch self {
        case .group(var group): change(&group.children); self = group.control
        case .tabBar(var bar) where !bar.children.isEmpty: change(&bar.children); self = bar.control
        case .segmentedControl(var segments) where !segments.children.isEmpty: change(&segments.children); self = segments.control
        default: break
        }
    }
}
