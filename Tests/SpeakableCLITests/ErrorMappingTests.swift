import Foundation
import Testing

/// Issue 32 item 4: one error-to-exit mapping (`CommandFailure`): every command's error line
/// has the one prefix and its sysexits status, and no command writes its own.
@Suite("CLI: one error mapping")
struct ErrorMappingTests {
    static let sources = Speakable.packageRoot.appendingPathComponent("Sources/speakable")

    @Test("Every command exits through one mapping: no other file spells the prefix or a sysexits status")
    func testErrorMapping_everyCommandExitsThroughOneMapping() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { $0.hasSuffix(".swift") }
        #expect(files.contains("CommandFailure.swift"))
        for file in files where file != "CommandFailure.swift" {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("\"speakable: error: "), "\(file) writes its own error prefix")
            for status in ["usage", "dataError", "noInput", "unavailable", "cannotCreate"] {
                #expect(!text.contains("ExitStatus.\(status)"), "\(file) picks its own exit status \(status)")
            }
        }
    }

    @Test("Usage, data and input errors keep their messages and statuses through the mapping",
          arguments: [
              (["choose", "--limit", "0", "a"], Int32(64), "speakable: error: --limit must be at least 1\n"),
              (["spin", "--title", "x"], Int32(64), "speakable: error: no command: give it after --, as in speakable spin --title Building -- make\n"),
              (["filter", "--reverse", "a"], Int32(64), "speakable: error: --reverse is not supported: the list is drawn top down, the best match first under the text typed, where the cursor and a braille display are\n"),
          ])
    func testErrorMapping_messagesAndStatusesAreUnchanged(arguments: [String], status: Int32, message: String) throws {
        let result = try Speakable.run(arguments)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stderr == message)
    }

    @Test("A bad document keeps its own located line and 65; a missing one 66")
    func testErrorMapping_documentErrorsKeepTheirLocatedLine() throws {
        let path = try Speakable.temporaryDocument("elements:\n  - buton: Save")
        let bad = try Speakable.run("render", path)
        #expect(bad.status == 65)
        #expect(bad.stderr.hasPrefix(path + ":2:"), "\(bad.stderr)")
        let missing = try Speakable.run("check", "Examples/no-such-file.yaml")
        #expect(missing.status == 66)
    }
}
