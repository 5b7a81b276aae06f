import FoundationEssentials
import Speakable
import SpeakableAudit

/// One screen of a report (report spec §2): its legend with findings on their stops, the audio
/// of each stop and of the whole screen, its listening cost, and a failing golden's diff.
///
/// ```swift
/// var legend = ScreenLegend(tree: AccessibilityTree(screen: screen), voice: english)
/// legend.add(findings)
/// let report = ScreenReport(name: "inbox", source: "Examples/inbox.yaml", language: "en",
///                           legend: legend, cost: ListeningCost(stopCount: legend.entries.count))
/// let html = ReportPage(report: report).html
/// ```
public struct ScreenReport: Sendable {
    /// The screen's name (its file's, without the extension).
    public var name: String
    /// The file it was read from, as given.
    public var source: String
    /// The BCP 47 tag of the screen's language (`en`, `ru`, `zh-Hans`), for the spoken text.
    public var language: String
    /// What is drawn and listed.
    public var legend: ScreenLegend
    /// Swipes and seconds per stop.
    public var cost: ListeningCost
    /// Each stop's audio (Ogg Opus), when synthesized.
    public var stopAudio: [Data]?
    /// The audio of what is said before the first stop (a presentation's announcement), when
    /// synthesized. The whole screen plays it, then every stop's (see ``ReportPage``).
    public var announcementAudio: Data?
    /// The MIME type of the audio.
    public var audioType = "audio/ogg"
    /// The audit's findings.
    public var findings: [AuditFinding] = []
    /// A failing golden's unified diff (`test --report`).
    public var goldenDiff: String?
    /// Whether its golden passed, when it was checked.
    public var goldenPassed: Bool?
    /// The screen reader whose stops and words the page shows, named on the page and in the
    /// index (talkback.md TB3, TB25).
    public var reader: Reader = .voiceOver
    /// The same screen's pages as the other readers say it (`report --reader both`), linked
    /// from this page (TB25).
    public var pairedPages: [ReportPageLink] = []

    /// A screen's report.
    public init(name: String, source: String, language: String, legend: ScreenLegend, cost: ListeningCost) {
        self.name = name
        self.source = source
        self.language = language
        self.legend = legend
        self.cost = cost
    }

    /// The line the index needs about this screen.
    public func summary(page: String) -> ReportSummary {
        ReportSummary(name: name, source: source, page: page, stops: legend.entries.count, seconds: cost.totalSeconds,
                      errors: findings.count { $0.severity == .error }, warnings: findings.count { $0.severity == .warning },
                      notes: findings.count { $0.severity == .note }, goldenPassed: goldenPassed, reader: reader)
    }
}

/// Another page of the same screen, as another screen reader says it (TB25).
///
/// ```swift
/// var voiceOverPage = report
/// voiceOverPage.pairedPages = [ReportPageLink(reader: .talkBack, page: "inbox.talkback.html")]
/// ```
public struct ReportPageLink: Hashable, Sendable {
    /// The reader that page speaks as.
    public var reader: Reader
    /// Its address, relative to this page (percent-encoded).
    public var page: String

    /// A link to the page `page` of `reader`.
    public init(reader: Reader, page: String) {
        self.reader = reader
        self.page = page
    }
}

/// A screen as `index.html` lists it; a worker process hands it to its parent as one JSON line.
///
/// ```swift
/// let line = try JSONEncoder().encode(report.summary(page: "screens/inbox.html"))
/// ```
public struct ReportSummary: Codable, Hashable, Sendable {
    /// The screen's name.
    public var name: String
    /// Its file.
    public var source: String
    /// Its page, relative to `index.html`.
    public var page: String
    /// How many focus stops it has.
    public var stops: Int
    /// The time to read it once, when synthesized.
    public var seconds: Double?
    /// Findings by severity.
    public var errors: Int, warnings: Int, notes: Int
    /// Whether its golden passed (`test --report`).
    public var goldenPassed: Bool?
    /// The screen reader its page speaks as (TB25: named in the index).
    public var reader: Reader

    /// A summary.
    public init(name: String, source: String, page: String, stops: Int, seconds: Double?, errors: Int, warnings: Int, notes: Int, goldenPassed: Bool? = nil,
                reader: Reader = .voiceOver) {
        self.name = name
        self.source = source
        self.page = page
        self.stops = stops
        self.seconds = seconds
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
        self.goldenPassed = goldenPassed
        self.reader = reader
    }
}
