import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Imports spec §4: an alert or sheet in a capture is presented, with its buttons in the order
/// captured; a button titled Cancel is the cancel button.
@Suite("Captures: §4 alerts and sheets")
struct CaptureAlertTests {
    static let alert = """
        Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}
          Button, 0x2, {{0.0, 50.0}, {80.0, 44.0}}, label: 'Behind'
          Alert, 0x3, {{50.0, 300.0}, {290.0, 200.0}}, label: 'Delete File?'
            Other, 0x4, {{50.0, 300.0}, {290.0, 200.0}}
              StaticText, 0x5, {{60.0, 310.0}, {270.0, 22.0}}, label: 'Delete File?'
              StaticText, 0x6, {{60.0, 340.0}, {270.0, 22.0}}, label: 'This cannot be undone.'
              Button, 0x7, {{50.0, 450.0}, {145.0, 44.0}}, label: 'Cancel'
              Button, 0x8, {{195.0, 450.0}, {145.0, 44.0}}, label: 'Delete'
        """

    @Test("§4 An alert is announced, its buttons in order, and Cancel is its cancel button")
    func alert() throws {
        #expect(try renderedCapture(Self.alert) == ["Alert. Delete File? This cannot be undone.", "Delete File?", "This cannot be undone.",
                                                    "Cancel. Button.", "Delete. Button."])
        let document = try capture(Self.alert)
        let session = ScreenReader.session(on: document.screen, running: [.escape], voice: try .builtIn(.en))
        #expect(session.transcript.contains("Behind. Button."))
    }

    @Test("§4 With no button titled Cancel there is none, and escape is unavailable")
    func noCancel() throws {
        let dump = Self.alert.replacingOccurrences(of: "label: 'Cancel'", with: "label: 'Keep'")
        let document = try capture(dump)
        let session = ScreenReader.session(on: document.screen, running: [.escape], voice: try .builtIn(.en))
        #expect(session.transcript.hasSuffix("> escape\n[sound: unavailable]\n"))
    }

    @Test("§4 A sheet is an action sheet")
    func sheet() throws {
        let dump = """
            Sheet, 0x1, {{0.0, 500.0}, {390.0, 344.0}}
              StaticText, 0x2, {{0.0, 510.0}, {390.0, 22.0}}, label: 'Share'
              Button, 0x3, {{0.0, 600.0}, {390.0, 44.0}}, label: 'Copy'
              Button, 0x4, {{0.0, 700.0}, {390.0, 44.0}}, label: 'Cancel'
            """
        let document = try capture(dump)
        guard case .actionSheet(let sheet)? = document.screen.topPresentation else { Issue.record("no sheet"); return }
        #expect(sheet.title == "Share" && sheet.buttons.map(\.title) == ["Copy"] && sheet.cancelButton == .standard)
    }
}
