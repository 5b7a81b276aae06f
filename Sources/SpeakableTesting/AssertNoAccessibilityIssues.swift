import Speakable
import SpeakableAudit

/// Asserts that the accessibility audit finds nothing at or above `severity` on a screen, in
/// XCTest or Swift Testing: each finding is one failure, naming the rule (and, under TalkBack,
/// the Accessibility Test Framework check it matches), the stop and what the reader will do.
///
/// - Parameters:
///   - screen: The screen audited.
///   - locale: The language of the messages.
///   - severity: The least severity that fails.
///   - rules: The rules run.
///   - minimumTarget: The smallest hit area; `nil`: the reader's (48 dp under TalkBack), else 24.
///   - reader: The screen reader the screen is audited for (talkback.md TB22).
///   - fileID: Where the failure is reported (the caller's, by default).
///   - filePath: Where the failure is reported (the caller's, by default).
///   - line: Where the failure is reported (the caller's, by default).
///   - column: Where the failure is reported (the caller's, by default).
///
/// ```swift
/// @Test func settingsScreenIsAccessible() {
///     assertNoAccessibilityIssues(Screen { Heading("Settings"); Button("Save") })
///     assertNoAccessibilityIssues(Screen { Heading("Settings"); Button("Save") }, reader: .talkBack)
/// }
/// ```
public func assertNoAccessibilityIssues(
    _ screen: Screen,
    locale: SpeechLocale = .en,
    failingOn severity: AuditSeverity = .warning,
    rules: [AuditRule] = AuditRule.all,
    minimumTarget: Double? = nil,
    reader: Reader = .voiceOver,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    do {
        var audit = AccessibilityAudit(rules: rules, voice: try Voice.builtIn(locale), minimumTarget: minimumTarget)
        audit.reader = reader
        for finding in audit.findings(in: screen) where finding.severity >= severity {
            let stop = finding.stop.map { "stop \($0 + 1)" + (finding.description.map { " (\($0))" } ?? "") + ": " } ?? ""
            let rule = finding.platformCheck.map { "\(finding.rule), \($0)" } ?? finding.rule
            FailureReporter.fail("\(finding.severity.rawValue): [\(rule)] \(stop)\(finding.message)",
                                 fileID: fileID, filePath: filePath, line: line, column: column)
        }
    } catch {
        FailureReporter.fail("Cannot load the \(locale.rawValue) voice: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
