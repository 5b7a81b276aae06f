/// One focus stop of a ``SpokenScreen`` with everything said about it: phrased once, when the
/// screen was spoken; each output reads the part it shows.
///
/// ```swift
/// let stop = spoken.stops[0]
/// stop.utterance.text       // "Volume: 5. Adjustable. Swipe up or down with one finger to adjust the value."
/// stop.description          // "Volume: 5. Adjustable."
/// stop.hint                 // "Swipe up or down with one finger to adjust the value."
/// stop.origin?.line         // 12
/// ```
public struct SpokenStop: Sendable {
    /// Its place in reading order, from 0: the index of ``stop`` in the tree's stops.
    public let index: Int
    /// The tree's stop: its element, role, target and container.
    public let stop: FocusStop
    /// What its containers add (C1–C7), asked of the tree once.
    public let context: StopContext
    /// What is said when focus lands on it, at the screen's verbosity.
    public let utterance: Utterance
    /// The phrasing with everything said, that ``utterance`` and ``description`` are views of.
    let phrased: Utterance
    /// What the audit found about it, in the audit's order.
    public var findings: [SpokenFinding] = []

    /// What the stop says before its hint, without `Actions Available.`, its containers said
    /// whatever the verbosity: the words a finding quotes (audit spec §1).
    ///
    /// ```swift
    /// spoken.stops[0].description   // "Archive. Button."
    /// ```
    public var description: String { Self.text(of: phrased, leavingOut: [.actionsAvailable]) }

    /// The description as AccessibilitySnapshot writes one, which keeps hints, custom actions
    /// and custom content apart: what `render --compare` holds against ``capturedDescription``.
    ///
    /// ```swift
    /// spoken.stops[0].comparedDescription   // "Archive. Button." (no `More Content Available.`)
    /// ```
    public var comparedDescription: String { Self.text(of: phrased, leavingOut: [.actionsAvailable, .moreContentAvailable]) }

    /// The hint said after the pause, at the screen's verbosity; `nil` when none is said.
    public var hint: String? { utterance.spokenHint }

    /// Where the stop's element is written in its source (a document's or capture's line and
    /// column, from 1), when the reading kept it.
    public var origin: SourceOrigin? {
        stop.element.sourceLine.map { SourceOrigin(line: $0, column: stop.element.sourceColumn) }
    }

    /// Where it is on the screen, when its source says.
    public var frame: ScreenFrame? { stop.element.frame }

    /// What the capture itself says the stop says (AccessibilitySnapshot's description), if any.
    public var capturedDescription: String? { stop.element.capturedDescription }

    private static func text(of phrased: Utterance, leavingOut words: [VoiceKey]) -> String {
        var described = phrased
        // The description ends where the hint's pause starts (H5).
        let end = described.segments.firstIndex { $0.kind == .pause } ?? described.segments.endIndex
        described.segments = described.segments[..<end].filter { segment in
            if case .trait(let key) = segment { return !words.contains(key) }
            return true
        }
        return described.text
    }
}

/// Where something is written in its source: a line and, when known, a column, both from 1.
public struct SourceOrigin: Hashable, Sendable {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, when the reader knew it.
    public var column: Int?

    /// An origin.
    public init(line: Int, column: Int? = nil) {
        self.line = line
        self.column = column
    }
}

/// Something the audit found, as a spoken screen keeps it on its stop (or on the screen): the
/// core module knows no audit, so the audit puts these here (`SpokenScreen.attach(_:)` in
/// SpeakableAudit) and every view shows them from here.
public struct SpokenFinding: Hashable, Sendable {
    /// The rule's id.
    public var rule: String
    /// `error`, `warning` or `note`.
    public var severity: String
    /// The message, in the screen's language.
    public var message: String

    /// A finding.
    public init(rule: String, severity: String, message: String) {
        self.rule = rule
        self.severity = severity
        self.message = message
    }
}

extension SpokenStop {
    /// Whether any of `stops` has a frame, each read where it lies (a closure over the array
    /// from another module was handed a copy of every stop: issue 34, the audit of each screen a
    /// task walks asks it).
    package static func anyHasFrame(_ stops: [SpokenStop]) -> Bool {
        stops.indices.contains { stops[$0].stop.element.frame != nil }
    }
}
