import Foundation
import Testing
import TestTemporaryFiles

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
        #expect(both.status == 64 && both.stderr.hasPrefix("speakable: error: --reader both goes with render, report and test only"))
    }

    @Test("TB1 import --reader: an Android capture imports under TalkBack into an editable document that reads back; the reader's rules decide which elements are kept")
    func testTB1_importUnderTalkBackGivesAnEditableDocumentThatReadsBack() throws {
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-import-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let captures = try FileManager.default.contentsOfDirectory(atPath: Speakable.packageRoot.path + "/Tests/Captures/android")
            .filter { $0.hasSuffix(".xml") }.sorted()
        #expect(captures.count >= 6)
        for name in captures {
            let capture = "Tests/Captures/android/" + name
            let target = folder.appendingPathComponent(name + ".yaml").path
            let imported = try Speakable.run("import", capture, "-o", target)
            #expect(imported.status == 0, "\(name): \(imported.stderr)")
            let text = try String(contentsOfFile: target, encoding: .utf8)
            #expect(text.hasPrefix("# Imported by `speakable import` from \(capture) (Android capture), with TalkBack's stops.\n"), "\(name)")
            // The document says whose stops it keeps, so it is rendered as TalkBack by default.
            #expect(text.contains("\nreader: talkback\n"), "\(name)")
            #expect(try Speakable.run("check", target).status == 0, "\(name)")
            // It reads back: the same stops, in the same order, for both readers.
            let talkBack = try Speakable.run("render", target)
            let capturedTalkBack = try Speakable.run("render", capture)
            #expect(talkBack.status == 0 && talkBack.stdoutLines.count == capturedTalkBack.stdoutLines.count, "\(name)")
            let voiceOver = try Speakable.run("render", target, "--reader", "voiceover"), capturedVoiceOver = try Speakable.run("render", capture, "--reader", "voiceover")
            #expect(voiceOver.stdout == capturedVoiceOver.stdout, "\(name)")
        }
        let asked = try Speakable.run("import", Self.android, "--reader", "voiceover")
        #expect(asked.status == 0 && asked.stdout.hasPrefix("# Imported by `speakable import` from \(Self.android) (Android capture), with VoiceOver's stops.\n"))
        #expect(try Speakable.run("import", Self.android, "--reader", "both").status == 64)
        // TalkBack does not focus an unnamed image that does nothing (TB7, TB18): under TalkBack the
        // document keeps TalkBack's stops, under VoiceOver VoiceOver's.
        let document = try Speakable.temporaryDocument("elements:\n  - image: {}\n  - button: OK\n")
        let underTalkBack = try Speakable.run("import", document, "--reader", "talkback")
        #expect(underTalkBack.status == 0 && !underTalkBack.stdout.contains("image") && underTalkBack.stdout.contains("- button: OK"))
        #expect(underTalkBack.stderr.contains("warning: 1 element TalkBack does not focus was left out (--reader)"))
        let underVoiceOver = try Speakable.run("import", document)
        #expect(underVoiceOver.stdout.contains("- image: {}") && underVoiceOver.stderr.isEmpty)
    }

    @Test("TB1 prompts keep VoiceOver unless asked; --reader talkback speaks the prompt's stops with TalkBack's words; a list prompt has no --reader")
    func testTB1_promptKeepsVoiceOverUnlessAskedAndSpeaksTalkBackOnAsking() throws {
        func prompt(_ arguments: [String], answer: String) throws -> (stdout: String, spoken: String) {
            let log = TemporaryRoot.url.appendingPathComponent("speakable-prompt-reader-\(UUID().uuidString).txt").path
            let result = try Speakable.run(arguments + ["--plain"], stdin: answer,
                                           environment: ["SPEAKABLE_SPEECH": "on", "SPEAKABLE_SPEECH_LOG": log, "SPEAKABLE_AUDIO": "none"])
            #expect(result.status < 2, "\(result.stderr)")
            return (result.stdout, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
        }
        let voiceOver = try prompt(["prompt", "Examples/delete-file.yaml"], answer: "2\n")
        #expect(voiceOver == ("Delete\n", "Alert. Delete File? This cannot be undone.\n"))
        // TalkBack has no Alert word: the dialog's title is its first stop (TB18); the answer is the same.
        let talkBack = try prompt(["prompt", "Examples/delete-file.yaml", "--reader", "talkback"], answer: "2\n")
        #expect(talkBack == ("Delete\n", "Delete File?\n"))
        let alert = try prompt(["alert", "--title", "Quit?", "--button", "Quit", "--reader", "talkback"], answer: "2\n")
        #expect(alert == ("Quit\n", "Quit?\n"))
        // The prompt's stops are TalkBack's: a stepper is its value, then its two buttons.
        let stepper = try prompt(["prompt", "Examples/quantity-stepper.yaml", "--reader", "talkback"], answer: "")
        #expect(stepper.spoken == "Quantity, 3\n")
        #expect(try Speakable.run("prompt", "Examples/delete-file.yaml", "--reader", "both").status == 64)
        #expect(try Speakable.run("choose", "--reader", "talkback", "a", "b").status == 64)
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

    @Test("TB3 navigate --format json names the reader in every entry, as render and audit JSON do")
    func testTB3_navigateJSONNamesTheReader() throws {
        for (arguments, reader) in [([Self.android], "talkback"), ([Self.document], "voiceover"),
                                    ([Self.document, "--reader", "talkback"], "talkback")] {
            let result = try Speakable.run(["navigate"] + arguments + ["--commands", "next", "--format", "json"])
            #expect(result.status == 0, "\(result.stderr)")
            let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(entries.count == 2 && entries.allSatisfy { $0["reader"] as? String == reader }, "\(arguments): \(result.stdout)")
        }
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
