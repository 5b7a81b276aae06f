/// A screen's size in points.
///
/// ```swift
/// let phone = ScreenSize(width: 390, height: 844)
/// phone.isTablet   // false
/// ```
public struct ScreenSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// At least 768 points wide: a tablet's row tolerance is 13 pt (phrasing R3).
    public var isTablet: Bool { width >= 768 }
}
