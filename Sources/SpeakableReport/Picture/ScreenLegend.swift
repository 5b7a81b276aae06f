import Speakable
import SpeakableAudit

/// Everything the picture and the report show of a screen: each stop's legend entry in reading
/// order, the containers' outlines, the screen's size, and the voice's words for the legend's
/// headings. Made from a `SpokenScreen`; the SVG and the HTML are views of it.
///
/// ```swift
/// let legend = ScreenLegend(spoken: SpokenScreen(screen: screen, voice: try .builtIn(.en)))
/// legend.entries.count == legend.tree.focusStops.count   // true
/// ```
public struct ScreenLegend: Sendable {
    /// The tree drawn.
    public let tree: AccessibilityTree
    /// One entry per stop.
    public var entries: [LegendEntry]
    /// The screen's size: the document's, grown to the extent of the frames; `nil` with neither.
    public let size: ScreenSize?
    /// Where the drawing starts: (0, 0), or further up and left when a frame lies there (an
    /// element scrolled partly off the screen).
    let origin: (x: Double, y: Double)
    /// The voice's heading over custom actions (`Actions Available`).
    public let actionsHeading: String
    /// The voice's heading over custom content (`More Content Available`).
    public let contentHeading: String
    /// Findings about the screen as a whole (no stop).
    public var screenFindings: [LegendFinding] = []
    /// The screenshot drawn under the frames (TK15), if any.
    public private(set) var screenshot: Screenshot?
    /// The screen the screenshot covers, in the frames' units: the capture's root frame.
    public private(set) var screenshotCovers: ScreenSize?

    /// The legend of a tree, phrased by `voice` at `verbosity`; `size` from the document.
    public init(tree: AccessibilityTree, voice: Voice, verbosity: Verbosity = .default, size: ScreenSize? = nil) {
        self.init(spoken: SpokenScreen(tree: tree, voice: voice, verbosity: verbosity), size: size)
    }

    /// The legend of a spoken screen: each stop's words, frame and findings as the spoken
    /// screen holds them (nothing is phrased again); `size` from the document.
    ///
    /// ```swift
    /// let legend = ScreenLegend(spoken: SpokenScreen(screen: screen, voice: try .builtIn(.en)))
    /// ```
    public init(spoken: SpokenScreen, size: ScreenSize? = nil) {
        tree = spoken.tree
        let voice = spoken.voice
        entries = spoken.stops.map { stop in
            let element = stop.stop.element
            return LegendEntry(number: stop.index + 1, color: PicturePalette.color(forStop: stop.index),
                               description: stop.utterance.spokenDescription, hint: stop.hint, actions: element.customActions,
                               content: element.customContent, rotors: element.customRotors, frame: stop.frame.flatMap(Self.drawable),
                               findings: stop.findings.map(LegendFinding.init))
        }
        screenFindings = spoken.screenFindings.map(LegendFinding.init)
        let frames = entries.compactMap(\.frame) + tree.containers.compactMap { $0.element.frame.flatMap(Self.drawable) }
        origin = (min(0, frames.map(\.x).min() ?? 0), min(0, frames.map(\.y).min() ?? 0))
        // The document's size, grown to hold every frame (a capture's frames may lie past it).
        if !frames.isEmpty {
            let right = frames.map { $0.x + $0.width }.max()!, bottom = frames.map { $0.y + $0.height }.max()!
            self.size = ScreenSize(width: max(1, size?.width ?? 0, right), height: max(1, size?.height ?? 0, bottom))
        } else {
            self.size = size
        }
        actionsHeading = AuditedScreen.bareWord(voice[.actionsAvailable])
        contentHeading = AuditedScreen.bareWord(voice[.moreContentAvailable])
    }

    /// Puts the audit's findings on their stops (and the screen's own apart); a legend made from
    /// a spoken screen with its findings attached has them already.
    public mutating func add(_ findings: [AuditFinding]) {
        for finding in findings {
            let shown = LegendFinding(severity: finding.severity.rawValue, rule: finding.rule, message: finding.message)
            if let stop = finding.stop, entries.indices.contains(stop) { entries[stop].findings.append(shown) } else { screenFindings.append(shown) }
        }
    }

    /// Draws `screenshot` under the frames, stretched over `screen` (the capture's root frame,
    /// in points or pixels as its frames are). The caller has checked that it ``Screenshot/fits(_:)``.
    public mutating func drawUnder(_ screenshot: Screenshot, covering screen: ScreenSize) {
        self.screenshot = screenshot
        screenshotCovers = screen
    }

    /// A frame that can be drawn: finite, not negative in size, within a billion points.
    public static func drawable(_ frame: ScreenFrame) -> ScreenFrame? {
        let values = [frame.x, frame.y, frame.width, frame.height]
        guard values.allSatisfy({ $0.isFinite && abs($0) < 1e9 }), frame.width >= 0, frame.height >= 0 else { return nil }
        return frame
    }

    /// A container's outline: its own frame, else the frames of its stops with a margin.
    func outline(of container: TreeContainer) -> ScreenFrame? {
        if let frame = container.element.frame.flatMap(Self.drawable) { return frame }
        let frames = container.stops.compactMap { entries[$0].frame }
        guard let minX = frames.map(\.x).min(), let minY = frames.map(\.y).min(),
              let maxX = frames.map({ $0.x + $0.width }).max(), let maxY = frames.map({ $0.y + $0.height }).max() else { return nil }
        return ScreenFrame(x: minX - 4, y: minY - 4, width: maxX - minX + 8, height: maxY - minY + 8)
    }
}
