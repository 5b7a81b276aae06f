import Foundation
import Testing

/// Bad input: one clear error, a non-zero exit below 128, no crash.
@Suite("CLI: errors and exit codes")
struct ErrorExitTests {
    static let malformed: [String] = [
        "elements:\n  - buton: Save",
        "present:\n  - alert: {tittle: x}",
        "elements: [stepper: {min: 5, max: 1}]",
        "locale: fr",
        "elements: [button: [Save",
        "width: regular\npresent: [actionSheet: {title: Share}]",
        "elements: [button: {label: A, id: a}]\npresent: [popover: {source: a}, popover: {source: a}]",
        "commands: [jump]",
        "\u{7}\u{0}",
        "",
        String(repeating: "[", count: 5000),
    ]

    @Test("Each malformed document gets one error line naming its place, exit 65", arguments: malformed.indices)
    func malformedDocument(index: Int) throws {
        let path = try Speakable.temporaryDocument(Self.malformed[index])
        let result = try Speakable.run("render", path)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix(path + ":") == true)
        #expect(lines.first?.range(of: #"^[^:]+:\d+:\d+: error: "#, options: .regularExpression) != nil, "\(result.stderr)")
    }

    @Test("A missing file exits 66")
    func missingFile() throws {
        let result = try Speakable.run("render", "Examples/no-such-file.yaml")
        #expect(result.status == 66)
        #expect(result.stderr == "Examples/no-such-file.yaml: error: no such file\n")
    }

    @Test("A usage error exits 64 and names the problem")
    func usage() throws {
        let result = try Speakable.run("render", "Examples/delete-file.yaml", "--format", "yaml")
        #expect(result.status == 64)
        #expect(result.stderr.contains("yaml"))
        #expect(try Speakable.run("render", "Examples/delete-file.yaml", "--locale", "fr").status == 64)
        #expect(try Speakable.run("frobnicate").status == 64)
    }

    @Test("--help on every command shows an example")
    func help() throws {
        for arguments in [["--help"], ["render", "--help"]] {
            let result = try Speakable.run(arguments)
            #expect(result.status == 0)
            #expect(result.stdout.contains("Example:") && result.stdout.contains("speakable render Examples/"))
        }
    }
}
