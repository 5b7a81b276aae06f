import Speakable

/// One problem the audit found: which rule, how bad, what VoiceOver will do (in the voice's
/// language), and where: the stop, its line and column when its source says, and its frame.
///
/// ```swift
/// let findings = AccessibilityAudit(voice: try .builtIn(.en)).findings(in: Screen { Button("") })
/// findings[0].rule      // "no-description"
/// findings[0].message   // "Element has no description: VoiceOver says only \"Button.\""
/// ```
public struct AuditFinding: Hashable, Sendable, Codable {
    /// The rule's stable id.
    public var rule: String
    /// The rule's category.
    public var category: AuditCategory
    /// How bad it is.
    public var severity: AuditSeverity
    /// What VoiceOver will do, in the voice's language.
    public var message: String
    /// The focus stop (from 0) it is about; `nil` for the screen as a whole or a presentation.
    public var stop: Int?
    /// What the stop says (hints and actions left out), if it is about a stop.
    public var description: String?
    /// The line of the element in its source, when known (from 1).
    public var line: Int?
    /// The column of the element in its source, when known (from 1).
    public var column: Int?
    /// The stop's frame, when known.
    public var frame: ScreenFrame?
    /// The stop's accessibility identifier, when it has one: with the rule and the description,
    /// what makes a finding on another screen the same finding (TK13).
    public var identifier: String?
    /// The reader whose tree and words were audited (TB3).
    public var reader: Reader = .voiceOver
    /// The check of the reader's platform checker the rule matches, when it matches one: under
    /// TalkBack, the Accessibility Test Framework's (`TouchTargetSizeCheck`, TB22).
    public var platformCheck: String?

    /// Creates a finding.
    ///
    /// - Parameters:
    ///   - rule: The rule's stable id.
    ///   - category: The rule's category.
    ///   - severity: How bad it is.
    ///   - message: What the screen reader will do, in the voice's language.
    ///   - stop: The focus stop (from 0) it is about, if any.
    ///   - description: What the stop says, if it is about a stop.
    ///   - line: The element's line in its source, from 1.
    ///   - column: The element's column in its source, from 1.
    ///   - frame: The stop's frame.
    ///   - identifier: The stop's accessibility identifier.
    ///   - reader: The reader audited.
    ///   - platformCheck: The reader's platform check the rule matches, if any.
    ///
    /// ```swift
    /// AuditFinding(rule: "no-heading", category: .speakable, severity: .note, message: "Screen has no heading")
    /// ```
    public init(rule: String, category: AuditCategory, severity: AuditSeverity, message: String, stop: Int? = nil,
                description: String? = nil, line: Int? = nil, column: Int? = nil, frame: ScreenFrame? = nil, identifier: String? = nil,
                reader: Reader = .voiceOver, platformCheck: String? = nil) {
        self.rule = rule
        self.category = category
        self.severity = severity
        self.message = message
        self.stop = stop
        self.description = description
        self.line = line
        self.column = column
        self.frame = frame
        self.identifier = identifier
        self.reader = reader
        self.platformCheck = platformCheck
    }
}

extension AuditFinding {
    /// The finding as a compiler prints it: `file:line:column: severity: [rule] message` (the
    /// line and column when its source gave them); under a reader with a platform checker, the
    /// check follows the rule: `[hit-region, TouchTargetSizeCheck]` (TB22).
    ///
    /// - Parameter file: The file's name as the line shows it.
    ///
    /// ```swift
    /// findings.first?.compilerLine(in: "login.yaml")   // "login.yaml:12:5: warning: [hit-region] Hit area is too small: …"
    /// ```
    public func compilerLine(in file: String) -> String {
        let place = [file, line.map(String.init), line == nil ? nil : column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        let rule = platformCheck.map { "\(self.rule), \($0)" } ?? self.rule
        return "\(place): \(severity.rawValue): [\(rule)] \(message)"
    }
}

