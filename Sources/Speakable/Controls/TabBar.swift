/// A tab bar (UIKit's `UITabBar`): each item says `Tab.` and its position, not `Button.` (K4).
///
/// ```swift
/// try TabBar(["Feeds", "Search", "Profile"], selectedIndex: 0)
/// // "Selected: Feeds. Tab. 1 of 3.", "Search. Tab. 2 of 3.", "Profile. Tab. 3 of 3."
/// ```
public struct TabBar: AccessibleControl, Hashable {
    /// The items' titles, in order.
    public var items: [String]
    /// The selected item, or `nil` when none is.
    public private(set) var selectedIndex: Int?
    /// Hint, identifier, enabled and selected state (applied to every item).
    public var attributes: ControlAttributes

    /// Creates a tab bar.
    ///
    /// ```swift
    /// try TabBar(["Feeds", "Search"], selectedIndex: 0)
    /// ```
    /// - Throws: ``SelectionError`` when `selectedIndex` is not an item.
    public init(_ items: [String], selectedIndex: Int? = nil, attributes: ControlAttributes = ControlAttributes()) throws {
        if let selectedIndex, !items.indices.contains(selectedIndex) {
            throw SelectionError.indexOutOfRange(index: selectedIndex, count: items.count)
        }
        self.items = items
        self.selectedIndex = selectedIndex
        self.attributes = attributes
    }

    /// This tab bar as a ``Control``.
    public var control: Control { .tabBar(self) }

    /// Selects an item, as a double tap on it does; `false` when it was already selected.
    ///
    /// ```swift
    /// var tabs = try TabBar(["Feeds", "Search"], selectedIndex: 0)
    /// tabs.select(1)   // true
    /// ```
    @discardableResult
    public mutating func select(_ index: Int) -> Bool {
        guard items.indices.contains(index), index != selectedIndex else { return false }
        selectedIndex = index
        return true
    }
}

extension TabBar: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement {
        var container = SeriesItems.container(titles: items, selectedIndex: selectedIndex, itemTraits: [.button, .tabBarItem],
                                              attributes: attributes, path: path)
        container.traits = .tabBar
        return container
    }
}
