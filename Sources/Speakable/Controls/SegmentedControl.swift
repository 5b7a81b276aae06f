/// A segmented control (UIKit's `UISegmentedControl`): one button per segment, the selected one
/// `Selected:`, each with its position (K3, C1).
///
/// ```swift
/// try SegmentedControl(["Day", "Week", "Month"], selectedIndex: 1)
/// // "Day. Button. 1 of 3.", "Selected: Week. Button. 2 of 3.", "Month. Button. 3 of 3."
/// ```
public struct SegmentedControl: AccessibleControl, Hashable {
    /// The segments' titles, in order.
    public var segments: [String]
    /// The selected segment, or `nil` when none is (UIKit's `noSegment`).
    public private(set) var selectedIndex: Int?
    /// Hint, identifier, enabled and selected state (applied to every segment).
    public var attributes: ControlAttributes
    /// Items that are whole elements (a badged, disabled or untitled segment, any kind), in
    /// place of plain titles (C4); empty when the items are ``segments``.
    public var children: [Control] = []
    /// The control's own label (UIKit's `accessibilityLabel` on the segmented control): its
    /// container's name in the tree (the report's picture titles its outline with it); each
    /// segment is still spoken by its own title, as VoiceOver does.
    public var label = ""

    /// Creates a segmented control.
    ///
    /// ```swift
    /// try SegmentedControl(["Day", "Week"], selectedIndex: 0)
    /// ```
    /// - Throws: ``SelectionError`` when `selectedIndex` is not a segment.
    public init(_ segments: [String], selectedIndex: Int? = nil, attributes: ControlAttributes = ControlAttributes()) throws {
        if let selectedIndex, !segments.indices.contains(selectedIndex) {
            throw SelectionError.indexOutOfRange(index: selectedIndex, count: segments.count)
        }
        self.segments = segments
        self.selectedIndex = selectedIndex
        self.attributes = attributes
    }

    /// A segmented control whose items are any elements: each keeps its own label, value,
    /// hint, traits and state, and takes the position words of C4.
    ///
    /// ```swift
    /// SegmentedControl { Button("Home"); Button("Inbox").value("3 items"); Image("") }
    /// ```
    public init(attributes: ControlAttributes = ControlAttributes(), @ControlBuilder children: () throws -> [Control]) rethrows {
        self.segments = []
        self.selectedIndex = nil
        self.attributes = attributes
        self.children = try children()
    }

    /// A segmented control of element items, from a list.
    ///
    /// ```swift
    /// SegmentedControl(children: [Button("Home").control, Button("Inbox").value("3 items").control])
    /// ```
    public init(children: [Control], attributes: ControlAttributes = ControlAttributes()) {
        self.segments = []
        self.selectedIndex = nil
        self.attributes = attributes
        self.children = children
    }

    /// This segmented control as a ``Control``.
    public var control: Control { .segmentedControl(self) }

    /// Selects a segment, as a double tap on it does; `false` when it was already selected.
    ///
    /// ```swift
    /// var range = try SegmentedControl(["Day", "Week"], selectedIndex: 0)
    /// range.select(1)   // true
    /// ```
    @discardableResult
    public mutating func select(_ index: Int) -> Bool {
        guard segments.indices.contains(index), index != selectedIndex else { return false }
        selectedIndex = index
        return true
    }
}

extension SegmentedControl: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement {
        var container = SeriesItems.container(titles: segments, children: children, selectedIndex: selectedIndex,
                                              itemTraits: .button, attributes: attributes, path: path)
        container.containerType = .segmentedControl
        container.label = AccessibilityLabel(label)
        return container
    }
}

/// The items of a segmented control or tab bar: its titles, each a stop whose target is the
/// item (so that a double tap selects it), or its element children, each its own control. The
/// position words come from the tree (C4), not from here.
enum SeriesItems {
    static func container(titles: [String], children: [Control], selectedIndex: Int?, itemTraits: AccessibilityTraits,
                          attributes: ControlAttributes, path: [Int]) -> AccessibilityElement {
        var container = attributes.element(label: "", traits: [], path: path)
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
        container.children = titles.enumerated().map { index, title in
            var item = attributes.element(label: AccessibilityLabel(title), traits: itemTraits, path: path)
            if index == selectedIndex { item.traits.insert(.selected) } else { item.traits.remove(.selected) }
            item.identifier = nil
            item.frame = nil
            item.target = .seriesItem(path: path, index: index)
            return item
        }
        return container
    }
}
