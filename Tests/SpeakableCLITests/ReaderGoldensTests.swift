import Foundation
import Testing
import TestTemporaryFiles

/// `speakable test` per screen reader (talkback.md TB1, TB3, TB23), run as a process on suites
/// made for each test: goldens beside each other, `readers:` checking both, failures and JUnit
/// cases naming the reader, and the document's `reader:` as every command's default.
@Suite("CLI: goldens per reader")
struct ReaderGoldensTests {
    static let clean = ["CI": "", "SPEAKABLE_RECORD": ""]
    static let android = "Tests/Captures/android/settings-usb-dialog-vi.xml"

    /// A new folder holding `files` (name → text).
    static func suite(_ files: [String: String]) throws -> String {
        let folder = TemporaryRoot.url.appendingPathComponent("speakable-readers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8) }
        return folder.path
    }

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    static let both = "readers: [voiceover, talkback]\nelements: [heading: Settings, button: Save]\n"

    @Test("TB23 golden names: a document's own reader keeps NAME.speech.txt, another reader's is NAME.talkback.speech.txt beside it; an Android capture's VoiceOver golden is NAME.voiceover.speech.txt")
    func testTB23_goldenFileNamesPerReader() throws {
        let suite = try Self.suite(["login.yaml": "elements: [button: Save]\n"])
        try FileManager.default.copyItem(atPath: Speakable.packageRoot.appendingPathComponent(Self.android).path, toPath: suite + "/usb.xml")
        let own = try Speakable.run(["test", suite], environment: Self.clean)
        #expect(own.stdoutLines.last == "0 passed, 2 failed")
        #expect(try Self.read(suite + "/login.speech.txt") == "Save. Button.\n")
        // The Android capture's own golden holds TalkBack's words.
        #expect(try Self.read(suite + "/usb.speech.txt").contains("OK, Button, Double-tap to activate"))
        let talkBack = try Speakable.run(["test", suite + "/login.yaml", "--reader", "talkback"], environment: Self.clean)
        #expect(talkBack.stdoutLines == ["RECORDED \(suite)/login.talkback.speech.txt (TalkBack): review it and run again", "0 passed, 1 failed"])
        #expect(try Self.read(suite + "/login.talkback.speech.txt") == "Save, Button, Double-tap to activate\n")
        let voiceOver = try Speakable.run(["test", suite + "/usb.xml", "--reader", "voiceover"], environment: Self.clean)
        #expect(voiceOver.stdoutLines.first == "RECORDED \(suite)/usb.voiceover.speech.txt (VoiceOver): review it and run again")
        #expect(try !Self.read(suite + "/usb.voiceover.speech.txt").contains("Double-tap"))
        // Each golden is untouched by the other reader's check, and all of them pass.
        #expect(try Speakable.run(["test", suite], environment: ["CI": "true"]).stdoutLines.last == "2 passed, 0 failed")
        #expect(try Speakable.run(["test", suite, "--reader", "both"], environment: ["CI": "true"]).stdoutLines.last == "4 passed, 0 failed")
        // The goldens themselves are never taken for documents.
        let listed = try FileManager.default.contentsOfDirectory(atPath: suite).sorted()
        #expect(listed == ["login.speech.txt", "login.talkback.speech.txt", "login.yaml", "usb.speech.txt", "usb.voiceover.speech.txt", "usb.xml"])
    }

    @Test("TB23 readers: [voiceover, talkback] makes test check both readers' goldens, each its own words")
    func testTB23_readersKeyChecksBothReaders() throws {
        let suite = try Self.suite(["settings.yaml": Self.both])
        let first = try Speakable.run(["test", suite], environment: Self.clean)
        #expect(first.status == 1 && first.stdoutLines.filter { $0.hasPrefix("RECORDED ") }.count == 2)
        #expect(first.stdoutLines.last == "0 passed, 2 failed")
        #expect(try Self.read(suite + "/settings.speech.txt") == "Settings. Heading.\nSave. Button.\n")
        #expect(try Self.read(suite + "/settings.talkback.speech.txt") == "Settings, Heading\nSave, Button, Double-tap to activate\n")
        let second = try Speakable.run(["test", suite], environment: ["CI": "true"])
        #expect(second.status == 0 && second.stdout == "2 passed, 0 failed\n")
        // Without its TalkBack golden, the document fails under CI, naming the reader.
        try FileManager.default.removeItem(atPath: suite + "/settings.talkback.speech.txt")
        let missing = try Speakable.run(["test", suite], environment: ["CI": "true"])
        #expect(missing.stdoutLines.first == "FAIL \(suite)/settings.yaml (TalkBack): no golden \(suite)/settings.talkback.speech.txt (record mode never; run with --record missing to write it)")
        #expect(missing.stdoutLines.last == "1 passed, 1 failed")
        // --reader narrows the check to one reader.
        #expect(try Speakable.run(["test", suite, "--reader", "voiceover"], environment: ["CI": "true"]).stdout == "1 passed, 0 failed\n")
    }

    @Test("TB23 TB3 a changed TalkBack golden fails naming the reader, in the text and in JUnit; VoiceOver's still passes")
    func testTB23_aChangedTalkBackGoldenFailsNamingTheReader() throws {
        let suite = try Self.suite(["settings.yaml": Self.both])
        _ = try Speakable.run(["test", suite], environment: Self.clean)
        let golden = suite + "/settings.talkback.speech.txt"
        try "Settings, Heading\nKeep, Button, Double-tap to activate\n".write(toFile: golden, atomically: false, encoding: .utf8)
        let result = try Speakable.run(["test", suite], environment: ["CI": "true"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL \(suite)/settings.yaml (TalkBack): differs from \(golden)\n--- \(golden)\n+++ \(suite)/settings.yaml\n"), "\(result.stdout)")
        #expect(result.stdout.contains("-Keep, Button, Double-tap to activate\n+Save, Button, Double-tap to activate"))
        #expect(!result.stdout.contains("(VoiceOver)"))
        #expect(result.stdoutLines.last == "1 passed, 1 failed")
        let junit = try Speakable.run(["test", suite, "--format", "junit"], environment: ["CI": "true"])
        #expect(junit.stdout.contains(#"<testsuites tests="2" failures="1">"#))
        #expect(junit.stdout.contains("<testcase classname=\"speakable\" name=\"\(suite)/settings.yaml\">\n      <properties>\n        <property name=\"reader\" value=\"voiceover\"/>\n      </properties>\n    </testcase>"), "\(junit.stdout)")
        #expect(junit.stdout.contains("<testcase classname=\"speakable\" name=\"\(suite)/settings.yaml (TalkBack)\">\n      <properties>\n        <property name=\"reader\" value=\"talkback\"/>\n      </properties>\n      <failure message=\"FAIL \(suite)/settings.yaml (TalkBack): differs from \(golden)\">"), "\(junit.stdout)")
        #expect(try Self.read(golden).contains("Keep"), "a failing check never rewrites a golden unless asked")
    }

    @Test("TB23 --record all writes both readers' goldens; --record failed rewrites only the one that differs")
    func testTB23_recordWritesBothReadersGoldens() throws {
        let suite = try Self.suite(["settings.yaml": Self.both])
        let recorded = try Speakable.run(["test", suite, "--record", "all"], environment: Self.clean)
        #expect(recorded.stdoutLines.dropLast() == [
            "RECORDED \(suite)/settings.speech.txt (VoiceOver): review it and run again",
            "RECORDED \(suite)/settings.talkback.speech.txt (TalkBack): review it and run again",
        ])
        try "stale\n".write(toFile: suite + "/settings.talkback.speech.txt", atomically: false, encoding: .utf8)
        let again = try Speakable.run(["test", suite, "--record", "failed"], environment: Self.clean)
        #expect(again.stdoutLines.first == "RECORDED \(suite)/settings.talkback.speech.txt (TalkBack): review it and run again")
        #expect(again.stdoutLines.last == "1 passed, 1 failed")
        #expect(try Self.read(suite + "/settings.talkback.speech.txt") == "Settings, Heading\nSave, Button, Double-tap to activate\n")
        #expect(try Speakable.run(["test", suite], environment: ["CI": "true"]).status == 0)
        // No partial file is left behind by either reader's write.
        #expect(try FileManager.default.contentsOfDirectory(atPath: suite).filter { $0.contains(".partial") || $0.hasPrefix(".") }.isEmpty)
    }

    @Test("TB23 --phonemes keeps each reader's pronunciations beside the other's, in worker processes too")
    func testTB23_phonemeGoldensPerReader() throws {
        let suite = try Self.suite(["settings.yaml": Self.both, "plain.yaml": "elements: [button: Save]\n"])
        let recorded = try Speakable.run(["test", suite, "--phonemes", "--jobs", "2", "--record", "missing"], environment: Self.clean)
        #expect(recorded.stdoutLines.last == "0 passed, 3 failed", "\(recorded.stdout)\(recorded.stderr)")
        let talkBack = try Self.read(suite + "/settings.talkback.phonemes.txt"), voiceOver = try Self.read(suite + "/settings.phonemes.txt")
        #expect(talkBack.hasPrefix("# espeak-ng ") && talkBack.split(separator: "\n").count == 3)
        #expect(talkBack != voiceOver)
        #expect(!FileManager.default.fileExists(atPath: suite + "/plain.talkback.phonemes.txt"))
        let again = try Speakable.run(["test", suite, "--phonemes", "--jobs", "2"], environment: ["CI": "true"])
        #expect(again.status == 0 && again.stdout == "3 passed, 0 failed\n", "\(again.stdout)\(again.stderr)")
    }

    @Test("TB23 a reader's golden that is another document's own golden is refused, never shared")
    func testTB23_aReadersGoldenNeverOverwritesAnotherDocumentsOwn() throws {
        let suite = try Self.suite(["home.yaml": "elements: [button: Home]\n", "home.talkback.yaml": "elements: [button: Android home]\n"])
        let result = try Speakable.run(["test", suite, "--reader", "talkback"], environment: Self.clean)
        #expect(result.stdout.contains("FAIL \(suite)/home.yaml (TalkBack): its golden \(suite)/home.talkback.speech.txt is another document's own golden; rename one of them"), "\(result.stdout)")
        // home.talkback.yaml, under TalkBack (not its own reader), has its own name for it.
        #expect(FileManager.default.fileExists(atPath: suite + "/home.talkback.talkback.speech.txt"))
        // Under their own readers, both documents are checked as ever.
        let own = try Speakable.run(["test", suite], environment: Self.clean)
        #expect(own.stdoutLines.last == "0 passed, 2 failed")
        #expect(try Self.read(suite + "/home.talkback.speech.txt") == "Android home. Button.\n")
    }

    @Test("TB23 the Android fixtures keep TalkBack's golden as their own and VoiceOver's beside it; both pass")
    func testTB23_androidFixturesKeepBothReadersGoldens() throws {
        let both = try Speakable.run(["test", "Tests/Captures/android", "--reader", "both"], environment: ["CI": "true"])
        #expect(both.status == 0 && both.stdout == "12 passed, 0 failed\n", "\(both.stdout)")
        let own = try String(contentsOfFile: Speakable.packageRoot.appendingPathComponent("Tests/Captures/android/settings-usb-dialog-vi.speech.txt").path, encoding: .utf8)
        #expect(own.hasSuffix("OK, Button, Double-tap to activate\n"))
        let voiceOver = try String(contentsOfFile: Speakable.packageRoot.appendingPathComponent("Tests/Captures/android/settings-usb-dialog-vi.voiceover.speech.txt").path, encoding: .utf8)
        #expect(voiceOver.hasSuffix("OK. Button.\n"))
    }

    @Test("TB1 reader: talkback is the document's reader for render, navigate, speak, phonemes and test; --reader wins")
    func testTB1_documentReaderUnlessTheFlagSaysOtherwise() throws {
        let suite = try Self.suite(["save.yaml": "reader: talkback\nelements: [button: Save]\n"])
        let document = suite + "/save.yaml"
        #expect(try Speakable.run("render", document).stdout == "Save, Button, Double-tap to activate\n")
        #expect(try Speakable.run("render", document, "--reader", "voiceover").stdout == "Save. Button.\n")
        let navigated = try Speakable.run("navigate", document, "--commands", "next")
        #expect(navigated.status == 0 && navigated.stdout.hasPrefix("Save, Button, Double-tap to activate\n"), "\(navigated.stdout)")
        // speak and phonemes read the same utterances: TalkBack's comma-joined parts are
        // clauses of their own, VoiceOver's sentence is one.
        let talkBackPhonemes = try Speakable.run("phonemes", document)
        let voiceOverPhonemes = try Speakable.run("phonemes", document, "--reader", "voiceover")
        #expect(talkBackPhonemes.status == 0 && voiceOverPhonemes.status == 0)
        #expect(talkBackPhonemes.stdout == (try Speakable.run("phonemes", document, "--reader", "talkback")).stdout)
        #expect(talkBackPhonemes.stdout != voiceOverPhonemes.stdout)
        // speak: the document's default sounds as TalkBack asked for by name, not as VoiceOver.
        func wav(_ reader: [String]) throws -> Data {
            let path = suite + "/save-\(reader.last ?? "default").wav"
            let spoken = try Speakable.run(["speak", document, "--wav", path] + reader)
            #expect(spoken.status == 0, "\(spoken.stderr)")
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        let byDefault = try wav([])
        #expect(byDefault == (try wav(["--reader", "talkback"])))
        #expect(byDefault != (try wav(["--reader", "voiceover"])))
        for name in ["default", "talkback", "voiceover"] { try FileManager.default.removeItem(atPath: suite + "/save-\(name).wav") }
        // test: the document's own reader is TalkBack, so its golden is NAME.speech.txt.
        _ = try Speakable.run(["test", document], environment: Self.clean)
        #expect(try Self.read(suite + "/save.speech.txt") == "Save, Button, Double-tap to activate\n")
        _ = try Speakable.run(["test", document, "--reader", "voiceover"], environment: Self.clean)
        #expect(try Self.read(suite + "/save.voiceover.speech.txt") == "Save. Button.\n")
    }

    @Test("TB1 a bad reader: or readers: is one located error with a did-you-mean, exit 65")
    func testTB1_badReaderKeysAreLocatedErrors() throws {
        let suite = try Self.suite([
            "typo.yaml": "elements: [button: Save]\nreader: talkbak\n",
            "list.yaml": "readers: [voiceover, TalkBack]\n",
            "twice.yaml": "readers:\n  - talkback\n  - talkback\n",
            "outside.yaml": "reader: talkback\nreaders: [voiceover]\n",
            "key.yaml": "raeders: [voiceover]\n",
        ])
        func error(_ name: String) throws -> CommandResult { try Speakable.run("render", suite + "/" + name) }
        let typo = try error("typo.yaml")
        #expect(typo.status == 65)
        #expect(typo.stderr == "\(suite)/typo.yaml:2:9: error: reader: unknown value 'talkbak' (did you mean 'talkback'?); expected one of voiceover, talkback\n")
        #expect(try error("list.yaml").stderr == "\(suite)/list.yaml:1:22: error: readers[1]: unknown value 'TalkBack' (did you mean 'talkback'?); expected one of voiceover, talkback\n")
        #expect(try error("twice.yaml").stderr == "\(suite)/twice.yaml:3:5: error: readers[1]: 'talkback' is listed twice; each reader is checked once\n")
        #expect(try error("outside.yaml").stderr.hasPrefix("\(suite)/outside.yaml:1:9: error: reader: the document's reader 'talkback' is not among readers: [voiceover]"))
        #expect(try error("key.yaml").stderr.hasPrefix("\(suite)/key.yaml:1:1: error: raeders: unknown key 'raeders' in a screen document (did you mean 'readers'?)"))
        // test and check report it the same way.
        let tested = try Speakable.run(["test", suite + "/typo.yaml"], environment: Self.clean)
        #expect(tested.status == 1 && tested.stdout.contains("typo.yaml:2:9: error: reader: unknown value 'talkbak'"))
    }
}
