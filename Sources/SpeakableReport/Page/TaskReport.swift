import FoundationEssentials
import SpeakableAudit

/// What a task's page shows (tasks spec TK11), made by the caller from a walk: each step's
/// picture with its listening path, what the user hears along the way and its audio, the
/// findings and the verdicts.
public struct TaskReport: Sendable {
    /// One action of the task.
    public struct Step: Sendable {
        /// `Step 2: activate Sign In`.
        public var title: String
        /// The screen's file.
        public var screen: String
        /// `done`, `done with problems` or `blocked`.
        public var verdict: String
        /// The cost: `3 swipes · 4.2 s · shortest: touch 195,300`.
        public var cost: String
        /// Why it is blocked or has problems.
        public var reason: String?
        /// What the user hears on the listening path, in order.
        public var heard: [String]
        /// The audit's warnings and errors on the way.
        public var findings: [AuditFinding]
        /// The picture with the listening path (SVG), from ``ListeningPathPicture``.
        public var picture: String
        /// The listening path's audio (Ogg Opus), when synthesized.
        public var audio: Data?
        /// Its length.
        public var seconds: Double?

        /// A step.
        public init(title: String, screen: String, verdict: String, cost: String, reason: String?, heard: [String], findings: [AuditFinding],
                    picture: String, audio: Data?, seconds: Double?) {
            self.title = title
            self.screen = screen
            self.verdict = verdict
            self.cost = cost
            self.reason = reason
            self.heard = heard
            self.findings = findings
            self.picture = picture
            self.audio = audio
            self.seconds = seconds
        }
    }

    /// `Sign in (VoiceOver)`.
    public var title: String
    /// The task file.
    public var source: String
    /// The task's verdict and totals, one line.
    public var summary: String
    /// The verdict alone (`completed with 2 problems`).
    public var verdict: String
    /// The steps walked.
    public var steps: [Step]
    /// The screens' language, for what is heard.
    public var language: String
    /// The audio's MIME type.
    public var audioType = "audio/ogg"

    /// A task's page content.
    public init(title: String, source: String, summary: String, verdict: String, steps: [Step], language: String) {
        self.title = title
        self.source = source
        self.summary = summary
        self.verdict = verdict
        self.steps = steps
        self.language = language
    }
}

