import Speakable

/// The bounding box of an AccessibilitySnapshot `path` shape (a custom accessibilityPath): the
/// smallest frame holding every point the path passes through, curves included (their extremes,
/// not their control points, which may lie outside). A path is a frame to the rules and the
/// picture, as VoiceOver draws its cursor around the path's bounds.
struct PathBounds {
    struct Point { var x, y: Double }

    private var minimum: Point?
    private var maximum: Point?
    /// Where the path is: a curve starts from here.
    private var current: Point?

    /// Moves or draws a line to `point`.
    mutating func add(_ point: Point) {
        include(point)
        current = point
    }

    /// A quadratic Bézier from the current point (its extremes, where the derivative is zero).
    mutating func addQuadCurve(to end: Point, control: Point) {
        if let start = current {
            for t in Self.quadraticExtremes(start.x, control.x, end.x) + Self.quadraticExtremes(start.y, control.y, end.y) {
                let u = 1 - t
                include(Point(x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                              y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
            }
        }
        add(end)
    }

    /// A cubic Bézier from the current point (its extremes, where the derivative is zero).
    mutating func addCurve(to end: Point, control1: Point, control2: Point) {
        if let start = current {
            let ts = Self.cubicExtremes(start.x, control1.x, control2.x, end.x) + Self.cubicExtremes(start.y, control1.y, control2.y, end.y)
            for t in ts {
                let u = 1 - t
                func at(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> Double {
                    u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
                }
                include(Point(x: at(start.x, control1.x, control2.x, end.x), y: at(start.y, control1.y, control2.y, end.y)))
            }
        }
        add(end)
    }

    /// The box, or nil when the path has no finite point.
    var frame: ScreenFrame? {
        guard let minimum, let maximum else { return nil }
        return ScreenFrame(x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
    }

    private mutating func include(_ point: Point) {
        // A point that is not a number would make the frame meaningless: it is left out.
        guard point.x.isFinite, point.y.isFinite else { return }
        minimum = Point(x: min(minimum?.x ?? point.x, point.x), y: min(minimum?.y ?? point.y, point.y))
        maximum = Point(x: max(maximum?.x ?? point.x, point.x), y: max(maximum?.y ?? point.y, point.y))
    }

    /// Where in (0, 1) a quadratic's coordinate turns.
    private static func quadraticExtremes(_ p0: Double, _ p1: Double, _ p2: Double) -> [Double] {
        let denominator = p0 - 2 * p1 + p2
        guard denominator != 0 else { return [] }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Where in (0, 1) a cubic's coordinate turns: the roots of its derivative, a quadratic.
    private static func cubicExtremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots = [-c / b] }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
