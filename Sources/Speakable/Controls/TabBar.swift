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
    /// Items that are whole elements (a badged, disabled or untitled tab, any kind), in
    /// place of plain titles (C4); empty when the items are ``items``.
    public var children: [Control] = []

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

    /// A tab bar whose items are any elements: each keeps its own label, value,
    /// hint, traits and state, and takes the position words of C4.
    ///
    /// ```swift
    /// TabBar { Button("Home"); Button("Inbox").value("3 items"); Image("") }
    /// ```
    public init(attributes: ControlAttributes = ControlAttributes(), @ControlBuilder children: () throws -> [Control]) rethrows {
        self.items = []
        self.selectedIndex = nil
        self.attributes = attributes
        self.children = try children()
    }

    /// A tab bar of element items, from a list.
    ///
    /// ```swift
    /// TabBar(children: [Button("Home").control, Button("Inbox").value("3 items").control])
    /// ```
    public init(children: [Control], attributes: ControlAttributes = ControlAttributes()) {
        self.items = []
        self.selectedIndex = nil
        self.attributes = attributes
        self.children = children
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
        var container = SeriesItems.container(titles: items, children: children, selectedIndex: selectedIndex,
                                              itemTraits: [.button, .tabBarItem], attributes: attributes, path: path)
        container.traits = .tabBar
        container.containerType = .tabBar
        return container
    }
}
