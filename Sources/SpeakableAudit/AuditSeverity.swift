/// How bad a finding is: an error (VoiceOver users cannot use the element), a warning (they can,
/// badly) or a note (a matter of style). Ordered: `note < warning < error`.
///
/// ```swift
/// AuditSeverity.warning >= .note   // true
/// ```
public enum AuditSeverity: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
    /// A matter of style.
    case note
    /// Usable, badly.
    case warning
    /// Not usable with VoiceOver.
    case error

    public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
