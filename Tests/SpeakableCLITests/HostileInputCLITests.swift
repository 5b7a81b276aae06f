import Foundation
import Testing
import TestTemporaryFiles

/// Issue 14: inputs found by attacking the release binary, each kept as a test of the CLI.
@Suite("CLI: hostile input")
struct HostileInputCLITests {
    private static func folder() throws -> URL {
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("Terminal escapes in typed text are shown, never sent: navigate, test's golden and its diff")
    func terminalEscapes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("escape.yaml")
        try Data("elements: [textField: Name]\ncommands: [activate, \"type a\\e]0;PWN\\a\\e[2Jb\"]\n".utf8).write(to: document)
        let navigate = try Speakable.run("navigate", document.path)
        #expect(!navigate.stdout.unicodeScalars.contains("\u{1B}") && !navigate.stdout.unicodeScalars.contains("\u{7}"))
        #expect(navigate.stdout.contains("> type a\\e]0;PWN\\a\\e[2Jb\n"))
        _ = try Speakable.run("test", folder.path, "--record", "all")
        let golden = try String(contentsOf: folder.appendingPathComponent("escape.speech.txt"), encoding: .utf8)
        #expect(!golden.unicodeScalars.contains("\u{1B}"))
        try Data("\u{1B}[2J\u{7}\n".utf8).write(to: folder.appendingPathComponent("escape.speech.txt"))
        let diff = try Speakable.run(["test", folder.path], environment: ["CI": "true"])
        #expect(diff.status == 1 && !diff.stdout.unicodeScalars.contains("\u{1B}") && diff.stdout.contains("\\e[2J\\a"))
        let unknown = try Speakable.run("navigate", document.path, "--commands", "nxt\u{1B}[2J")
        #expect(unknown.status == 64 && !unknown.stderr.unicodeScalars.contains("\u{1B}"))
    }

    @Test("a.yaml, a.json and a.yml would share a golden: an error naming them, nothing recorded")
    func sharedGoldens() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a.yaml", "a.json", "a.yml"] {
            try Data("elements: [button: OK]\n".utf8).write(to: folder.appendingPathComponent(name))
        }
        let result = try Speakable.run("test", folder.path, "--record", "all")
        #expect(result.status == 64 && result.stderr.contains("a.json and") && result.stderr.contains("would share the golden"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.speech.txt").path))
    }

    @Test("Recording keeps a golden's permissions and writes through a symbolic link")
    func goldenPermissionsAndLinks() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("elements: [button: OK]\n".utf8).write(to: folder.appendingPathComponent("a.yaml"))
        let target = folder.appendingPathComponent("kept.txt")
        try Data("old\n".utf8).write(to: target)
        chmod(target.path, 0o640)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("a.speech.txt").path, withDestinationPath: "kept.txt")
        _ = try Speakable.run("test", folder.path, "--record", "failed")
        let link = folder.appendingPathComponent("a.speech.txt").path
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "kept.txt")
        #expect(try String(contentsOf: target, encoding: .utf8) == "OK. Button.\n")
        var status = stat()
        #expect(stat(target.path, &status) == 0 && status.st_mode & 0o777 == 0o640)
    }

    @Test("A FIFO named *.yaml is skipped with a warning, never opened")
    func fifo() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("elements: [button: OK]\n".utf8).write(to: folder.appendingPathComponent("a.yaml"))
        try Data("OK. Button.\n".utf8).write(to: folder.appendingPathComponent("a.speech.txt"))
        #expect(mkfifo(folder.appendingPathComponent("b.yaml").path, 0o600) == 0)
        let result = try Speakable.run("test", folder.path)
        #expect(result.status == 0 && result.stderr.contains("b.yaml: skipped, not a regular file"))
        #expect(result.stdoutLines.last == "1 passed, 0 failed")
    }

    @Test("A stepper value of 1e-9223372036854775808 is one clear error, in a document, an option or plain mode")
    func hugeExponent() throws {
        let document = try Speakable.run("render", "-", stdin: "elements: [stepper: {value: 1e-9223372036854775808}]")
        #expect(document.status == 65 && document.stderr.hasPrefix("<stdin>:1:29: error: elements[0].stepper.value:"))
        #expect(try Speakable.run("stepper", "--label", "X", "--value", "1e-9223372036854775808", "--plain").status == 64)
        let plain = try Speakable.run("stepper", "--label", "X", "--plain", stdin: "1e-9223372036854775808\n5\n")
        #expect(plain.status == 0 && plain.stdout == "5\n")
    }

    @Test("A huge document to speak is one clear error naming it, exit 65, in bounded memory")
    func hugeSpeech() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("big.yaml")
        let line = "  - text: \"" + String(repeating: "word ", count: 60) + "\"\n"
        try Data(("elements:\n" + String(repeating: line, count: 3_000)).utf8).write(to: document)
        let result = try Speakable.run("speak", document.path, "--wav", folder.appendingPathComponent("big.wav").path)
        #expect(result.status == 65)
        #expect(result.stderr == "speakable: error: \(document.path): the text has 900000 characters; the limit is 200000\n")
    }

    @Test("A long TMPDIR never sends libespeak-ng to $HOME: speech works, from a short folder")
    func longTemporaryFolder() throws {
        let long = TemporaryRoot.url.appendingPathComponent(String(repeating: "x", count: 150))
        try FileManager.default.createDirectory(at: long, withIntermediateDirectories: true)
        let home = try Self.folder()
        defer { try? FileManager.default.removeItem(at: long); try? FileManager.default.removeItem(at: home) }
        let wav = home.appendingPathComponent("out.wav")
        let result = try Speakable.run(["say", "Done.", "--wav", wav.path], environment: ["TMPDIR": long.path, "HOME": home.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: wav).count > 10_000)
    }
}
