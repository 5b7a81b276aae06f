import Foundation
import SnapshotTesting
import Speakable
import SpeakableSnapshotTesting
import SpeakableTesting
import Testing

/// Goldens per screen reader in Swift (talkback.md TB23): `assertSpeechSnapshot(of:reader:)`,
/// the `.speech(reader:)` strategy and the goldens' names.
@Suite("SpeakableTesting: goldens per reader (TB23)")
struct ReaderSnapshotTests {
    static let screen = Screen { Heading("Settings"); Button("Save") }
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Speech__/ReaderSnapshotTests")

    @Test("TB23 assertSpeechSnapshot(of:reader:) records TalkBack's golden beside VoiceOver's, then verifies it; a change fails naming TalkBack")
    func testTB23_assertSpeechSnapshotOfReaderRecordsAndVerifies() throws {
        let voiceOver = Self.folder.appendingPathComponent("testTB23_assertSpeechSnapshotOfReaderRecordsAndVerifies.save.speech.txt")
        let talkBack = Self.folder.appendingPathComponent("testTB23_assertSpeechSnapshotOfReaderRecordsAndVerifies.save.talkback.speech.txt")
        defer { for url in [voiceOver, talkBack] { try? FileManager.default.removeItem(at: url) } }
        withKnownIssue { assertSpeechSnapshot(of: Self.screen, named: "save", record: .all) }
        withKnownIssue {
            assertSpeechSnapshot(of: Self.screen, reader: .talkBack, named: "save", record: .all)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Recorded \(talkBack.path) (TalkBack)")
        }
        #expect(try String(contentsOf: voiceOver, encoding: .utf8) == "Settings. Heading.\nSave. Button.\n")
        #expect(try String(contentsOf: talkBack, encoding: .utf8) == "Settings, Heading\nSave, Button, Double-tap to activate\n")
        // Each verifies against its own golden.
        assertSpeechSnapshot(of: Self.screen, named: "save", record: .never)
        assertSpeechSnapshot(of: Self.screen, reader: .talkBack, named: "save", record: .never)
        withKnownIssue {
            assertSpeechSnapshot(of: Screen { Heading("Settings"); Button("Keep") }, reader: .talkBack, named: "save", record: .never)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("What TalkBack says does not match \(talkBack.path)") && text.contains("-Save, Button, Double-tap to activate")
                && text.contains("+Keep, Button, Double-tap to activate")
        }
        #expect(try String(contentsOf: talkBack, encoding: .utf8).contains("Save"), "a failing check never rewrites the golden")
    }

    @Test("TB23 unnamed snapshots are numbered per reader, so one screen's two goldens share a number")
    func testTB23_unnamedSnapshotsAreNumberedPerReader() throws {
        let first = Self.folder.appendingPathComponent("testTB23_unnamedSnapshotsAreNumberedPerReader.1.speech.txt")
        let firstTalkBack = Self.folder.appendingPathComponent("testTB23_unnamedSnapshotsAreNumberedPerReader.1.talkback.speech.txt")
        defer { for url in [first, firstTalkBack] { try? FileManager.default.removeItem(at: url) } }
        withKnownIssue {
            assertSpeechSnapshot(of: Self.screen, record: .all)
            assertSpeechSnapshot(of: Self.screen, reader: .talkBack, record: .all)
        }
        #expect(FileManager.default.fileExists(atPath: first.path))
        #expect(FileManager.default.fileExists(atPath: firstTalkBack.path))
    }

    @Test("TB23 the .speech(reader:) strategy keeps TalkBack's reference beside VoiceOver's")
    func testTB23_speechStrategyOfReader() throws {
        assertSnapshot(of: Self.screen, as: .speech, named: "settings", record: false)
        assertSnapshot(of: Self.screen, as: .speech(reader: .talkBack), named: "settings", record: false)
        let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/ReaderSnapshotTests")
        #expect(try String(contentsOf: references.appendingPathComponent("testTB23_speechStrategyOfReader.settings.talkback.speech.txt"), encoding: .utf8)
                == "Settings, Heading\nSave, Button, Double-tap to activate\n")
        #expect(try String(contentsOf: references.appendingPathComponent("testTB23_speechStrategyOfReader.settings.speech.txt"), encoding: .utf8)
                == "Settings. Heading.\nSave. Button.\n")
    }

    @Test("TB23 a golden's name: the screen's own reader's is NAME.speech.txt, another's NAME.READER.speech.txt beside it")
    func testTB23_goldenNamesTakeAReader() {
        #expect(GoldenFile.path(besideDocument: "Examples/login.yaml", reader: .voiceOver) == "Examples/login.speech.txt")
        #expect(GoldenFile.path(besideDocument: "Examples/login.yaml", reader: .talkBack) == "Examples/login.talkback.speech.txt")
        #expect(GoldenFile.path(besideDocument: "usb.xml", reader: .talkBack, defaultReader: .talkBack) == "usb.speech.txt")
        #expect(GoldenFile.path(besideDocument: "usb.xml", reader: .voiceOver, defaultReader: .talkBack) == "usb.voiceover.speech.txt")
        #expect(GoldenFile.path(besideDocument: "a.b/login.yaml", kind: "phonemes", reader: .talkBack) == "a.b/login.talkback.phonemes.txt")
        #expect(GoldenFile.path(besideDocument: "dir/.hidden", reader: .talkBack) == "dir/.hidden.talkback.speech.txt")
        let golden = GoldenFile(besideDocument: "Examples/login.yaml", reader: .talkBack)
        #expect(golden.path == "Examples/login.talkback.speech.txt" && golden.root == "Examples")
    }
}
