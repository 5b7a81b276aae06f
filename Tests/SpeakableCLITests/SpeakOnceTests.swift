import ArgumentParser
import Foundation
import Testing
import TestTemporaryFiles
@testable import Speakable
@testable import speakable
import SpeakableDocuments

/// Issue 32 item 2, "speak a screen once": `report`, `render` and `audit` each build the
/// screen's tree once and phrase each of its stops once, counted by the tally the tree builder
/// and the generator keep for the task running them (``WorkTally``).
@Suite("Issue 32: speak a screen once", .serialized)
struct SpeakOnceTests {
    /// A document with lists, a landmark, a labelled group and hints: no presentation, so one layer.
    static let document = Speakable.packageRoot.appendingPathComponent("Examples/mail-containers.yaml").path

    /// The stops of the document's screen, counted outside any tally.
    static func stopCount(_ path: String) throws -> Int {
        AccessibilityTree(screen: try ScreenDocument(contentsOfFile: path).screen).focusStops.count
    }

    /// What `body` built and phrased.
    static func tally(_ body: () async throws -> Void) async rethrows -> (trees: Int, stops: Int) {
        let tally = WorkTally()
        try await WorkTally.counting(with: tally) { try await body() }
        return (tally.trees, tally.stops)
    }

    @Test("report: one tree and each stop phrased once, for the page, its clips, legend, cost and findings")
    func testSpeakOnce_reportBuildsOneTreeAndPhrasesEachStopOnce() async throws {
        let stops = try Self.stopCount(Self.document)
        #expect(stops > 3)
        let output = TemporaryRoot.url.appendingPathComponent("speakable-speak-once-\(UUID().uuidString)").path
        let command = try ReportCommand.parse([Self.document, "-o", output, "--jobs", "1"])
        let folder = ReportFolder(path: output)
        try folder.prepare()
        var encoder = ClipEncoder()
        var status: Int32 = -1
        let counted = await Self.tally {
            status = await command.report(Self.document, page: "mail-containers.html", folder: folder, golden: nil, encoder: &encoder).1
        }
        #expect(status == 0)
        #expect(counted.trees == 1 && counted.stops == stops, "\(counted)")
        let page = try String(contentsOfFile: output + "/screens/mail-containers.html", encoding: .utf8)
        #expect(page.contains("audio/ogg"))
    }

    @Test("TB25 report --reader both: one tree and each stop phrased once per reader, for both pages")
    func testTB25_reportBothReadersBuildsOneTreeAndPhrasesEachStopOncePerReader() async throws {
        let voiceOverStops = try Self.stopCount(Self.document)
        let talkBackStops = AccessibilityTree(screen: try ScreenDocument(contentsOfFile: Self.document).screen, rules: TalkBackRules()).focusStops.count
        let output = TemporaryRoot.url.appendingPathComponent("speakable-speak-once-\(UUID().uuidString)").path
        let command = try ReportCommand.parse([Self.document, "-o", output, "--jobs", "1", "--reader", "both"])
        let folder = ReportFolder(path: output)
        try folder.prepare()
        var encoder = ClipEncoder()
        var readers: [Reader] = [], status: Int32 = -1
        let counted = await Self.tally {
            let (summaries, documentStatus) = await command.report(Self.document, page: "mail-containers.html", folder: folder, golden: nil, encoder: &encoder)
            readers = summaries.map(\.reader)
            status = documentStatus
        }
        #expect(status == 0)
        #expect(readers == [.voiceOver, .talkBack])
        #expect(counted.trees == 2 && counted.stops == voiceOverStops + talkBackStops, "\(counted)")
        for page in ["mail-containers.voiceover.html", "mail-containers.talkback.html"] {
            #expect(try String(contentsOfFile: output + "/screens/" + page, encoding: .utf8).contains("audio/ogg"), "\(page)")
        }
    }

    @Test("render: one tree and each stop phrased once, as text, JSON and the picture")
    func testSpeakOnce_renderBuildsOneTreeAndPhrasesEachStopOnce() async throws {
        let stops = try Self.stopCount(Self.document)
        for format in ["text", "json", "svg"] {
            let command = try RenderCommand.parse([Self.document, "--format", format])
            let counted = try await Self.tally { try await command.run() }
            #expect(counted.trees == 1 && counted.stops == stops, "\(format): \(counted)")
        }
    }

    @Test("audit: one tree and each stop phrased once, listening cost included")
    func testSpeakOnce_auditBuildsOneTreeAndPhrasesEachStopOnce() async throws {
        let stops = try Self.stopCount(Self.document)
        let command = try AuditCommand.parse([Self.document, "--enable", "listening-cost"])
        let document = try ScreenDocument(locatingElementsOf: Self.document)
        let counted = try await Self.tally {
            _ = try await command.findings(in: document, file: Self.document, rules: try command.chosenRules())
        }
        #expect(counted.trees == 1 && counted.stops == stops, "\(counted)")
    }

    @Test("TB22 audit under TalkBack: one tree and each stop phrased once, an Android capture included")
    func testSpeakOnce_auditUnderTalkBackBuildsOneTreeAndPhrasesEachStopOnce() async throws {
        for (path, arguments) in [(Self.document, ["--reader", "talkback"]), ("Tests/Captures/android/settings-usb-dialog-vi.xml", [])] {
            let command = try AuditCommand.parse([path] + arguments)
            let document = try ScreenDocument(locatingElementsOf: path)
            let stops = SpokenScreen(screen: document.screen, voice: try Voice.builtIn(document.locale), reader: .talkBack).stops.count
            let counted = try await Self.tally {
                _ = try await command.findings(in: document, file: path, rules: try command.chosenRules())
            }
            #expect(counted.trees == 1 && counted.stops == stops, "\(path): \(counted)")
        }
    }

    @Test("test --audit: the golden transcript and its audit read one tree with each stop phrased once")
    func testSpeakOnce_goldenBuildsOneTreeAndPhrasesEachStopOnce() async throws {
        // The example without its command script: a script's session phrases each stop it visits
        // again, and rebuilds the tree when a gesture changes the screen (docs/Decisions.md).
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-speak-once-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("mail.yaml").path
        let text = try String(contentsOfFile: Self.document, encoding: .utf8)
        try text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("commands:") }
            .joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let stops = try Self.stopCount(path)
        let verbosity = try VerbosityOptions.parse([])
        var result: GoldenSuite.Result?
        var suite = GoldenSuite(documents: [path], mode: .missing, verbosity: verbosity)
        suite.audit = GoldenSuite.AuditOptions(failOn: .error)
        let counted = await Self.tally {
            result = suite.checkSpeech(of: path, locale: nil).first
        }
        #expect(result?.report.allSatisfy { $0.hasPrefix("RECORDED") } == true, "\(result?.report ?? [])")
        #expect(counted.trees == 1 && counted.stops == stops, "\(counted)")
    }
}
