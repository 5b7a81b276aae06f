import Foundation
import Testing
import TestTemporaryFiles

/// Issue 32, "read a file once": every command reads its file through one `DocumentSource`
/// and tells its format once, whatever it then asks of it (lines of a JSON capture for
/// `render --format json`, the careful reading after the quick one, the audit's lines).
@Suite("CLI: a file is read once")
struct ReadOnceTests {
    /// What the command counted, from the line `SPEAKABLE_COUNT_READS` makes it print.
    private static func counts(_ arguments: [String]) throws -> (reads: Int, detections: Int, result: CommandResult) {
        let result = try Speakable.run(arguments, environment: ["SPEAKABLE_COUNT_READS": "1", "CI": "", "SPEAKABLE_RECORD": ""])
        let line = try #require(result.stderrLines.last { $0.hasPrefix("speakable: read ") }, "\(arguments): \(result.stderr)")
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return (numbers[0], numbers[1], result)
    }

    private static func folder() throws -> URL {
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-read-once-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("Each of render, check, audit, report, test and import reads and detects its file once")
    func testReadOnce_eachCommandReadsAndDetectsAFileOnce() throws {
        let output = try Self.folder()
        let suite = try Self.folder()
        try FileManager.default.copyItem(atPath: Speakable.packageRoot.path + "/Examples/login.yaml", toPath: suite.path + "/login.yaml")
        let snapshot = "Tests/Captures/accessibility-snapshot/tab-bars.json"
        let commands: [[String]] = [
            ["render", "Examples/login.yaml"],
            // A JSON capture whose lines are printed: read the locating way at once, not again.
            ["render", snapshot, "--format", "json"],
            ["render", snapshot, "--compare"],
            ["render", "Tests/Captures/appium/shirates-registration.xml"],
            ["check", "Examples/login.yaml"],
            ["check", snapshot],
            ["audit", "Examples/login.yaml"],
            ["audit", snapshot],
            ["report", "Examples/login.yaml", "--audio", "none", "-o", output.path + "/report"],
            ["test", suite.path],
            ["import", "Tests/Captures/idb/idb-issue-543.json", "-o", output.path + "/imported.yaml"],
        ]
        for arguments in commands {
            let (reads, detections, result) = try Self.counts(arguments)
            #expect(result.status < 2, "\(arguments): \(result.stderr)")
            #expect(reads == 1, "\(arguments) read its file \(reads) times")
            #expect(detections == 1, "\(arguments) told the format \(detections) times")
        }
    }

    @Test("test --phonemes reads and tells each document once, for its transcript and its pronunciations alike")
    func testReadOnce_testWithPhonemesReadsEachDocumentOnce() throws {
        let suite = try Self.folder()
        for name in ["login.yaml", "delete-file.yaml"] {
            try FileManager.default.copyItem(atPath: Speakable.packageRoot.path + "/Examples/" + name, toPath: suite.path + "/" + name)
        }
        // One job: the documents are checked in this process, where the reads are counted.
        let (reads, detections, result) = try Self.counts(["test", suite.path, "--phonemes", "--jobs", "1"])
        #expect(result.status < 2, "\(result.stderr)")
        #expect(result.stdout.contains("RECORDED") && result.stdout.contains(".phonemes.txt"), "\(result.stdout)")
        #expect(reads == 2, "2 documents were read \(reads) times")
        #expect(detections == 2, "2 documents were told \(detections) times")
    }

    @Test("A format given on the command line is not told again")
    func testReadOnce_aGivenFormatIsNotDetected() throws {
        let (reads, detections, _) = try Self.counts(["check", "Examples/login.yaml", "--input-format", "document"])
        #expect(reads == 1 && detections == 0)
    }
}
