import Speakable

/// One rule of the audit (audit spec §1): its stable id, category, default severity, whether it
/// needs frames (skipped, with no finding, on a screen without them), a one-line summary for
/// SARIF and `--help`, and the check that looks at a screen.
///
/// ```swift
/// AuditRule.all.map(\.id).contains("hit-region")   // true
/// AuditRule.named("hit-region")?.needsFrames       // true
/// ```
public struct AuditRule: Sendable {
    /// The stable id, as in `--rules` and SARIF's `ruleId`.
    public let id: String
    /// What kind of problem it finds.
    public let category: AuditCategory
    /// How bad a finding is by default.
    public let severity: AuditSeverity
    /// Whether it looks at frames (and so says nothing on a screen without them).
    public let needsFrames: Bool
    /// What it checks, in one sentence (English; SARIF's `shortDescription`).
    public let summary: String
    /// Why it matters and how to fix it (English; SARIF's `help`).
    public let help: String
    /// Finds the rule's problems on one screen.
    let check: @Sendable (AuditedScreen) -> [AuditedScreen.Problem]

    /// The rule with this id, if there is one.
    ///
    /// ```swift
    /// AuditRule.named("no-heading")?.severity   // .note
    /// ```
    public static func named(_ id: String) -> AuditRule? { known.first { $0.id == id } }
}
