import Foundation
import Testing
import TestTemporaryFiles

/// Issue 35: goldens that cover the screen, `test --audit` as `audit`, and the rough edges a
/// new user met.
@Suite("CLI: the first hour, again (issue 35)")
struct FirstHourAgainTests {
    static func folder() throws -> URL {
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-first-hour-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("Goldens: a tab badge changed outside the .commands script's path fails the golden, with a diff of that stop")
    func testGoldens_changedTabBadgeOutsideTheScriptFails() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = Speakable.packageRoot.appendingPathComponent("Tests/Captures/accessibility-snapshot")
        for name in ["tab-bars.json", "tab-bars.commands", "tab-bars.speech.txt"] {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        #expect(try Speakable.run(["test", folder.path, "--record", "never"]).stdout.hasSuffix("1 passed, 0 failed\n"))
        // The script (rotor, down, down, up) never lands on the third bar's Item B.
        let script = try String(contentsOf: folder.appendingPathComponent("tab-bars.commands"), encoding: .utf8)
        let golden = try String(contentsOf: folder.appendingPathComponent("tab-bars.speech.txt"), encoding: .utf8)
        #expect(!script.contains("Item B") && !golden.components(separatedBy: "\n\n")[1].contains("3 items"))
        let capture = folder.appendingPathComponent("tab-bars.json")
        let badged = try String(contentsOf: capture, encoding: .utf8).replacingOccurrences(of: "\"3 items\"", with: "\"4 items\"")
        try Data(badged.utf8).write(to: capture)
        let result = try Speakable.run(["test", folder.path, "--record", "never"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("-Item B: 3 items. Tab. 2 of 4.\n+Item B: 4 items. Tab. 2 of 4."), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("0 passed, 1 failed\n"))
    }

    static let screen = """
        elements:
          - heading: Settings
          - button: {label: OK, frame: [0, 0, 20, 20]}
          - button: {id: close}
        """

    /// A suite of one document with its golden recorded.
    static func suite() throws -> (folder: URL, document: String) {
        let folder = try Self.folder()
        let document = folder.appendingPathComponent("screen.yaml").path
        try Data(Self.screen.utf8).write(to: URL(fileURLWithPath: document))
        _ = try Speakable.run(["test", folder.path, "--record", "all"])
        return (folder, document)
    }

    @Test("test --audit accepts --rules, --disable, --enable and --baseline as audit does; they need --audit")
    func testAudit_acceptsBaselineRulesAndDisable() throws {
        let (folder, document) = try Self.suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let never = ["--record", "never"]
        let plain = try Speakable.run(["test", folder.path, "--audit"] + never)
        #expect(plain.status == 1 && plain.stdout.contains("[no-description]"), "\(plain.stdout)")
        #expect(try Speakable.run(["test", folder.path, "--audit", "--disable", "no-description"] + never).status == 0)
        #expect(try Speakable.run(["test", folder.path, "--audit", "--rules", "hit-region", "--fail-on", "warning"] + never).status == 1)
        #expect(try Speakable.run(["test", folder.path, "--audit", "--rules", "link-purpose", "--fail-on", "note"] + never).status == 0)
        // Beside the suite, not in it (a JSON file in it would be read as a screen).
        let baseline = folder.path + "-baseline.json"
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        #expect(try Speakable.run("audit", document, "--write-baseline", baseline).status == 0)
        let accepted = try Speakable.run(["test", folder.path, "--audit", "--fail-on", "note", "--baseline", baseline] + never)
        #expect(accepted.status == 0 && accepted.stdout == "1 passed, 0 failed\n", "\(accepted.stdout)")
        let typo = try Speakable.run(["test", folder.path, "--audit", "--rules", "hit-regon"] + never)
        #expect(typo.status == 64 && typo.stderr.contains("unknown rule 'hit-regon' (did you mean 'hit-region'?)"))
        let alone = try Speakable.run(["test", folder.path, "--disable", "no-description"] + never)
        #expect(alone.status == 64 && alone.stderr.contains("add --audit"), "\(alone.stderr)")
        #expect(try Speakable.run(["test", folder.path, "--audit", "--baseline", "no-such.json"] + never).status == 66)
    }

    /// The `message` of the one `<failure>` in a JUnit report.
    static func failureMessage(_ xml: String) -> String? {
        xml.components(separatedBy: "<failure message=\"").dropFirst().first?.components(separatedBy: "\"").first
    }

    @Test("JUnit's <failure message> is the screen's worst finding (an error over an earlier warning), in audit and test --audit")
    func testJUnit_failureMessageIsTheWorstFinding() throws {
        let (folder, document) = try Self.suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let audit = try Speakable.run("audit", document, "--format", "junit", "--fail-on", "warning")
        #expect(audit.stdout.contains("[hit-region]"))
        #expect(Self.failureMessage(audit.stdout)?.contains("error: [no-description]") == true, "\(audit.stdout)")
        let test = try Speakable.run(["test", folder.path, "--audit", "--fail-on", "warning", "--format", "junit", "--record", "never"])
        #expect(Self.failureMessage(test.stdout)?.hasPrefix("AUDIT \(document):4:5: error: [no-description]") == true, "\(test.stdout)")
    }

    @Test("secure-text-in-capture points at the line and column of the secure field, never quoting it")
    func testSecureTextInCapture_findingHasALine() throws {
        let capture = try Speakable.temporaryDocument("""
            [
              {"type": "Button", "AXLabel": "Sign In", "frame": {"x": 0, "y": 0, "width": 200, "height": 44}},
              {"type": "SecureTextField", "AXLabel": "PIN", "AXValue": "Qz71secret", "frame": {"x": 0, "y": 50, "width": 200, "height": 44}}
            ]
            """, name: "pin.json")
        for format in ["text", "json"] {
            let result = try Speakable.run("audit", capture, "--rules", "secure-text-in-capture", "--format", format)
            #expect(result.status == 1 && !result.stdout.contains("Qz71secret"))
            if format == "text" {
                #expect(result.stdout.hasPrefix("\(capture):3:3: error: [secure-text-in-capture]"), "\(result.stdout)")
            } else {
                #expect(result.stdout.contains("\"line\" : 3") || result.stdout.contains("\"line\":3"), "\(result.stdout)")
            }
        }
    }

    @Test("The no-audio-device notice is one line that fits 80 columns, not wrapped")
    func testNotice_noAudioDeviceFitsOneLine() throws {
        let result = try Speakable.run(["alert", "--title", "Quit?", "--button", "Quit"], stdin: "2\n",
                                       environment: ["SPEAKABLE_SPEECH": "on", "SPEAKABLE_AUDIO": "none"])
        let notice = try #require(result.stderrLines.first { $0.contains("no audio device") })
        #expect(notice.count <= 80 && notice.hasPrefix("speakable: ") && notice.hasSuffix("the prompt is silent"), "\(notice)")
    }
}
