import Speakable

/// How many pixels an Android capture has per dp (talkback.md TB6): from `--density DPI`
/// (dpi ÷ 160), or inferred as the standard density nearest to the screen's shorter side in
/// pixels ÷ 411 (a phone is about 411 dp wide). A tablet needs `--density`.
///
/// ```swift
/// AndroidDensity(dpi: 420).pixelsPerDP   // 2.625
/// ```
public struct AndroidDensity: Hashable, Sendable, Codable {
    /// Pixels per dp.
    public var pixelsPerDP: Double
    /// Whether it was inferred from the screen's size rather than given.
    public var isInferred: Bool

    private enum CodingKeys: String, CodingKey {
        case pixelsPerDP, isInferred = "inferred"
    }

    /// Android's standard densities, in pixels per dp.
    static let standard: [Double] = [1, 1.5, 2, 2.625, 2.75, 3, 3.5, 4]

    /// The density of `dpi` dots per inch (Android's `mdpi` is 160).
    public init(dpi: Double) {
        pixelsPerDP = dpi / 160
        isInferred = false
    }

    /// The standard density nearest to a phone whose shorter side is `pixels` wide.
    ///
    /// ```swift
    /// AndroidDensity(inferringFromShorterSide: 1080).pixelsPerDP   // 2.625
    /// ```
    public init(inferringFromShorterSide pixels: Double) {
        let ratio = pixels / 411
        pixelsPerDP = Self.standard.min { abs($0 - ratio) < abs($1 - ratio) } ?? 1
        isInferred = true
    }

    /// `dpi` when given; else inferred from the root's size, else the first node's bounds.
    init?(dpi: Double?, screen: CapturedScreen) {
        if let dpi, dpi.isFinite, dpi > 0 { self.init(dpi: dpi); return }
        let size = screen.screenSize ?? screen.roots.lazy.compactMap(\.frame).first.map { ScreenSize(width: $0.width, height: $0.height) }
        guard let size, min(size.width, size.height) > 0 else { return nil }
        self.init(inferringFromShorterSide: min(size.width, size.height))
    }
}
