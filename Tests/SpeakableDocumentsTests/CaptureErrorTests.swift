import Foundation
import Testing
import TestTemporaryFiles
import Speakable
@testable import SpeakableDocuments
import SpeakableFuzzing

/// Imports spec §6: a malformed capture is one located error; a capture with no stop is an
/// error; secure text in a capture never leaves the process.
@Suite("Captures: §6 errors and secrets")
struct CaptureErrorTests {
    @Test("§6 Broken XML is one error with its line and column")
    func brokenXML() {
        let text = captureError("<AppiumAUT>\n  <XCUIElementTypeButton label=\"OK\">\n</AppiumAUT>\n", path: "s.xml")
        #expect(text.hasPrefix("s.xml:3:"), "\(text)")
        #expect(text.contains(": error: malformed XML: "))
    }

    @Test("§6 Broken JSON is one error with its line and column")
    func brokenJSON() {
        let text = captureError("[{\"AXLabel\": \"OK\",\n  \"type\": \"Button\"\n", path: "s.json")
        #expect(text == "s.json:3:1: error: JSON syntax: did not find expected ',' or '}' (while parsing a flow mapping at line 1)")
    }

    @Test("§6 A JSON capture with a value of the wrong kind names its place")
    func wrongKind() {
        #expect(captureError(#"[{"AXLabel": ["a"], "type": "Button"}]"#, path: "s.json")
                == "s.json:1:14: error: expected text for 'AXLabel', got a list")
        #expect(captureError(#"[{"element": {"label": "x"}}]"#, path: "s.json")
                .hasPrefix("s.json:1:"))
    }

    @Test("§6 A traversal index that is no whole number is an error, not a crash (found by the capture fuzz)")
    func traversalIndex() {
        #expect(captureError(#"[{"element": {"_0": {"label": "A", "traits": []}, "traversalIndex": 1e400}}]"#, path: "s.json")
                == "s.json:1:69: error: expected a whole number for 'traversalIndex'")
    }

    @Test("§6 JSON cut off deep in its nesting is an error, not a crash in Foundation's JSONDecoder (found by the capture fuzz)")
    func deepTruncatedJSON() {
        let json = #"[{"AXLabel": "Password", "type": "SecureTextField", "frame": "# + String(repeating: "[", count: 513)
        #expect(captureError(json, path: "d.json").hasPrefix("d.json:"))
    }

    @Test("§6 A line of an element dump that cannot be read is located")
    func badDumpLine() {
        let text = captureError("Element subtree:\n  this is not an element\n", path: "d.txt")
        #expect(text.hasPrefix("d.txt:2:1: error: expected an element line"), "\(text)")
    }

    @Test("§6 A capture with no focus stop is an error")
    func noStops() {
        let text = captureError("Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}\n  Other, 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n", path: "d.txt")
        #expect(text.hasPrefix("d.txt:1:1: error: the XCUITest element dump has no focus stop"), "\(text)")
    }

    @Test("§6 Nesting deeper than the limit is an error, not a crash")
    func depth() {
        let deep = String(repeating: "<XCUIElementTypeOther>", count: 5_000) + String(repeating: "</XCUIElementTypeOther>", count: 5_000)
        #expect(captureError(deep, path: "d.xml").contains("error:"))
        let json = String(repeating: #"{"container": {"_0": {"type": {"list": {}}}, "children": ["#, count: 400)
            + String(repeating: "]}}", count: 400)
        #expect(captureError(json, path: "d.json").contains("nest more than"))
        let dump = (0..<400).map { String(repeating: " ", count: $0) + "Other, 0x\($0 + 1), {{0.0, 0.0}, {9.0, 9.0}}" }.joined(separator: "\n")
        #expect(captureError(dump, path: "d.txt").contains("nest more than"))
    }

    @Test("§6 A capture over the size limit is refused before it is read")
    func size() throws {
        let big = Data(("<AppiumAUT>" + String(repeating: " ", count: ScreenDocument.byteLimit) + "</AppiumAUT>").utf8)
        let handle = try FileHandleFixture.handle(for: big)
        #expect(throws: DocumentError.self) { try ScreenDocument(source: DocumentSource(readingDescriptor: handle.fileDescriptor, path: "big.xml")) }
        try handle.close()
    }

    @Test("§6 A secure field's text in clear never leaves the process: not in speech, an import, JSON or a message")
    func secureText() throws {
        let xml = appium(appiumElement("SecureTextField", #"label="Password" value="hunter2" accessible="true""#))
        let document = try capture(xml)
        let lines = SpeechGenerator(voice: try .builtIn(.en)).render(document.screen).map(\.text)
        #expect(lines == ["Password: 7 characters. Secure Text Field. Double tap to edit."])
        #expect(!document.yamlText().contains("hunter2") && !document.jsonText().contains("hunter2"))
        #expect(!"\(document)".contains("hunter2"))
        let session = ScreenReader.session(on: document.screen, running: [.activate, .type("x")], voice: try .builtIn(.en))
        #expect(!session.transcript.contains("hunter2"))
        let described = #"[{"element": {"_0": {"label": "Password", "value": "hunter2", "traits": ["textEntry", "secureTextField"], "description": "Password: hunter2. Secure Text Field."}, "traversalIndex": 0}}]"#
        #expect(try capture(described).capturedDescriptions.allSatisfy { !($0.text ?? "").contains("hunter2") })
        let dump = "SecureTextField, 0x1, {{0.0, 0.0}, {200.0, 44.0}}, label: 'Password', value: hunter2"
        #expect(!(try capture(dump).yamlText().contains("hunter2")))
    }
}

/// A file handle over bytes, through a pipe.
enum FileHandleFixture {
    static func handle(for data: Data) throws -> FileHandle {
        let url = TemporaryRoot.url.appendingPathComponent("speakable-\(UUID().uuidString)")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try FileHandle(forReadingFrom: url)
    }
}

/// The importers issue: a fuzz over the capture readers (mutated captures of all four formats,
/// each holding a secure field's text) finds no crash, hang or leak of secure text.
@Suite("Captures: fuzz")
struct CaptureFuzzTests {
    @Test("10,000 mutated captures: no crash, no hang, no secure text in any output")
    func tenThousand() {
        // Every case, however busy the machine (no time budget to run out: issue 31, S18).
        let run = FuzzRun.runCaptures(seed: 1, count: 10_000, budget: 86_400, hangLimit: 60)
        #expect(run.cases == 10_000)
        #expect(run.problems.isEmpty, "\(run.problems.prefix(5))")
        // Some mutations still read: the checks ran on real screens, not only on errors.
        #expect(run.parsed > 1_000)
    }
}
