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
