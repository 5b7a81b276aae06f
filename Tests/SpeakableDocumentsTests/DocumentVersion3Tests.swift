import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Documents v3: `frame:` on any element and `size:` for the screen.
@Suite("Documents v3: frames and size")
struct DocumentVersion3Tests {
    @Test("v3 frame: [x, y, width, height] on any element gives the stop its frame; size: [width, height] the screen's")
    func framesAndSize() throws {
        let document = try ScreenDocument(yaml: """
            size: [1024, 1366]
            elements:
              - button: {label: Save, frame: [16, 100, 120, 44]}
              - text: {label: Total, frame: [16.5, 200, 80, 20]}
              - group: {label: Shipping, children: [textField: {label: Street, frame: [0, 300, 390, 44]}]}
            commands: ["touch 20,210"]
            """)
        #expect(document.size == ScreenSize(width: 1024, height: 1366) && document.size?.isTablet == true)
        let stops = AccessibilityTree(screen: document.screen).focusStops
        #expect(stops.map(\.element.frame) == [ScreenFrame(x: 16, y: 100, width: 120, height: 44),
                                               ScreenFrame(x: 16.5, y: 200, width: 80, height: 20),
                                               ScreenFrame(x: 0, y: 300, width: 390, height: 44)])
        let transcript = ScreenReader.session(on: document.screen, running: document.commands ?? [], voice: try .builtIn(.en)).transcript
        #expect(transcript == "Save. Button.\n> touch 20,210\nTotal.\n")
        // Written back as they were read.
        #expect(document.yamlText().contains("frame: [16.5, 200, 80, 20]") && document.yamlText().contains("size: [1024, 1366]"))
    }

    @Test("v3 A frame of other than four finite numbers, or a negative size, is one located error")
    func badFrames() {
        for (frame, message) in [("[16, 100]", "expected a frame [x, y, width, height] of four numbers"),
                                 ("[16, 100, -1, 44]", "a frame's width and height must be at least 0"),
                                 ("[16, 100, .inf, 44]", "with finite numbers"),
                                 ("Save", "expected a frame [x, y, width, height]")] {
            do {
                _ = try ScreenDocument(yaml: "elements:\n  - button: {label: Save, frame: \(frame)}\n", path: "v3.yaml")
                Issue.record("\(frame) was accepted")
            } catch {
                #expect("\(error)".hasPrefix("v3.yaml:2:") && "\(error)".contains("elements[0].button.frame") && "\(error)".contains(message), "\(error)")
            }
        }
        #expect(throws: DocumentError.self) { try ScreenDocument(yaml: "size: [0, 800]\nelements: [button: A]\n") }
    }
}
