import Foundation
import Testing
import TestTemporaryFiles
import Speakable
@testable import SpeakableDocuments

/// Speed at scale (issue 13): a document is read as it streams, each element
/// decoded as libyaml reads it, and gives exactly what the careful reading gives; the careful
/// reading reports everything there is to report.
@Suite("Documents: read as they stream")
struct StreamingTests {
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples").standardized

    @Test("Every example reads the same streamed from its file as read carefully")
    func examples() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(files.count > 10)
        for file in files {
            let path = Self.examples.appendingPathComponent(file).path
            let streamed = try #require(ScreenDocument.streamed(bytes: Data(contentsOf: URL(fileURLWithPath: path)), path: path, locating: false), "\(file) was not streamed")
            let careful = try ScreenDocument(carefullyReading: String(contentsOfFile: path, encoding: .utf8), path: path)
            #expect(streamed.isSameReading(as: careful), "\(file)")
        }
    }

    @Test("Each element is handed over as it is read, before the rest of the document")
    func elementsBeforeTheEnd() {
        var seen = 0
        var yaml = "elements:\n  - button: A\n  - text: {label: B}\n  - heading: [unclosed\n"
        #expect(throws: YAMLSyntaxError.self) {
            try yaml.withUTF8 { bytes in _ = try YAMLComposer.streamingRoot(bytes) { _ in seen += 1 } }
        }
        #expect(seen == 2)
    }

    @Test("An error is the careful reading's: a secret given after it is never quoted")
    func errorsFromTheCarefulReading() {
        let message = error(of: "elements: [button: {label: hunter2, bogus: 1}, secureTextField: {label: PIN, text: hunter2}]")
        #expect(message.contains("unknown key 'bogus'") && !message.contains("hunter2"))
        #expect(message.contains("test.yaml:1:"))
    }

    @Test("A document that warns streams and warns as the careful reading does; with NEL, LS or PS it is read carefully")
    func warnings() throws {
        let yaml = "elements: [button: Save, secureTextField: {label: PIN, text: delete}]\nundo: {levels: 1, undo: [delete the file.]}\n"
        let streamed = try #require(ScreenDocument.streamed(text: yaml, path: "w.yaml"))
        let careful = try ScreenDocument(carefullyReading: yaml, path: "w.yaml")
        #expect(streamed.warnings.count == 2 && streamed.isSameReading(as: careful))
        #expect(streamed.warnings.allSatisfy { !$0.description.contains("delete") }, "a secret in a warning")
        let nel = "elements: [text: \"a\u{85}b\"]\nundo: {levels: 1, undo: [delete the file.]}\n"
        #expect(ScreenDocument.streamed(text: nel, path: "w.yaml") == nil)
        #expect(try ScreenDocument(yaml: nel, path: "w.yaml").warnings == ScreenDocument(carefullyReading: nel, path: "w.yaml").warnings)
    }

    @Test("What is not a screen document (a capture, a list) is left to the careful reading")
    func notADocument() {
        #expect(ScreenDocument.streamed(text: "[{\"AXLabel\": \"OK\", \"type\": \"Button\"}]", path: "c.json") == nil)
        #expect(ScreenDocument.streamed(text: "{\"element\": {\"_0\": {}}}", path: "c.json") == nil)
        #expect(ScreenDocument.streamed(text: "", path: "empty.yaml") == nil)
    }

    @Test("A file over the size limit is refused as when it is read whole")
    func sizeLimit() throws {
        let url = TemporaryRoot.url.appendingPathComponent("speakable-large-\(UUID()).yaml")
        defer { try? FileManager.default.removeItem(at: url) }
        var text = "elements:\n"
        let line = "  - button: Save the document to the place it came from\n"
        text += String(repeating: line, count: ScreenDocument.byteLimit / line.utf8.count + 1)
        try text.write(to: url, atomically: false, encoding: .utf8)
        #expect { try ScreenDocument(contentsOfFile: url.path) } throws: { "\($0)".contains("larger than 8 MiB") }
    }

    @Test("A byte-order mark, JSON, aliases and groups stream too")
    func variants() throws {
        for yaml in ["\u{FEFF}elements: [button: OK]\n",
                     "{\"elements\": [{\"button\": \"OK\"}, {\"switch\": {\"label\": \"Wi-Fi\", \"on\": true}}]}",
                     "elements:\n  - &b button: {label: Save, hint: Saves.}\n  - button: Cancel\ncommands: [next, next]\n",
                     "elements:\n  - group: {label: G, children: [button: A, secureTextField: {label: P, text: s3cret}]}\n"] {
            let streamed = try #require(ScreenDocument.streamed(text: yaml, path: "v.yaml"), "\(yaml)")
            #expect(streamed.isSameReading(as: try ScreenDocument(carefullyReading: yaml, path: "v.yaml")), "\(yaml)")
        }
    }

    @Test("A control is at most 32 bytes: a screen of 100,000 fits in a few megabytes")
    func controlSize() {
        #expect(MemoryLayout<Control>.stride <= 32)
        #expect(MemoryLayout<ControlAttributes>.size <= 15)
    }

    @Test("A control's line and column are kept however far they are: past 65,535 columns (a long one-line document) too")
    func controlPlaceKeptWhereverItFits() {
        for (line, column) in [(3, 5), (1, 65_535), (1, 70_000), (5_000_000_000, 2), (0, 4)] {
            var attributes = ControlAttributes(hint: "Saves.")
            attributes.locate(line: line, column: column)
            #expect(attributes.sourceLine == line && attributes.sourceColumn == column, "\(line):\(column)")
            #expect(attributes.details.sourceLine == line && attributes.details.sourceColumn == column, "\(line):\(column)")
            let element = Button("Save", attributes: attributes).control.accessibilityElement()
            #expect(element.sourceLine == line && element.sourceColumn == column, "\(line):\(column)")
            #expect(element.details.sourceLine == line && element.hint == "Saves.", "\(line):\(column)")
            #expect(attributes.isEnabled && !attributes.isSelected)
            // Moved back in place, the box keeps no stale place.
            attributes.locate(line: 7, column: 8)
            #expect(attributes.details.sourceLine == 7 && attributes.details.sourceColumn == 8 && attributes.hint == "Saves.")
            var copy = ControlAttributes(hint: "Saves.")
            copy.locate(line: 7, column: 8)
            #expect(copy == attributes)
        }
    }
}
