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
        SeriesItems.container(titles: segments, selectedIndex: selectedIndex, itemTraits: .button,
                              attributes: attributes, path: path)
    }
}

/// The items of a segmented control or tab bar: a container of buttons, each with its series
/// position (C1) and a focus target that selects it.
enum SeriesItems {
    static func container(titles: [String], selectedIndex: Int?, itemTraits: AccessibilityTraits,
                          attributes: ControlAttributes, path: [Int]) -> AccessibilityElement {
        var container = attributes.element(label: "", traits: [], path: path)
        container.isAccessibilityElement = false
        container.hint = ""
        container.customActions = []
        container.customContent = []
        container.children = titles.enumerated().map { index, title in
            var item = attributes.element(label: AccessibilityLabel(title), traits: itemTraits, path: path)
            if index == selectedIndex { item.traits.insert(.selected) } else { item.traits.remove(.selected) }
            item.identifier = nil
            item.context = [.series(index: index + 1, count: titles.count)]
            item.target = .seriesItem(path: path, index: index)
            return item
        }
        return container
    }
}
