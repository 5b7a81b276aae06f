/// A screen with what its source says to its audit: the rules it turns off, the secure texts a
/// capture held in clear, and the lines of its presentations. `ScreenDocument` is one; the audit
/// (`SpeakableAudit`) gives every subject `auditFindings(…)`, so that the documents need not know
/// the audit, nor the audit documents.
public protocol AuditSubject {
    /// The screen, with its presentations applied.
    var screen: Screen { get }
    /// The rules turned off for the whole screen (a document's `audit: {disable: […]}`).
    var auditDisabled: [String] { get }
    /// How many secure fields' texts the source held in clear.
    var secureTextsInClear: Int { get }
    /// The line and column (from 1) where the first of them is, when known.
    var secureTextInClearLine: Int? { get }
    var secureTextInClearColumn: Int? { get }
    /// The line of each presentation's entry in the source, when it was read locating them.
    var presentationLines: [Presentation: Int] { get }
    /// How many units of its frames make a point (an Android capture's pixels per dp, TB6), so
    /// hit areas are judged in points or dp: 1 unless the source says otherwise.
    var framePixelsPerPoint: Double { get }
}

extension AuditSubject {
    /// Frames in points: one unit a point.
    public var framePixelsPerPoint: Double { 1 }
}

/// The identifiers of the audit's rules that a document may turn off (`audit: {disable: […]}`),
/// in the audit spec's order: what a document is checked against as it is read, before any
/// audit runs. `SpeakableAudit` checks in its tests that these are its rules' (`AuditRule.all`).
public enum AuditRuleIdentifiers {
    public static let all: [String] = [
        "no-description", "image-name-label", "label-has-trait", "hit-region", "duplicate-description", "duplicate-bounds",
        "conflicting-traits", "adjustable-no-value", "placeholder-only", "hint-style", "label-style", "link-purpose", "no-heading",
        "tab-outside-tab-bar", "alert-buttons", "button-title-length", "undo-name", "secure-text-in-capture",
        "editable-content-desc", "clickable-span",
    ]
}
