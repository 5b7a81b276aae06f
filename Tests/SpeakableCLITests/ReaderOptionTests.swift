import Foundation
import Testing

/// `--reader` on the commands that speak a screen (talkback.md TB1, TB20, TB24): the default by
/// the kind of file, either reader on asking, both side by side, and a gesture a reader lacks.
@Suite("CLI: --reader")
struct ReaderOptionTests {
    static let document = "Examples/login.yaml"
    static let android = "Tests/Captures/android/settings-usb-dialog-vi.xml"

    @Test("TB1 VoiceOver speaks a document unless told; --reader talkback speaks it as Android's widgets; an Android capture is TalkBack's")
    func testTB1_defaultByKindOfFileAndEitherOnAsking() throws {
        let voiceOver = try Speakable.run("render", Self.document)
        #expect(voiceOver.status == 0 && voiceOver.stdoutLines.last == "Sign In. Button.")
        let talkBack = try Speakable.run("render", Self.document, "--reader", "talkback")
        #expect(talkBack.status == 0 && talkBack.stdoutLines.last == "Sign In, Button, Double-tap to activate")
        let android = try Speakable.run("render", Self.android)
        #expect(android.stdoutLines.last == "OK, Button, Double-tap to activate")
        let navigated = try Speakable.run("navigate", Self.document, "--reader", "talkback", "--commands", "next")
        #expect(navigated.status == 0 && navigated.stdout.contains("Use your Example account."), "\(navigated.stderr)")
        #expect(!navigated.stdout.contains("Alert."), "TalkBack has no Alert word (TB18)")
    }

    @Test("TB1 speak and phonemes take --reader too; both is for render alone")
    func testTB1_speakAndPhonemesTakeTheReader() throws {
        let phonemes = try Speakable.run("phonemes", Self.document, "--reader", "talkback")
        #expect(phonemes.status == 0, "\(phonemes.stderr)")
        #expect(phonemes.stdoutLines.count == (try Speakable.run("render", Self.document, "--reader", "talkback")).stdoutLines.count)
        let both = try Speakable.run("phonemes", Self.document, "--reader", "both")
        #expect(both.status == 64 && both.stderr.hasPrefix("speakable: error: --reader both goes with render only"))
    }

    @Test("TB20 a gesture the reader does not have is an error naming the reader and the command")
    func testTB20_aGestureTheReaderLacksIsAnError() throws {
        let shaken = try Speakable.run("navigate", Self.document, "--reader", "talkback", "--commands", "next,shake")
        #expect(shaken.status == 64)
        #expect(shaken.stderr == "speakable: error: command 2 (shake): TalkBack has no such gesture\n")
        #expect(shaken.stdout.isEmpty)
        let voiceOver = try Speakable.run("navigate", Self.document, "--commands", "next,shake")
        #expect(voiceOver.status == 0)
    }

    @Test("TB24 render --reader both: each stop as VoiceOver and as TalkBack say it, VO: then TB:")
    func testTB24_bothReadersSideBySide() throws {
        let both = try Speakable.run("render", Self.document, "--reader", "both")
        #expect(both.status == 0)
        #expect(Array(both.stdoutLines.suffix(2)) == ["VO: Sign In. Button.", "TB: Sign In, Button, Double-tap to activate"])
        // JSON: each reader's rendering and the stops paired (TaskTalkBackCommandTests has the rest).
        let json = try Speakable.run("render", Self.document, "--reader", "both", "--format", "json")
        #expect(json.status == 0 && json.stdout.contains("\"pairs\"") && json.stdout.contains("\"talkback\""))
    }
}
