/// How a capture's elements are put in reading order (phrasing spec R2, R3).
///
/// ```swift
/// let capture = try ScreenDocument(contentsOfFile: "page.xml", reading: CaptureReading(order: .capture))
/// ```
public struct CaptureReading: Hashable, Sendable {
    /// Which order the stops of a capture are read in.
    public enum Order: String, CaseIterable, Hashable, Sendable {
        /// VoiceOver's: by frame, top to bottom, rows in the direction of the layout, for captures
        /// that give frames and no traversal order (idb, Appium, XCUITest). AccessibilitySnapshot
        /// keeps its `traversalIndex`, VoiceOver's order already.
        case frames
        /// The capture's own order: its lines or XML elements.
        case capture
    }

    /// Which way a row is read.
    public enum Layout: String, CaseIterable, Hashable, Sendable {
        case ltr, rtl
    }

    public var order: Order
    public var layout: Layout
    /// An Android capture's screen density in dots per inch (`--density`); inferred from the
    /// screen's size when `nil` (talkback.md TB6).
    public var densityDPI: Double?

    /// Frames in VoiceOver's order, left to right, unless told otherwise.
    public init(order: Order = .frames, layout: Layout = .ltr, densityDPI: Double? = nil) {
        self.order = order
        self.layout = layout
        self.densityDPI = densityDPI
    }
}
