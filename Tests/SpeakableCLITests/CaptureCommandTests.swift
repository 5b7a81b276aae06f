import Foundation
import Testing
import TestTemporaryFiles

/// Captures through the CLI: `import`, `render --compare`, `--input-format`, and `test` over a
/// folder of captures (imports spec; importers issue).
@Suite("CLI: captures")
struct CaptureCommandTests {
    static let appium = "Tests/Captures/appium/shirates-registration.xml"
    static let snapshot = "Tests/Captures/accessibility-snapshot/button-traits.json"

    @Test("import prints a document whose rendering is the capture's, for every fixture and both formats")
    func importRoundTrip() throws {
        let fixtures = try FileManager.default.subpathsOfDirectory(atPath: Speakable.packageRoot.appendingPathComponent("Tests/Captures").path)
            .filter { path in [".json", ".xml", ".txt"].contains { path.hasSuffix($0) } && !path.hasSuffix(".speech.txt") }
        #expect(fixtures.count >= 6)
        for fixture in fixtures.map({ "Tests/Captures/" + $0 }) {
            // Both are compared as VoiceOver speaks them: an Android capture imports for TalkBack and
            // its document says `reader: talkback` (TB1), so its default is TalkBack's.
            let rendered = try Speakable.run("render", fixture, "--reader", "voiceover")
            #expect(rendered.status == 0, "\(fixture): \(rendered.stderr)")
            for format in ["yaml", "json"] {
                let imported = try Speakable.run("import", fixture, "--format", format)
                #expect(imported.status == 0, "\(fixture): \(imported.stderr)")
                let path = try Speakable.temporaryDocument(imported.stdout, name: "imported.\(format)")
                #expect(try Speakable.run("render", path, "--reader", "voiceover").stdout == rendered.stdout, "\(fixture) as \(format)")
            }
        }
    }

    @Test("import -o writes the file, and will not replace one that exists without --force")
    func importOutput() throws {
        let target = try Speakable.temporaryDocument("mine\n", name: "screen.yaml")
        let refused = try Speakable.run("import", Self.appium, "-o", target)
        #expect(refused.status == 73 && refused.stderr.contains("exists; give --force"))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine\n")
        let forced = try Speakable.run("import", Self.appium, "-o", target, "--force")
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("# Imported by `speakable import` from \(Self.appium) (Appium page source), with VoiceOver's stops.\nlocale: en\nsize: [375, 667]\nelements:\n  - backButton: {frame: [8, 20, 39, 44]}\n"))
    }

    @Test("render --compare agrees with AccessibilitySnapshot's descriptions, and exits 1 on a difference")
    func compare() throws {
        let same = try Speakable.run("render", Self.snapshot, "--compare")
        #expect(same.status == 0 && same.stdout == "\(Self.snapshot): all 9 stops match the capture's descriptions\n")
        let text = try String(contentsOfFile: Speakable.packageRoot.appendingPathComponent(Self.snapshot).path, encoding: .utf8)
        let changed = try Speakable.temporaryDocument(text.replacingOccurrences(of: "\"02. Button.\"", with: "\"02. Link.\""), name: "c.json")
        let differs = try Speakable.run("render", changed, "--compare")
        #expect(differs.status == 1)
        #expect(differs.stdout == "\(changed):4: stop 1: speakable '02. Button.', capture '02. Link.'\n")
        let none = try Speakable.run("render", Self.appium, "--compare")
        #expect(none.status == 0 && none.stdout.contains("carries no descriptions of its own"))
    }

    @Test("--input-format overrides detection, and a capture read as the wrong format is an error")
    func inputFormat() throws {
        let wrong = try Speakable.run("render", Self.appium, "--input-format", "document")
        #expect(wrong.status == 65)
        let named = try Speakable.run("render", Self.appium, "--input-format", "appium")
        #expect(named.status == 0 && named.stdoutLines.first == "Back Button.")
        let stdin = try Speakable.run(["render", "-"], stdin: "Button, 0x1, {{0.0, 0.0}, {80.0, 44.0}}, label: 'OK'\n")
        #expect(stdin.stdout == "OK. Button.\n")
    }

    @Test("A bad capture is one located error and exit 65")
    func badCapture() throws {
        let path = try Speakable.temporaryDocument("<AppiumAUT>\n<XCUIElementTypeButton>\n", name: "bad.xml")
        let result = try Speakable.run("render", path)
        #expect(result.status == 65)
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.hasPrefix("\(path):2:"))
    }

    @Test("test picks up captures beside documents, runs a capture's .commands, and skips goldens and other text")
    func goldenSuite() throws {
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-captures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "Button, 0x1, {{0.0, 0.0}, {80.0, 44.0}}, label: 'Save'\nButton, 0x2, {{0.0, 50.0}, {80.0, 44.0}}, label: 'Quit'\n"
            .write(to: folder.appendingPathComponent("screen.txt"), atomically: false, encoding: .utf8)
        try "next\n".write(to: folder.appendingPathComponent("screen.commands"), atomically: false, encoding: .utf8)
        try "Notes, not a capture.\n".write(to: folder.appendingPathComponent("README.txt"), atomically: false, encoding: .utf8)
        try "elements: [button: OK]\n".write(to: folder.appendingPathComponent("doc.yaml"), atomically: false, encoding: .utf8)
        let first = try Speakable.run(["test", folder.path], environment: ["CI": "", "SPEAKABLE_RECORD": ""])
        #expect(first.stdoutLines.last == "0 passed, 2 failed")
        #expect(try String(contentsOf: folder.appendingPathComponent("screen.speech.txt"), encoding: .utf8) == "Save. Button.\nQuit. Button.\n\nSave. Button.\n> next\nQuit. Button.\n")
        let second = try Speakable.run(["test", folder.path], environment: ["CI": "", "SPEAKABLE_RECORD": ""])
        #expect(second.status == 0 && second.stdout == "2 passed, 0 failed\n")
    }

    @Test("The fixtures' goldens pass")
    func fixtureGoldens() throws {
        let result = try Speakable.run(["test", "Tests/Captures"], environment: ["CI": "true"])
        #expect(result.status == 0 && result.stdoutLines.last == "16 passed, 0 failed", "\(result.stdout)")
    }
}
