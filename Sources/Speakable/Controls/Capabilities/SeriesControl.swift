/// A control whose titled items a double tap selects, one at a time (K3, K4): a segmented
/// control or a tab bar given as titles. Items given as elements are selected through the tree
/// instead (C4).
///
/// ```swift
/// var tabs = try TabBar(["Feeds", "Search"], selectedIndex: 0)
/// tabs.select(1)   // true
/// ```
public protocol SeriesControl: AccessibleControl {
    /// The selected item, if any.
    var selectedIndex: Int? { get }
    /// Selects an item; `false` when it was selected already or is no item.
    mutating func select(_ index: Int) -> Bool
}

extension TabBar: SeriesControl {}
extension SegmentedControl: SeriesControl {}
