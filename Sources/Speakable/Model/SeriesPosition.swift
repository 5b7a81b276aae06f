/// A stop's position in a series (C1): a segment of a segmented control, an item of a tab bar.
///
/// ```swift
/// SeriesPosition(index: 2, count: 5)   // spoken "2 of 5."
/// ```
public struct SeriesPosition: Hashable, Sendable, Codable {
    /// The position, from 1.
    public var index: Int
    /// How many there are.
    public var count: Int

    /// Creates a position.
    ///
    /// ```swift
    /// SeriesPosition(index: 1, count: 3)
    /// ```
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }
}
