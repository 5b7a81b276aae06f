/// A row of items a double tap selects one at a time: a tab bar or a segmented control (K3, K4,
/// C4). The two are one type; what differs (the items' traits, the container's kind) is the
/// ``SeriesStyle``, so selecting, reading a document and answering a prompt are written once.
///
/// ```swift
/// try TabBar(["Feeds", "Search", "Profile"], selectedIndex: 0)
/// // "Selected: Feeds. Tab. 1 of 3.", "Search. Tab. 2 of 3.", "Profile. Tab. 3 of 3."
/// try SegmentedControl(["Day", "Week", "Month"], selectedIndex: 1)
/// // "Day. Button. 1 of 3.", "Selected: Week. Button. 2 of 3.", "Month. Button. 3 of 3."
/// ```
public struct ItemSeries<Style: SeriesStyle>: AccessibleControl, Hashable {
    /// The items' titles, in order.
    public var items: [String]
    /// The selected item, or `nil` when none is (UIKit's `noSegment`).
    public private(set) var selectedIndex: Int?
    /// Hint, identifier, enabled and selected state (applied to every item).
    public var attributes: ControlAttributes
    /// Items that are whole elements (a badged, disabled or untitled item, any kind), in
    /// place of plain titles (C4); empty when the items are ``items``.
    public var children: [Control] = []
    /// The control's own label (UIKit's `accessibilityLabel` on it): its container's name in the
    /// tree (the report's picture titles its outline with it); each item is still spoken by its
    /// own title, as VoiceOver does.
    public var label = ""

    /// Creates a series of titled items.
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

    /// A series whose items are any elements: each keeps its own label, value, hint, traits and
    /// state, and takes the position words of C4.
    ///
    /// ```swift
    /// TabBar { Button("Home"); Button("Inbox").value("3 items"); Image("") }
    /// ```
    public init(attributes: ControlAttributes = ControlAttributes(), @ControlBuilder children: () throws -> [Control]) rethrows {
        self.init(children: try children(), attributes: attributes)
    }

    /// A series of element items, from a list.
    ///
    /// ```swift
    /// SegmentedControl(children: [Button("Home").control, Button("Inbox").value("3 items").control])
    /// ```
    public init(children: [Control], attributes: ControlAttributes = ControlAttributes()) {
        self.items = []
        self.selectedIndex = nil
        self.attributes = attributes
        self.children = children
    }

    /// This series as a ``Control``.
    public var control: Control { Style.control(self) }

    /// Selects an item, as a double tap on it does; `false` when it was already selected or is
    /// no item. Element items are selected by their own selected state, the others deselected.
    ///
    /// ```swift
    /// var tabs = try TabBar(["Feeds", "Search"], selectedIndex: 0)
    /// tabs.select(1)   // true
    /// ```
    @discardableResult
    public mutating func select(_ index: Int) -> Bool {
        if !children.isEmpty { return Control.selectOne(index, among: &children) }
        guard items.indices.contains(index), index != selectedIndex else { return false }
        selectedIndex = index
        return true
    }
}

/// A tab bar (UIKit's `UITabBar`): each item says `Tab.` and its position, not `Button.` (K4).
///
/// ```swift
/// try TabBar(["Feeds", "Search", "Profile"], selectedIndex: 0)
/// // "Selected: Feeds. Tab. 1 of 3.", "Search. Tab. 2 of 3.", "Profile. Tab. 3 of 3."
/// ```
public typealias TabBar = ItemSeries<TabBarStyle>

/// A segmented control (UIKit's `UISegmentedControl`): one button per segment, the selected one
/// `Selected:`, each with its position (K3, C1).
///
/// ```swift
/// try SegmentedControl(["Day", "Week", "Month"], selectedIndex: 1)
/// // "Day. Button. 1 of 3.", "Selected: Week. Button. 2 of 3.", "Month. Button. 3 of 3."
/// ```
public typealias SegmentedControl = ItemSeries<SegmentedControlStyle>

extension ItemSeries where Style == SegmentedControlStyle {
    /// The segments' titles, in order (the ``items``, by UIKit's name).
    public var segments: [String] {
        get { items }
        set { items = newValue }
    }
}

extension ItemSeries: ElementRepresentable {
    /// The items: its titles, each a stop whose target is the item (so that a double tap selects
    /// it), or its element children, each its own control. The position words come from the
    /// tree (C4), not from here.
    func accessibilityElement(path: [Int]) -> AccessibilityElement {
        var container = attributes.element(label: AccessibilityLabel(label), traits: [], path: path)
        if let traits = Style.containerTraits { container.traits = traits }
        container.containerType = Style.containerType
        container.isAccessibilityElement = false
        container.hint = ""
        container.value = nil
        container.customActions = []
        container.customContent = []
        container.customRotors = []
        if !children.isEmpty {
            container.children = children.enumerated().map { index, child in child.accessibilityElement(path: path + [index]) }
            return container
        }
        container.children = items.enumerated().map { index, title in
            var item = attributes.element(label: AccessibilityLabel(title), traits: Style.itemTraits, path: path)
            if index == selectedIndex { item.traits.insert(.selected) } else { item.traits.remove(.selected) }
            item.identifier = nil
            item.frame = nil
            item.target = .seriesItem(path: path, index: index)
            return item
        }
        return container
    }
}
