import Foundation
import Testing
import TestTemporaryFiles

/// Issue 24: a golden of a screen without a command script holds the whole screen.
@Suite("CLI: whole-screen goldens (issue 24)")
struct WholeScreenGoldenTests {
    @Test("A capture with a golden and no script: one label changed past the first stop, speakable test fails with a diff of that stop")
    func changedLabelFails() throws {
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-whole-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = Speakable.packageRoot.appendingPathComponent("Tests/Captures/idb/idb-issue-543")
        let capture = folder.appendingPathComponent("screen.json"), golden = folder.appendingPathComponent("screen.speech.txt")
        try FileManager.default.copyItem(at: source.appendingPathExtension("json"), to: capture)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: source.path + ".speech.txt"), to: golden)
        #expect(try Speakable.run(["test", folder.path, "--record", "never"]).stdout.hasSuffix("1 passed, 0 failed\n"))
        let renamed = try String(contentsOf: capture, encoding: .utf8).replacingOccurrences(of: "toughButtonLabel", with: "toughButtonLabel2")
        try Data(renamed.utf8).write(to: capture)
        let result = try Speakable.run(["test", folder.path, "--record", "never"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("-toughButtonLabel. Button. theHint\n+toughButtonLabel2. Button. theHint"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("0 passed, 1 failed\n"))
    }
}

/// Issue 24: the help and error nits a new user met.
@Suite("CLI: help and errors as a new user meets them (issue 24)")
struct FirstHourTests {
    @Test("--wav - refuses a terminal: binary audio is never written to one")
    func wavToTerminalIsRefused() throws {
        let terminal = try PseudoTerminal()
        let (process, _) = try terminal.start(["say", "hi", "--wav", "-"], stdoutIsTerminal: true)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        terminal.wait(for: "redirect standard output")
        #expect(terminal.screen.contains("speakable: error: --wav - writes binary audio"))
    }

    @Test("One error prefix: the argument parser's own errors say speakable: error: too")
    func oneErrorPrefix() throws {
        let result = try Speakable.run("render", "Examples/delete-file.yaml", "--no-such-option")
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("speakable: error: Unknown option '--no-such-option'"), "\(result.stderr)")
        #expect(!result.stderr.contains("\nError:") && !result.stderr.hasPrefix("Error:"))
    }

    @Test("A file that does not exist is named without a line and column")
    func missingFileHasNoPosition() throws {
        let result = try Speakable.run("render", "nope.xml")
        #expect(result.status == 66 && result.stderr == "nope.xml: error: no such file\n")
    }

    @Test("Help names each argument once and offers --reveal-secure only where a secret can be asked for")
    func helpNits() throws {
        let speak = try Speakable.run("speak", "--help").stdout
        #expect(speak.contains("  <file>") && speak.contains("  <more-files>"))
        #expect(!(try Speakable.run("stepper", "--help").stdout.contains("--reveal-secure")))
        #expect(try Speakable.run("input", "--help").stdout.contains("--reveal-secure"))
        #expect(!(try Speakable.run("input", "--help").stdout.contains("printed only with --reveal-secure")))
    }
}

/// R4 and RO3 through the command line.
@Suite("CLI: frames, lines and touch (R4, RO3)")
struct FrameCLITests {
    @Test("R4 render --format json gives a capture's stops their frame and line, JSON captures included")
    func jsonHasFramesAndLines() throws {
        for path in ["Tests/Captures/appium/shirates-keyboards.xml", "Tests/Captures/idb/idb-issue-543.json",
                     "Tests/Captures/accessibility-snapshot/button-traits.json"] {
            let result = try Speakable.run(["render", path, "--format", "json"])
            let stops = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(stops.allSatisfy { $0["frame"] is [String: Any] && $0["line"] is Int }, "\(path)")
        }
        let document = try Speakable.run(["render", "Examples/delete-file.yaml", "--format", "json"])
        #expect(!document.stdout.contains("\"frame\"") && !document.stdout.contains("\"line\""))
    }

    @Test("RO3 touch X,Y in a --commands script, the point's comma needing no escape")
    func touchInScripts() throws {
        let result = try Speakable.run(["navigate", "Tests/Captures/appium/shirates-keyboards.xml", "--commands", "touch 345,145,touch 160,60"])
        #expect(result.stdout.hasPrefix("General. Back Button.\n> touch 345,145\n3.\n> touch 160,60\nKeyboards. Heading.\n"), "\(result.stdout)")
    }
}
