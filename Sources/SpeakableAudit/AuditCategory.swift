/// What kind of problem a rule finds: an audit type of Apple's `XCUIAccessibilityAuditType`
/// where one fits, else the HIG or Speakable's own (audit spec §1).
///
/// ```swift
/// AuditRule.noDescription.category   // .sufficientElementDescription
/// ```
public enum AuditCategory: String, CaseIterable, Hashable, Sendable, Codable {
    /// Apple's `sufficientElementDescription`.
    case sufficientElementDescription
    /// Apple's `trait`.
    case trait
    /// Apple's `hitRegion`.
    case hitRegion
    /// The Human Interface Guidelines.
    case hig
    /// Speakable's own style rules.
    case speakable
}
