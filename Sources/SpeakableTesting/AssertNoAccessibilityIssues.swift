import Speakable
import SpeakableAudit

/// Asserts that the accessibility audit finds nothing at or above `severity` on a screen, in
/// XCTest or Swift Testing: each finding is one failure, naming the rule, the stop and what
/// VoiceOver will do.
///
/// ```swift
/// @Test func settingsScreenIsAccessible() {
///     assertNoAccessibilityIssues(Screen { Heading("Settings"); Button("Save") })
/// }
/// ```
public func assertNoAccessibilityIssues(
    _ screen: Screen,
    locale: SpeechLocale = .en,
    failingOn severity: AuditSeverity = .warning,
    rules: [AuditRule] = AuditRule.all,
    minimumTarget: Double = 24,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    do {
        let audit = AccessibilityAudit(rules: rules, voice: try Voice.builtIn(locale), minimumTarget: minimumTarget)
        for finding in audit.findings(in: screen) where finding.severity >= severity {
            let stop = finding.stop.map { "stop \($0 + 1)" + (finding.description.map { " (\($0))" } ?? "") + ": " } ?? ""
            FailureReporter.fail("\(finding.severity.rawValue): [\(finding.rule)] \(stop)\(finding.message)",
                                 fileID: fileID, filePath: filePath, line: line, column: column)
        }
    } catch {
        FailureReporter.fail("Cannot load the \(locale.rawValue) voice: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
