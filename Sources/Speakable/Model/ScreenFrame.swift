/// Where an element is on the screen, in points, when its source says (a capture's frames).
///
/// ```swift
/// let frame = ScreenFrame(x: 16, y: 100, width: 80, height: 44)
/// frame.contains(x: 20, y: 120)   // true
/// ```
public struct ScreenFrame: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// A frame at an origin, of a size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// Whether the point is inside (the left and top edges included, the right and bottom not).
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }

    /// Its area, to choose the smallest of frames that hold a point.
    public var area: Double { width * height }
}
