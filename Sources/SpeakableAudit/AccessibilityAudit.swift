import Speakable

/// The accessibility audit (audit spec): runs the chosen rules over a screen's tree and returns
/// typed findings, with messages in the voice's language.
///
/// ```swift
/// let audit = AccessibilityAudit(voice: try .builtIn(.en))
/// let findings = audit.findings(in: Screen { Button(""); Link("Learn more") })
/// findings.map(\.rule)   // ["no-description", "link-purpose"]
/// ```
public struct AccessibilityAudit: Sendable {
    /// The rules run, in the spec's order.
    public var rules: [AuditRule]
    /// The voice for messages and trait words.
    public var voice: Voice
    /// The smallest hit area in points or dp (`hit-region`); `nil` (the default): the reader's
    /// (TalkBack's 48 dp, TB22), else 24 (WCAG 2.2); 44 for the HIG.
    public var minimumTarget: Double?
    /// The reader a screen is spoken by when no spoken screen is given (VoiceOver by default).
    public var reader: Reader = .voiceOver
    /// How many units of the frames make a point or dp: an Android capture's pixels per dp.
    public var pixelsPerPoint: Double = 1
    /// The limits of the opt-in `listening-cost` rule.
    public var listeningLimits = ListeningLimits()

    /// An audit with the given rules (all by default).
    ///
    /// - Parameters:
    ///   - rules: The rules run.
    ///   - voice: The voice of the messages and trait words.
    ///   - minimumTarget: The smallest hit area; `nil`: the reader's, else 24.
    ///
    /// ```swift
    /// AccessibilityAudit(rules: [.hitRegion], voice: try .builtIn(.en), minimumTarget: 44)
    /// ```
    public init(rules: [AuditRule] = AuditRule.all, voice: Voice, minimumTarget: Double? = nil) {
        self.rules = rules
        self.voice = voice
        self.minimumTarget = minimumTarget
    }

    /// The findings on one screen, in stop order (findings about the whole screen first), each
    /// with its stop's line and column when the source gave them. `listeningCost`, from the
    /// synthesized speech, gives the `listening-cost` rule its seconds.
    ///
    /// ```swift
    /// audit.findings(in: screen, secureTextsInClear: 0).isEmpty
    /// ```
    public func findings(in screen: Screen, secureTextsInClear: Int = 0, listeningCost: ListeningCost? = nil) -> [AuditFinding] {
        findings(in: screen, spoken: SpokenScreen(screen: screen, voice: voice, reader: reader), secureTextsInClear: secureTextsInClear,
                 listeningCost: listeningCost)
    }

    /// The findings on a screen already spoken (`spoken` is `screen`'s, in this audit's voice):
    /// its tree and its stops' descriptions are read, not made again.
    ///
    /// ```swift
    /// audit.findings(in: screen, spoken: SpokenScreen(screen: screen, voice: audit.voice))
    /// ```
    public func findings(in screen: Screen, spoken: SpokenScreen, secureTextsInClear: Int = 0,
                         listeningCost: ListeningCost? = nil) -> [AuditFinding] {
        var audited = AuditedScreen(screen: screen, spoken: spoken, minimumTarget: minimumTarget, secureTextsInClear: secureTextsInClear,
                                    pixelsPerPoint: pixelsPerPoint)
        audited.listeningCost = listeningCost
        audited.listeningLimits = listeningLimits
        var findings: [AuditFinding] = []
        for rule in rules where !rule.needsFrames || audited.hasFrames {
            for problem in rule.check(audited) {
                // A reasoned exception on the element itself (`audit: {disable: [rule]}`).
                if let stop = problem.stop, audited.control(of: stop)?.attributes.auditDisabled.contains(rule.id) == true { continue }
                let element = problem.stop.map { audited.tree.focusStops[$0].element }
                findings.append(AuditFinding(rule: rule.id, category: rule.category, severity: rule.severity, message: problem.message,
                                             stop: problem.stop, description: problem.stop.map(audited.description(ofStop:)),
                                             line: element?.sourceLine, column: element?.sourceColumn, frame: element?.frame,
                                             identifier: element?.identifier, reader: audited.reader,
                                             platformCheck: audited.terms.platformCheck(of: rule.id)))
            }
        }
        // Stable: by stop (the screen's own findings first), then by the rules' order.
        return findings.enumerated().sorted { ($0.element.stop ?? -1, $0.offset) < ($1.element.stop ?? -1, $1.offset) }.map(\.element)
    }
}
