/// Where a stop sits in a list, tab bar or segmented control: which of how many, counted over
/// the container's stops (TalkBack's `N of M` and `In list, M items`, talkback.md TB14, TB15).
///
/// ```swift
/// let tree = AccessibilityTree(screen: Screen { Group("Recent", containerType: .list) { Button("Ann"); Button("Bob") } })
/// tree.context(ofStop: 1).collection   // CollectionPlace(kind: .list, index: 2, count: 2)
/// ```
public struct CollectionPlace: Hashable, Sendable {
    /// The container's kind: `.list`, `.tabBar` or `.segmentedControl`.
    public var kind: AccessibilityContainerType
    /// The stop's place, from 1.
    public var index: Int
    /// How many stops the container holds.
    public var count: Int

    /// Creates a place.
    public init(kind: AccessibilityContainerType, index: Int, count: Int) {
        self.kind = kind
        self.index = index
        self.count = count
    }

    /// Whether this is the first stop, where focus enters the collection in reading order.
    public var isEntry: Bool { index == 1 }

    /// The container kinds that are collections.
    /// (A switch, not a set: it is asked for every stop phrased, and hashing a kind costs more.)
    static func isCollection(_ kind: AccessibilityContainerType) -> Bool {
        switch kind {
        case .list, .tabBar, .segmentedControl: true
        default: false
        }
    }
}
