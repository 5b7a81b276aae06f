/// A container node of the tree: a list, landmark, tab bar, segmented control, data table or
/// labelled group (phrasing §17). It is never a focus stop; it knows its parent and the range
/// of focus stops among its descendants, so a stop's context is asked of the tree when it is
/// spoken, not stored in the stop.
///
/// ```swift
/// let tree = AccessibilityTree(screen: Screen { Group("Recent", containerType: .list) { Button("Ann") } })
/// tree.containers[0].kind    // .list
/// tree.containers[0].stops   // 0..<1
/// ```
public struct TreeContainer: Hashable, Sendable {
    /// What kind of container it is; never `.none`.
    public var kind: AccessibilityContainerType
    /// The container's own element: its label, identifier and frame (no children).
    public var element: AccessibilityElement
    /// The container it is in, by index into ``AccessibilityTree/containers``.
    public var parent: Int?
    /// The focus stops among its descendants, in reading order.
    public var stops: Range<Int>
    /// For a data table, where its header cells are and which cells start their row.
    var table: TableLayout?
}
