import Foundation
import Testing
import TestTemporaryFiles

/// `speakable test`, run as a process on suites made for each test.
@Suite("CLI: test")
struct TestCommandTests {
    /// A folder with three documents and no goldens.
    static func newSuite() throws -> String {
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-suite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("nested"), withIntermediateDirectories: true)
        try "elements: [button: Save, button: Cancel]\ncommands: [next, next]\n".write(to: folder.appendingPathComponent("a.yaml"), atomically: false, encoding: .utf8)
        try "present: [alert: {title: Quit?, buttons: [Quit]}]\ncommands: [next, activate]\n".write(to: folder.appendingPathComponent("b.yaml"), atomically: false, encoding: .utf8)
        try #"{"locale": "ru", "elements": [{"button": "Сохранить"}]}"#.write(to: folder.appendingPathComponent("nested/c.json"), atomically: false, encoding: .utf8)
        return folder.path
    }

    static let clean = ["CI": "", "SPEAKABLE_RECORD": ""]

    @Test("A new suite records under the default mode, then passes unchanged")
    func recordThenPass() throws {
        let suite = try Self.newSuite()
        let first = try Speakable.run(["test", suite], environment: Self.clean)
        #expect(first.status == 1)
        #expect(first.stdoutLines.filter { $0.hasPrefix("RECORDED ") }.count == 3)
        #expect(first.stdoutLines.last == "0 passed, 3 failed")
        // The whole screen, then the script's session (issue 35).
        #expect(try String(contentsOfFile: suite + "/a.speech.txt", encoding: .utf8)
                == "Save. Button.\nCancel. Button.\n\nSave. Button.\n> next\nCancel. Button.\n> next\n[sound: boundary]\n")
        #expect(FileManager.default.fileExists(atPath: suite + "/nested/c.speech.txt"))
        let second = try Speakable.run(["test", suite], environment: Self.clean)
        #expect(second.status == 0 && second.stdout == "3 passed, 0 failed\n")
    }

    @Test("Under CI=true a missing golden fails and nothing is written")
    func ciNeverWrites() throws {
        let suite = try Self.newSuite()
        let result = try Speakable.run(["test", suite], environment: ["CI": "true"])
        #expect(result.status == 1 && result.stdoutLines.last == "0 passed, 3 failed")
        let written = try FileManager.default.subpathsOfDirectory(atPath: suite).filter { $0.hasSuffix(".txt") }
        #expect(written.isEmpty)
    }

    @Test("An edited golden shows a unified diff headed by the document, and 2 passed, 1 failed")
    func editedGolden() throws {
        let suite = try Self.newSuite()
        _ = try Speakable.run(["test", suite], environment: Self.clean)
        let golden = suite + "/a.speech.txt"
        try "Save. Button.\nCancel. Button.\n\nSave. Button.\n> next\nKeep. Button.\n> next\n[sound: boundary]\n".write(toFile: golden, atomically: false, encoding: .utf8)
        let result = try Speakable.run(["test", suite], environment: ["CI": "true"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL \(suite)/a.yaml (VoiceOver): differs from \(golden)\n--- \(golden)\n+++ \(suite)/a.yaml\n@@ -3,6 +3,6 @@\n \n Save. Button.\n > next\n-Keep. Button.\n+Cancel. Button."), "\(result.stdout)")
        #expect(result.stdoutLines.last == "2 passed, 1 failed")
        // A failing check never rewrites the golden unless asked.
        #expect(try String(contentsOfFile: golden, encoding: .utf8).contains("Keep"))
        let rerecord = try Speakable.run(["test", suite, "--record", "failed"], environment: Self.clean)
        #expect(rerecord.stdoutLines.last == "2 passed, 1 failed")
        #expect(try Speakable.run(["test", suite], environment: ["CI": "true"]).status == 0)
    }

    @Test("SPEAKABLE_RECORD chooses the mode; --record wins over it")
    func environmentMode() throws {
        let suite = try Self.newSuite()
        #expect(try Speakable.run(["test", suite], environment: ["CI": "", "SPEAKABLE_RECORD": "never"]).stdout.contains("no golden"))
        #expect(try Speakable.run(["test", suite, "--record", "missing"], environment: ["CI": "true", "SPEAKABLE_RECORD": "never"]).stdout.contains("RECORDED"))
    }

    @Test("Recording leaves no partial files behind")
    func atomic() throws {
        let suite = try Self.newSuite()
        _ = try Speakable.run(["test", suite, "--record", "all"], environment: Self.clean)
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: suite).filter { $0.contains(".partial") }
        #expect(leftovers.isEmpty)
    }

    @Test("--format junit writes JUnit XML on standard output")
    func junit() throws {
        let suite = try Self.newSuite()
        let result = try Speakable.run(["test", suite, "--format", "junit"], environment: ["CI": "true"])
        #expect(result.stdout.hasPrefix("<?xml") && result.stdout.contains(#"<testsuites tests="3" failures="3">"#))
        #expect(result.stdout.contains("<testcase classname=\"speakable\" name=\"\(suite)/a.yaml\">"))
        #expect(result.stderr.hasSuffix("0 passed, 3 failed\n"))
    }

    @Test("--shard K/N checks one slice; the slices cover the suite")
    func shards() throws {
        let suite = try Self.newSuite()
        _ = try Speakable.run(["test", suite], environment: Self.clean)
        let counts = try (1...2).map { try Speakable.run(["test", suite, "--shard", "\($0)/2"], environment: ["CI": "true"]).stdoutLines.last }
        #expect(counts == ["2 passed, 0 failed", "1 passed, 0 failed"])
        #expect(try Speakable.run(["test", suite, "--shard", "3/2"]).status == 64)
    }

    @Test("Pronunciation goldens carry the espeak-ng version; another version is a notice, not a failure")
    func phonemes() throws {
        let suite = try Self.newSuite()
        _ = try Speakable.run(["test", suite, "--phonemes"], environment: Self.clean)
        let golden = suite + "/a.phonemes.txt"
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        #expect(text.hasPrefix("# espeak-ng 1.") && text.contains("sˈeɪv"))
        #expect(try Speakable.run(["test", suite, "--phonemes"], environment: ["CI": "true"]).stdoutLines.last == "3 passed, 0 failed")
        try text.replacingOccurrences(of: "# espeak-ng 1.", with: "# espeak-ng 9.").write(toFile: golden, atomically: false, encoding: .utf8)
        let other = try Speakable.run(["test", suite, "--phonemes"], environment: ["CI": "true"])
        #expect(other.status == 0 && other.stdout.contains("NOTICE \(golden) was recorded with espeak-ng 9."))
    }

    @Test("The examples' goldens match")
    func examples() throws {
        let result = try Speakable.run(["test", "Examples", "--phonemes"], environment: ["CI": "true"])
        #expect(result.status == 0, "\(result.stdout)")
        let documents = try FileManager.default.contentsOfDirectory(atPath: "Examples")
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.count
        #expect(documents >= 18)
        #expect(result.stdoutLines.last == "\(documents) passed, 0 failed")
    }

    @Test("A path that does not exist is an error")
    func missingPath() throws {
        let result = try Speakable.run(["test", "/nonexistent/suite"])
        #expect(result.status == 66 && result.stderr.contains("no such file or folder"))
    }
}

/// `test --phonemes` with a pool of worker processes (one speech engine each).
@Suite("CLI: test --phonemes in worker processes")
struct PhonemeWorkerTests {
    @Test("Two workers check every pronunciation golden: the examples pass, a changed golden fails with its diff")
    func workers() throws {
        let passing = try Speakable.run(["test", "Examples", "--phonemes", "--jobs", "2"], environment: ["CI": "true"])
        #expect(passing.status == 0, "\(passing.stdout)")
        #expect(passing.stdoutLines.last == "\(Speakable.examples.count) passed, 0 failed")
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-phonemes-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Speakable.packageRoot.appendingPathComponent("Examples"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("login.phonemes.txt")
        var lines = try String(contentsOf: golden, encoding: .utf8).components(separatedBy: "\n")
        lines[1] = "changed line"
        try lines.joined(separator: "\n").write(to: golden, atomically: false, encoding: .utf8)
        let failing = try Speakable.run(["test", folder.path, "--phonemes", "--jobs", "2"], environment: ["CI": "true"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("-changed line"))
        #expect(failing.stdoutLines.last == "\(Speakable.examples.count - 1) passed, 1 failed")
    }
}

@Suite("CLI: goldens compared as bytes")
struct GoldenBytesTests {
    @Test("A golden that differs only in Unicode composition (é as e + U+0301) fails")
    func composition() throws {
        let document = try Speakable.temporaryDocument("elements: [button: \"Caf\u{E9}\"]\n", name: "cafe.yaml")
        let golden = (document as NSString).deletingPathExtension + ".speech.txt"
        try Data("Cafe\u{301}. Button.\n".utf8).write(to: URL(fileURLWithPath: golden))
        let result = try Speakable.run(["test", document], environment: ["CI": "true"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL"))
        try Data("Caf\u{E9}. Button.\n".utf8).write(to: URL(fileURLWithPath: golden))
        #expect(try Speakable.run(["test", document], environment: ["CI": "true"]).status == 0)
    }
}
