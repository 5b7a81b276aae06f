/// How a file is read into a screen: the one options value every reading takes (issue 32). Its
/// format (told by content unless given), how a capture's elements are put in reading order
/// (phrasing spec R2, R3), and whether every element keeps the line it was read from.
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

    /// Which elements keep the line and column they were read from.
    public enum Locating: String, CaseIterable, Hashable, Sendable {
        /// Only what a reader gives for nothing: an XML or dump capture's lines. The quickest.
        case none
        /// A JSON capture's elements too (read the careful way), not a document's: what
        /// `render --format json` and `render --compare` print (a document's stops have no line, R4).
        case captures
        /// Every element, of a document as of a capture: what the audit points its findings at.
        case everything
    }

    public var order: Order
    public var layout: Layout
    /// The format of the file; `nil`: told by its content, once.
    public var format: CaptureFormat?
    public var locating: Locating
    /// An Android capture's screen density in dots per inch (`--density`); inferred from the
    /// screen's size when `nil` (talkback.md TB6).
    public var densityDPI: Double?

    /// Frames in VoiceOver's order, left to right, the format told by content, no lines kept
    /// but those that cost nothing, unless told otherwise.
    public init(order: Order = .frames, layout: Layout = .ltr, format: CaptureFormat? = nil, locating: Locating = .none,
                densityDPI: Double? = nil) {
        self.densityDPI = densityDPI
        self.order = order
        self.layout = layout
        self.format = format
        self.locating = locating
    }

    /// Whether a JSON capture must be read the careful way, which gives lines.
    var locatesCaptures: Bool { locating != .none }
    /// Whether a document's elements keep their lines.
    var locatesDocuments: Bool { locating == .everything }
}
