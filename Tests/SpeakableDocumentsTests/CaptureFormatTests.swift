import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Imports spec §1: each capture format is told by its content, never by the file's name.
@Suite("Captures: §1 formats")
struct CaptureFormatTests {
    @Test("§1 An Appium page source is XML whose root is AppiumAUT or an XCUIElementType element")
    func appiumByContent() throws {
        #expect(try capture(appium(appiumElement("Button", #"label="Save" accessible="true""#)), path: "screen.txt").format == .appium)
        #expect(try capture(#"<XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" x="0" y="0" width="9" height="9"/>"#).format == .appium)
    }

    @Test("§1 AccessibilitySnapshot JSON is a list of element and container nodes")
    func accessibilitySnapshotByContent() throws {
        let json = #"[{"element": {"_0": {"label": "Save", "traits": ["button"], "description": "Save. Button."}, "traversalIndex": 0}}]"#
        #expect(try capture(json, path: "screen.yaml").format == .accessibilitySnapshot)
    }

    @Test("§1 idb JSON is a list of objects with AXLabel, AXValue and type")
    func idbByContent() throws {
        #expect(try capture(#"[{"AXLabel": "Save", "type": "Button", "traits": ["Button"]}]"#, path: "screen.xml").format == .idb)
    }

    @Test("§1 An XCUITest dump is told by its element lines, with or without its headers")
    func xcuitestByContent() throws {
        #expect(try capture("Button, 0x600000c04290, {{16.0, 52.0}, {80.0, 44.0}}, label: 'Save'", path: "x.json").format == .xcuitest)
        #expect(try capture("Attributes: Application, 0x1, pid: 3, label: 'Shop'\nElement subtree:\n →Application, 0x1, pid: 3, label: 'Shop'\n    Button, 0x2, {{0.0, 0.0}, {9.0, 9.0}}, label: 'Save'\n").format == .xcuitest)
    }

    @Test("§1 An XCUITest dump pasted from a test log, after lines of the log, is told by its Element subtree: header")
    func xcuitestFromLog() throws {
        let pasted = """
                t =     4.12s Tap "Save" Button
                t =     4.20s     Wait for com.example.shop to idle
            Attributes: Application, 0x1, pid: 3, label: 'Shop'
            Element subtree:
             →Application, 0x1, pid: 3, label: 'Shop'
                Button, 0x2, {{0.0, 0.0}, {80.0, 44.0}}, label: 'Save'
            """
        #expect(try capture(pasted).format == .xcuitest)
        #expect(try renderedCapture(pasted) == ["Save. Button."])
    }

    @Test("§1 Anything else is a screen document, JSON documents included")
    func documentOtherwise() throws {
        #expect(try capture("elements: [button: Save]").format == .document)
        #expect(try capture(#"{"elements": [{"button": "Save"}]}"#).format == .document)
    }

    @Test("§1 --input-format overrides detection")
    func override() throws {
        #expect(throws: DocumentError.self) { try capture("Button, 0x1, {{0.0, 0.0}, {9.0, 9.0}}, label: 'Save'", format: .document) }
        #expect(try capture("Button, 0x1, {{0.0, 0.0}, {9.0, 9.0}}, label: 'Save'", format: .xcuitest).format == .xcuitest)
    }
}
