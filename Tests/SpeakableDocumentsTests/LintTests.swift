import Testing
import Speakable
@testable import SpeakableDocuments

/// Documents spec: HIG lint warnings, which never change the output.
@Suite("Documents: HIG lint")
struct LintTests {
    @Test("More than two buttons in an alert")
    func manyButtons() throws {
        let doc = try document("present: [alert: {title: Save?, buttons: [Save, Don't Save]}]")
        #expect(doc.warnings.map(\.description) == ["test.yaml:1:42: warning: present[0].alert.buttons: an alert with 3 buttons; the HIG advises no more than two (use an action sheet for more choices)"])
    }

    @Test("Long button titles")
    func longTitles() throws {
        let doc = try document("present: [actionSheet: {buttons: [Share This Wonderful Photo With Everyone]}]")
        #expect(doc.warnings.first?.message.contains("risk truncation") == true)
    }

    @Test("U4 undo names: Title Case, short, no punctuation")
    func undoNames() throws {
        #expect(try document("undo: {undo: [Typing, Name Change, Bold in the Title]}").warnings.isEmpty)
        let doc = try document("undo: {undo: [name change, Paste!, A Very Long Undo Action Name Here]}")
        #expect(doc.warnings.count == 3)
        #expect(doc.warnings[0].message.contains("Title Case"))
        #expect(doc.warnings[1].message.contains("punctuation"))
        #expect(doc.warnings[2].message.contains("risk truncation"))
    }

    @Test("Warnings never change what is rendered")
    func outputUnchanged() throws {
        let lines = try rendered("present: [alert: {title: Save?, buttons: [Save, Don't Save]}]")
        #expect(lines.last == "Cancel. Button.")
    }
}
