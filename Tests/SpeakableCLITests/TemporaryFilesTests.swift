import Foundation
import Testing
import TestTemporaryFiles

/// Issue 24: `swift test` leaves nothing in `/tmp`.
@Suite("Tests: no temporary file left behind (issue 24)")
struct TemporaryFilesTests {
    @Test("A test process removes its temporary root at exit, with what the speakable processes it ran left there")
    func temporaryRootIsRemovedAtExit() throws {
        // This test bundle again, running one test that makes folders, runs `speakable` and
        // records goldens, with TMPDIR pointing at a folder of its own.
        var template = Array("/tmp/speakable-temporary-check-XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else { Issue.record("mkdtemp failed"); return }
        let folder = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bundle = Process()
        bundle.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        bundle.arguments = ["--testing-library", "swift-testing", "--filter", "WholeScreenGoldenTests"]
        bundle.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder]) { $1 }
        bundle.standardOutput = FileHandle.nullDevice
        bundle.standardError = FileHandle.nullDevice
        try bundle.run()
        bundle.waitUntilExit()
        #expect(bundle.terminationStatus == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
        // And the root of this process is where its files go.
        #expect(TemporaryRoot.path.hasSuffix("speakable-tests-\(getpid())"))
    }
}
