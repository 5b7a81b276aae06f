import Foundation
import Speakable
import SpeakableAudit
import SpeakableDocuments
import SpeakableReport

/// File names of the classes that broke the outputs naming files (issue 31, S11, S8, S12): a `:`
/// that makes a URI scheme (`javascript:`), a line feed that breaks a line of text, bidi
/// overrides and isolates, bytes that are not UTF-8, `%`, `?`, `#`, spaces, `..`, names of many
/// scripts, and long ones. Each name is checked where the outputs write it, in process: a SARIF
/// URI is a relative reference without a scheme that decodes back to the path, a text report
/// has one line per finding, an error naming the file is one line, a report page's name is a
/// single path component a file system takes.
///
/// ```swift
/// HostileFileName(seed: 3).name   // e.g. "javascript:\u{202E}a\nb.yaml"
/// let problems = HostileFileName.check(seed: 1, count: 1_000)
/// ```
public struct HostileFileName: Sendable {
    /// The name's bytes, as a file system would hold them (maybe not UTF-8).
    public let bytes: [UInt8]

    /// The name as a `String`: bytes that are not UTF-8 become U+FFFD, as Swift reads them.
    public var name: String { String(decoding: bytes, as: UTF8.self) }

    static let pieces: [[UInt8]] = [
        "javascript:", "alert(1)", "data:", "C:", ":", "\n", "\r\n", "\t", " ", "%41", "%", "?", "#", "..", ".", "~",
        "\u{202E}", "\u{202D}", "\u{2066}", "\u{2067}", "\u{2069}", "\u{200F}", "\u{1B}[2J", "\u{7}", "\u{7F}", "\u{85}",
        "Настройки", "设置", "सेटिंग", "حذف", "e\u{301}", "🗑️", "Login", "LOGIN", "screen-2", "&<>\"'",
    ].map { Array($0.utf8) } + [[0xE9], [0xFF, 0xFE], [0xC3], [0xED, 0xA0, 0x80], [0x80]]

    /// The name made from a seed: one to eight pieces, sometimes many times over, with an
    /// extension a document has.
    public init(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let piece = Self.pieces.randomElement(using: &random)!
            bytes += Int.random(in: 0..<10, using: &random) == 0 ? Array([[UInt8]](repeating: piece, count: 60).joined()) : piece
        }
        self.bytes = bytes + Array([".yaml", ".json", ".yml", ""].randomElement(using: &random)!.utf8)
    }

    /// Runs `count` names from `seed` through every check; each problem is a line naming the
    /// seed.
    public static func check(seed: UInt64, count: Int) -> [String] {
        let finding = AuditFinding(rule: "no-description", category: .sufficientElementDescription, severity: .warning, message: "An element has no description",
                                   description: "Button.", line: 2, column: 5)
        var problems: [String] = []
        for offset in 0..<UInt64(count) {
            let name = HostileFileName(seed: seed &+ offset).name
            problems += problemsOf(name, finding: finding).map { "names: seed \(seed &+ offset): \($0)" }
        }
        return problems
    }

    /// What is wrong with how the outputs write `name` (in a folder `suite/`).
    static func problemsOf(_ name: String, finding: AuditFinding) -> [String] {
        var problems: [String] = []
        let path = "suite/" + name
        let report = AuditReport(files: [.init(path: path, findings: [finding])])
        // SARIF: parses, and its URI is a relative reference that decodes to the path.
        let sarif = report.sarif(version: "0", root: FileManager.default.currentDirectoryPath)
        if let log = try? JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any],
           let run = (log["runs"] as? [[String: Any]])?.first,
           let result = (run["results"] as? [[String: Any]])?.first,
           let location = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any],
           let uri = location["uri"] as? String {
            if uri.contains(where: { !$0.isASCII || $0.isWhitespace || $0 == "?" || $0 == "#" }) { problems.append("SARIF URI not encoded: \(uri.debugDescription)") }
            if let first = uri.split(separator: "/").first, first.contains(":") { problems.append("SARIF URI with a scheme: \(uri.debugDescription)") }
            if URLComponents(string: uri)?.scheme != nil { problems.append("SARIF URI read with a scheme: \(uri.debugDescription)") }
            let expected = SARIFPath.normalized(path)
            if uri.removingPercentEncoding != expected { problems.append("SARIF URI \(uri.debugDescription) is not \(expected.debugDescription)") }
        } else {
            problems.append("SARIF does not parse or has no URI")
        }
        // Text: the finding, its description and the summary: three lines, whatever the name.
        let lines = report.text().split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        if lines.count != 3 { problems.append("text report has \(lines.count) lines, not 3") }
        if report.text().unicodeScalars.contains(where: { (0x202A...0x202E).contains($0.value) || $0 == "\u{1B}" }) {
            problems.append("text report holds a raw bidi override or ESC")
        }
        // An error naming the file: one line.
        do {
            _ = try ScreenDocument(yaml: "elements: [buton: x]\n", path: path)
            problems.append("a misspelt kind was read")
        } catch {
            let message = "\(error)"
            if message.contains("\n") || message.contains("\r") { problems.append("an error naming the file is not one line: \(message.debugDescription)") }
        }
        // A report page's name: one component, a name a file system takes, no control or bidi character.
        let page = ReportPageNames.names(for: [path])[0]
        if page.contains("/") || page.utf8.count > 255 || page.hasPrefix(".") { problems.append("page name \(page.debugDescription)") }
        if page.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) {
            problems.append("page name holds a control or format character: \(page.debugDescription)")
        }
        return problems
    }
}

/// A relative path as the SARIF oracle expects it back: `.` segments dropped, `..` applied.
enum SARIFPath {
    static func normalized(_ path: String) -> String {
        var segments: [Substring] = []
        for segment in path.split(separator: "/") {
            switch segment {
            case ".": continue
            case "..": if segments.isEmpty { segments.append(segment) } else { segments.removeLast() }
            default: segments.append(segment)
            }
        }
        return segments.joined(separator: "/")
    }
}
