import Testing
import Speakable
import SpeakableAudit
@testable import SpeakableDocuments

/// Issue 32: a document with `present:` is audited on every layer, and a presentation's
/// findings have the line of its entry.
@Suite("Documents: the audit of every layer (issue 32)")
struct AuditLayersTests {
    static let yaml = """
        elements:
          - button: ""
          - image: {}
          - heading: Settings
        present:
          - alert: {title: Save?, buttons: [Save, Discard, Duplicate]}
        """

    @Test("Issue 32: the screen under an alert is audited too, the screen first, and the alert's finding has its line")
    func testIssue32_everyLayerIsAuditedAndTheAlertFindingHasItsLine() throws {
        let document = try ScreenDocument(locatingElementsIn: Self.yaml, path: "layers.yaml")
        let findings = document.auditFindings(voice: try .builtIn(.en))
        #expect(findings.map(\.rule) == ["no-description", "no-description", "alert-buttons"])
        #expect(findings.map(\.line) == [2, 3, 6])
        // Stops index the top layer's tree (what the report draws); a layer beneath names its
        // stop by description and line only.
        #expect(findings[0].stop == nil && findings[0].description == "Button.")
    }

    @Test("Issue 32: a finding is made once, however many layers show it")
    func testIssue32_aFindingIsNotRepeatedPerLayer() throws {
        let yaml = Self.yaml + "\n  - alert: {title: Delete?, buttons: [Delete]}\n"
        let document = try ScreenDocument(locatingElementsIn: yaml, path: "layers.yaml")
        let findings = document.auditFindings(voice: try .builtIn(.en))
        #expect(findings.filter { $0.rule == "alert-buttons" }.count == 1)
        #expect(findings.filter { $0.rule == "no-description" }.count == 2)
    }
}
