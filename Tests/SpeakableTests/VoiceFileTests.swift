import Foundation
import Testing
@testable import Speakable

/// Phrasing spec §11: the voice files every spoken word comes from. They are read at every
/// start-up, as bytes; a line the byte reader cannot be sure of is read a character at a time,
/// so the entries and the errors are those of Swift's characters.
@Suite("§11 Voice files")
struct VoiceFileTests {
    @Test("§11 Entries: quoted values with escapes, bare numbers, comments, blank lines, other scripts")
    func entries() throws {
        let text = """
        # a comment
        trait.button = "Button"   # AS
          hint.double = "Double-tap to \\"open\\"."

        count.max = 12.5
        ru.word = "Кнопка"
        zh.word = "按钮"
        path.key-1 = "a\\\\b"
        """
        let entries = try VoiceFile.parse(text, named: "t.voice")
        #expect(entries == ["trait.button": "Button", "hint.double": "Double-tap to \"open\".", "count.max": "12.5",
                            "ru.word": "Кнопка", "zh.word": "按钮", "path.key-1": "a\\b"])
    }

    @Test("§11 A file saved with CRLF line ends reads as the same file with LF")
    func crlf() throws {
        let lf = "a = \"A\"\n\n# c\nb = 2\n"
        #expect(try VoiceFile.parse(lf.replacingOccurrences(of: "\n", with: "\r\n"), named: "t.voice") == VoiceFile.parse(lf, named: "t.voice"))
    }

    @Test("§11 Each malformed line is one error naming the file and line", arguments: [
        ("a = \"A\"\nb \"B\"", 2, "expected `key = \"value\"`"),
        ("a b = \"A\"", 1, "expected a key of letters, digits and dots"),
        ("a = \"A", 1, "the string has no closing quote"),
        ("a = \"A\" b", 1, "unexpected text after the value of 'a'"),
        ("a = \"A\"\na = \"B\"", 2, "'a' is given twice"),
        ("a = \"\\n\"", 1, "only \\\" and \\\\ may follow a backslash"),
        ("a = B", 1, "expected a quoted string or a number"),
    ])
    func errors(text: String, line: Int, reason: String) {
        #expect(throws: VoiceError(file: "t.voice", line: line, reason: reason)) { try VoiceFile.parse(text, named: "t.voice") }
    }

    @Test("§11 The byte reader gives what the character reader gives, where a mark joins a quote, a backslash or a #")
    func bytesAgreeWithCharacters() throws {
        let pieces = ["a = \"x\"", "\"", "\\", "#", " ", "=", "\u{301}", "\u{600}", "\u{200D}", "\u{903}", "Ж", "按", "1", ".", "b", "-"]
        // Every line of up to three pieces: each mark beside each delimiter, in either order.
        var lines = [""]
        for _ in 0..<3 { lines = lines + lines.flatMap { line in pieces.map { line + $0 } } }
        for line in Set(lines) where !line.isEmpty {
            let fast = Result { try VoiceFile.parse(line, named: "t.voice") }
            let careful = Result { try VoiceFile.parseCharacterwise(line, named: "t.voice") }
            #expect(describe(fast) == describe(careful), "\(line.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        for name in ["en", "ru", "zh-Hans"] {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Voices/\(name).voice")
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(try VoiceFile.parse(text, named: name) == VoiceFile.parseCharacterwise(text, named: name))
        }
    }

    private func describe(_ result: Result<[String: String], Error>) -> String {
        switch result {
        case let .success(entries): entries.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "|")
        case let .failure(error): "\(error)"
        }
    }
}
