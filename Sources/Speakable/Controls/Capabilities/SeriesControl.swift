/// A control whose items a double tap selects, one at a time (K3, K4): a tab bar or a
/// segmented control (an ``ItemSeries``), given as titles or as elements (C4).
///
/// ```swift
/// var tabs = try TabBar(["Feeds", "Search"], selectedIndex: 0)
/// tabs.select(1)   // true
/// ```
public protocol SeriesControl: AccessibleControl {
    /// The selected titled item, if any.
    var selectedIndex: Int? { get }
    /// The titles, when the items are titles.
    var items: [String] { get }
    /// The items, when they are elements.
    var children: [Control] { get }
    /// Selects an item; `false` when it was selected already or is no item.
    mutating func select(_ index: Int) -> Bool
}

extension ItemSeries: SeriesControl {}
