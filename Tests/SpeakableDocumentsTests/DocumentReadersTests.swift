import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// A document's `reader:` and `readers:` (talkback.md TB1, TB23): read, defaulted by the kind of
/// file, written back, and every mistake one located error.
@Suite("Documents: reader and readers")
struct DocumentReadersTests {
    @Test("TB1 reader: names the document's reader; without it, VoiceOver for a document and TalkBack for an Android capture")
    func testTB1_readerKeyAndTheDefaultByKindOfFile() throws {
        let talkBack = try document("reader: talkback\nelements: [button: Save]")
        #expect(talkBack.reader == .talkBack && talkBack.defaultReader == .talkBack && talkBack.readersChecked == [.talkBack])
        let plain = try document("elements: [button: Save]")
        #expect(plain.reader == nil && plain.defaultReader == .voiceOver && plain.readersChecked == [.voiceOver])
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let android = try ScreenDocument(contentsOfFile: root.appendingPathComponent("Captures/android/settings-usb-dialog-vi.xml").path)
        #expect(android.defaultReader == .talkBack && android.reader == nil)
        #expect(CaptureFormat.uiautomator.platformReader == .talkBack)
        #expect(CaptureFormat.allCases.filter { $0 != .uiautomator }.allSatisfy { $0.platformReader == .voiceOver })
    }

    @Test("TB23 readers: lists the readers test checks, in order; reader: stays the default")
    func testTB23_readersKeyListsTheReadersChecked() throws {
        let both = try document("reader: talkback\nreaders: [voiceover, talkback]")
        #expect(both.readers == [.voiceOver, .talkBack] && both.readersChecked == [.voiceOver, .talkBack])
        #expect(both.defaultReader == .talkBack)
        #expect(try document("readers: [talkback]").defaultReader == .voiceOver)
    }

    @Test("TB1 TB23 both keys are written back, and the streamed reading gives what the careful one does")
    func testTB23_readerKeysAreWrittenBackAndReadTheSameBothWays() throws {
        let yaml = "reader: talkback\nreaders: [voiceover, talkback]\nelements: [button: Save]\n"
        let original = try document(yaml)
        let written = original.yamlText()
        #expect(written.contains("reader: talkback") && written.contains("readers:"), "\(written)")
        let again = try document(written)
        #expect(again.reader == .talkBack && again.readers == [.voiceOver, .talkBack])
        let fromJSON = try document(original.jsonText())
        #expect(fromJSON.reader == .talkBack && fromJSON.readers == [.voiceOver, .talkBack])
        let streamed = try #require(ScreenDocument.streamed(text: yaml, path: "r.yaml"))
        #expect(streamed.isSameReading(as: try ScreenDocument(carefullyReading: yaml, path: "r.yaml")))
        #expect(streamed.reader == .talkBack)
    }

    @Test("TB1 TB23 a bad reader, an empty or repeated list, or a reader outside readers: is one located error")
    func testTB1_badReaderValuesAreLocatedErrors() {
        #expect(error(of: "reader: talkbak") == "test.yaml:1:9: error: reader: unknown value 'talkbak' (did you mean 'talkback'?); expected one of voiceover, talkback")
        #expect(error(of: "reader: both").hasPrefix("test.yaml:1:9: error: reader: unknown value 'both'"))
        #expect(error(of: "reader: [talkback]").hasPrefix("test.yaml:1:9: error: reader: expected one of voiceover, talkback"))
        #expect(error(of: "readers: []").hasPrefix("test.yaml:1:10: error: readers: expected at least one reader (voiceover, talkback)"))
        #expect(error(of: "readers: talkback").hasPrefix("test.yaml:1:10: error: readers: expected a list"))
        #expect(error(of: "readers: [voiceover, VoiceOver]").hasPrefix("test.yaml:1:22: error: readers[1]: unknown value 'VoiceOver' (did you mean 'voiceover'?)"))
        #expect(error(of: "readers: [talkback, talkback]") == "test.yaml:1:21: error: readers[1]: 'talkback' is listed twice; each reader is checked once")
        #expect(error(of: "reader: voiceover\nreaders: [talkback]").hasPrefix("test.yaml:1:9: error: reader: the document's reader 'voiceover' is not among readers: [talkback]"))
        #expect(error(of: "reeder: talkback").hasPrefix("test.yaml:1:1: error: reeder: unknown key 'reeder' in a screen document (did you mean 'reader'?)"))
    }
}
