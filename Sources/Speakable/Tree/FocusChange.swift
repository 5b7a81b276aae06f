/// A move of the focus from one stop to another, as the tree sees it: the containers the move
/// left and entered (innermost first), in the manner of Fuchsia's screen reader, whose message
/// generator is told the containers a move crosses.
///
/// ```swift
/// let change = tree.focusChange(from: 0, to: 3)
/// change.entered.map { tree.containers[$0].kind }   // [.list]
/// ```
public struct FocusChange: Hashable, Sendable {
    /// The stop focus was on, if any.
    public var previous: Int?
    /// The stop focus moved to.
    public var stop: Int
    /// Containers holding `previous` and not `stop`, innermost first.
    public var left: [Int]
    /// Containers holding `stop` and not `previous`, innermost first.
    public var entered: [Int]
}

extension AccessibilityTree {
    /// The change of moving focus from `previous` to `stop`.
    ///
    /// ```swift
    /// tree.focusChange(from: nil, to: 0).entered   // every container holding stop 0
    /// ```
    public func focusChange(from previous: Int?, to stop: Int) -> FocusChange {
        // Most moves stay among the same containers: nothing to walk, nothing to allocate.
        if let previous, focusStops.indices.contains(previous), focusStops.indices.contains(stop),
           focusStops[previous].container == focusStops[stop].container {
            return FocusChange(previous: previous, stop: stop, left: [], entered: [])
        }
        let before = previous.map(containers(holdingStop:)) ?? []
        let after = containers(holdingStop: stop)
        // The chains are as deep as the nesting, a handful: a scan beats hashing.
        return FocusChange(previous: previous, stop: stop, left: before.filter { !after.contains($0) },
                           entered: after.filter { !before.contains($0) })
    }
}
