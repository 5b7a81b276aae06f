import Foundation
import Testing
import TestTemporaryFiles
import Speakable
@testable import SpeakableDocuments

/// Documents spec, rules: every mistake is one clear error naming the file, line, column and key.
@Suite("Documents: errors")
struct DocumentErrorTests {
    @Test("An unknown key names its place and suggests the right one")
    func unknownKey() {
        #expect(error(of: """
            present:
              - alert:
                  tittle: Delete?
            """) == "test.yaml:3:7: error: present[0].alert.tittle: unknown key 'tittle' in an alert (did you mean 'title'?); expected one of: title, message, style, cancel, buttons, textFields")
    }

    @Test("An unknown top-level key")
    func unknownTopKey() {
        #expect(error(of: "element: []").hasPrefix("test.yaml:1:1: error: element: unknown key 'element' in a screen document (did you mean 'elements'?)"))
    }

    @Test("An unknown element kind suggests the right one")
    func unknownKind() {
        #expect(error(of: "elements:\n  - buton: Save").hasPrefix("test.yaml:2:5: error: elements[0].buton: unknown element kind 'buton' (did you mean 'button'?)"))
    }

    @Test("A wrong type says what was expected")
    func wrongType() {
        #expect(error(of: "elements: [button: {label: [a, b]}]") == "test.yaml:1:28: error: elements[0].button.label: expected a string, got a list")
        #expect(error(of: "elements: {button: Save}") == "test.yaml:1:11: error: elements: expected a list, got a mapping")
        #expect(error(of: "elements: [button: {label: OK, enabled: yes}]").contains("elements[0].button.enabled: expected true or false, got 'yes'"))
    }

    @Test("An unknown value suggests the right one")
    func unknownValue() {
        #expect(error(of: "locale: zh").contains("locale: unknown value 'zh' (did you mean 'zh-Hans'?); expected one of en, ru, zh-Hans"))
        #expect(error(of: "present: [alert: {style: plainText}]").contains("(did you mean 'plainTextInput'?)"))
        #expect(error(of: "width: Regular").contains("(did you mean 'regular'?)"))
        #expect(error(of: "elements: [element: {traits: [header, disabled]}]").contains("elements[0].element.traits[1]: unknown trait 'disabled'"))
    }

    @Test("Impossible stepper values name the key")
    func stepperValues() {
        #expect(error(of: "elements: [stepper: {min: 5, max: 5}]") == "test.yaml:1:27: error: elements[0].stepper.min: min must be less than max (5 is not less than 5)")
        #expect(error(of: "elements: [stepper: {step: 0}]").contains("elements[0].stepper.step: step must be greater than 0"))
        #expect(error(of: "elements: [stepper: {step: .nan}]").contains("elements[0].stepper.step: expected a finite number, got '.nan'"))
        #expect(error(of: "elements: [stepper: {value: 200}]").contains("elements[0].stepper.value: value must be within min...max (0...100), got 200"))
        #expect(error(of: "elements: [stepper: {value: \"3\"}]").contains("expected a number, got a quoted string"))
    }

    @Test("A source that names no element")
    func unknownSource() {
        #expect(error(of: "present:\n  - popover: {source: nowhere}") == "test.yaml:2:5: error: present[0]: popover from 'nowhere' names source 'nowhere', but no element has that identifier")
    }

    @Test("A second popover names both")
    func secondPopover() {
        #expect(error(of: """
            width: regular
            elements: [button: {label: A, id: a}]
            present:
              - popover: {source: a}
              - actionSheet: {title: Share, source: a}
            """) == "test.yaml:5:5: error: present[1]: action sheet 'Share' cannot be presented while popover from 'a' is shown: only one popover at a time")
    }

    @Test("A non-alert on top of a popover")
    func overPopover() {
        #expect(error(of: """
            elements: [button: {label: A, id: a}]
            present: [popover: {source: a}, actionSheet: {title: More}]
            """).contains("action sheet 'More' cannot be presented over popover from 'a': only an alert can be"))
    }

    @Test("A regular-width action sheet without a source")
    func missingSource() {
        #expect(error(of: "width: regular\npresent: [actionSheet: {title: Share}]").contains("needs a source"))
    }

    @Test("More text fields than the style has")
    func tooManyTextFields() {
        #expect(error(of: "present: [alert: {style: plainTextInput, textFields: [a, b]}]").contains("present[0].alert.textFields[1]: style plainTextInput has 1 text field"))
    }

    @Test("A key given twice")
    func duplicateKey() {
        #expect(error(of: "locale: en\nlocale: ru") == "test.yaml:1:1: error: the mapping here gives 'locale' more than once; each key may appear once")
    }

    @Test("An identifier used twice")
    func duplicateIdentifier() {
        #expect(error(of: "elements: [button: {label: A, id: x}, button: {label: B, id: x}]").contains("identifier 'x' is already used"))
    }

    @Test("An unknown command suggests the right one, a bad type says how")
    func commands() {
        #expect(error(of: "commands: [nxt]") == "test.yaml:1:12: error: commands[0]: unknown command 'nxt' (did you mean 'next'?); expected one of: next, previous, first, last, activate, escape, increment, decrement, type, shake, action, rotor, down, up, touch, read all, read from top")
        #expect(error(of: "commands: [type]").contains("'type' needs the text"))
        #expect(error(of: "commands: [next 2]").contains("'next' takes no argument"))
    }

    @Test("Undo stacks longer than the levels")
    func undoLevels() {
        #expect(error(of: "undo: {levels: 1, undo: [A, B]}").contains("undo.undo: 2 undo actions cannot be kept with levels 1"))
        #expect(error(of: "undo: {levels: -1}").contains("undo.levels: expected a whole number of at least 0, got '-1'"))
    }

    @Test("YAML syntax errors give the line and column")
    func syntax() {
        let message = error(of: "elements:\n  - button: [Save\n")
        #expect(message.hasPrefix("test.yaml:3:1: error: YAML syntax:"))
    }

    @Test("An empty document, a scalar document and several documents are errors")
    func rootShape() {
        #expect(error(of: "").contains("the document is empty"))
        #expect(error(of: "hello").contains("expected a screen document as a mapping, got a scalar"))
        #expect(error(of: "elements: []\n---\nelements: []\n").contains("YAML syntax"))
    }

    @Test("A secure field's text never appears in an error")
    func secretNotInErrors() {
        let documents = [
            "elements: [secureTextField: {text: hunter2, lable: x}]",
            "elements: [secureTextField: {text: [hunter2]}]",
            "elements:\n  - secureTextField: {text: hunter2\n",
            "elements: [secureTextField: {text: \"hunter2\", text: hunter2}]",
            "present: [alert: {style: secureTextInput, textFields: [hunter2, hunter2]}]",
            "commands: [\"typo hunter2\"]",
            "elements: [secureTextField: {text: {hunter2: hunter2}}]",
        ]
        for yaml in documents {
            let message = error(of: yaml)
            #expect(!message.isEmpty && !message.contains("hunter2"), "\(message)")
        }
    }

    @Test("Deep nesting fails cleanly")
    func deepNesting() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(error(of: "elements: " + deep).contains("error"))
        var groups = "elements: [button: x]"
        for _ in 0..<70 { groups = "elements: [group: {children: \(groups.dropFirst(10))}]" }
        #expect(error(of: groups).contains("groups nest more than 64 deep"))
    }

    @Test("Alias bombs fail cleanly")
    func aliasBomb() {
        // Ten groups of ten groups of … ten buttons, nine levels deep: 10⁹ buttons from 1 KB.
        var yaml = "elements:\n  - &a0 {group: {children: [" + Array(repeating: "button: x", count: 10).joined(separator: ", ") + "]}}\n"
        for level in 1...9 {
            yaml += "  - &a\(level) {group: {children: [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]}}\n"
        }
        let message = error(of: yaml)
        #expect(message.contains("too many values"), "\(message)")
    }

    @Test("A control character after accented text is placed by characters, from the source's one line index")
    func testLines_controlCharacterAfterAccentedTextIsPlacedByCharacters() {
        // libyaml gives the bad byte's offset; it was taken for a count of characters, so each
        // two-byte letter before it moved the column back one (issue 32, "lines from one
        // byte-offset index").
        for (text, path) in [("\u{E9}\u{E9}\u{E9}\u{E9}", "accented.yaml"), ("abcd", "plain.yaml")] {
            do { _ = try ScreenDocument(data: Data("elements:\n  - button: \"\(text) \u{1} ok\"\n".utf8), path: path) } catch {
                #expect("\(error)" == "\(path):2:19: error: YAML syntax: control characters are not allowed")
            }
        }
    }

    @Test("Lines and columns come from one byte-offset index: characters, not bytes, and only line feeds break lines")
    func testLines_oneByteOffsetIndexPlacesEveryOffset() {
        let lines = SourceLines("a\u{E9}b\nc\r\n\u{2028}d\n")
        #expect(lines.position(ofByteOffset: 0) == (1, 1))
        #expect(lines.position(ofByteOffset: 3) == (1, 3))   // after a, é (two bytes)
        #expect(lines.position(ofByteOffset: 5) == (2, 1))
        #expect(lines.position(ofByteOffset: 8) == (3, 1))
        #expect(lines.position(ofByteOffset: 11) == (3, 2))  // after LS (three bytes)
        #expect(lines.hasUnusualBreaks)
        // libyaml's fourth line starts after the LS, on the file's third.
        #expect(lines.filePosition(ofLibyaml: (line: 4, column: 2)) == (3, 3))
        #expect(!SourceLines("a\r\nb").hasUnusualBreaks)
        #expect(SourceLines("a\r\nb").filePosition(ofLibyaml: (line: 2, column: 1)) == (2, 1))
    }

    @Test("Invalid UTF-8 names its line and column")
    func invalidUTF8() {
        #expect(throws: DocumentError.self) { try ScreenDocument(data: Data("elements:\n  - button: ab".utf8) + Data([0xFF]), path: "bad.yaml") }
        do { _ = try ScreenDocument(data: Data("elements:\n  - button: ab".utf8) + Data([0xFF]), path: "bad.yaml") } catch {
            #expect("\(error)" == "bad.yaml:2:15: error: the document is not valid UTF-8")
        }
    }

    @Test("A missing file and a directory are unreadable")
    func unreadable() {
        for path in ["/nonexistent/screen.yaml", "/tmp"] {
            do { _ = try ScreenDocument(contentsOfFile: path); Issue.record("no error") } catch let error as DocumentError {
                #expect(error.kind == .unreadable && error.description.hasPrefix("\(path): error:"))
            } catch { Issue.record("\(error)") }
        }
    }

    @Test("A file over the size limit is refused without reading it all")
    func huge() throws {
        let path = TemporaryRoot.url.appendingPathComponent("speakable-huge-\(getpid()).yaml").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(ScreenDocument.byteLimit + 10))
        try handle.close()
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: DocumentError.self) { try ScreenDocument(contentsOfFile: path) }
    }
}
