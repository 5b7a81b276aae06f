/// What makes an ``ItemSeries`` a tab bar or a segmented control, and nothing else: the
/// container's kind and traits, the items' traits, its document key and its case of ``Control``.
///
/// ```swift
/// TabBarStyle.itemTraits            // [.button, .tabBarItem]
/// SegmentedControlStyle.documentKey // "segmentedControl"
/// ```
public protocol SeriesStyle: Hashable, Sendable {
    /// The container the series makes in the tree.
    static var containerType: AccessibilityContainerType { get }
    /// The traits of the container element itself, in place of its attributes' (`nil`: those).
    static var containerTraits: AccessibilityTraits? { get }
    /// The traits of each titled item.
    static var itemTraits: AccessibilityTraits { get }
    /// The kind's key in documents and in a prompt's answer (`tabBar`, `segmentedControl`).
    static var documentKey: String { get }
    /// The key of its titles in documents (`items`, `segments`).
    static var titlesKey: String { get }
    /// The series as its case of ``Control``.
    static func control(_ series: ItemSeries<Self>) -> Control
}

/// A tab bar's style: items are tabs (K4).
public enum TabBarStyle: SeriesStyle {
    public static let containerType = AccessibilityContainerType.tabBar
    public static let containerTraits: AccessibilityTraits? = .tabBar
    public static let itemTraits: AccessibilityTraits = [.button, .tabBarItem]
    public static let documentKey = "tabBar"
    public static let titlesKey = "items"
    public static func control(_ series: TabBar) -> Control { .tabBar(series) }
}

/// A segmented control's style: items are buttons (K3).
public enum SegmentedControlStyle: SeriesStyle {
    public static let containerType = AccessibilityContainerType.segmentedControl
    public static let containerTraits: AccessibilityTraits? = nil
    public static let itemTraits = AccessibilityTraits.button
    public static let documentKey = "segmentedControl"
    public static let titlesKey = "segments"
    public static func control(_ series: SegmentedControl) -> Control { .segmentedControl(series) }
}
