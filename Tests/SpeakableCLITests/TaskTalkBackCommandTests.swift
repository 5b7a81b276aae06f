import Foundation
import Testing
import TestTemporaryFiles

/// `speakable task` under TalkBack, `check` of task files, and `render --reader both --format
/// json` (issue 34 with talkback.md TB1, TB20, TB24), as processes.
@Suite("CLI: tasks under TalkBack, check of task files", .serialized)
struct TaskTalkBackCommandTests {
    static let signIn = "Tests/Tasks/sign-in/sign-in.task.yaml"
    static let android = "Tests/Tasks/android/choose-language.task.yaml"

    /// A folder of its own, removed by the caller.
    static func folder() throws -> String {
        let url = TemporaryRoot.url.appendingPathComponent("speakable-task-tb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test("TK3 TalkBack: --reader talkback walks in TalkBack's words; --reader both walks each task under both; an Android capture's task is TalkBack's by default")
    func testTK3_talkBackReaderOption() throws {
        let talkBack = try Speakable.run("task", Self.signIn, "--reader", "talkback", "--audio", "none")
        #expect(talkBack.status == 0, "\(talkBack.stderr)")
        #expect(talkBack.stdoutLines.first == "Sign in (TalkBack)" && talkBack.stdoutLines.contains("     Sign In, Heading"))
        // TalkBack's 48-dp minimum (TB22) finds the sign-in form's 44-point rows too small.
        #expect(talkBack.stdoutLines.last == "Sign in (TalkBack): completed with 4 problems · 3 screens · 17 swipes")
        let both = try Speakable.run("task", Self.signIn, "--reader", "both", "--audio", "none")
        #expect(both.status == 0 && both.stdoutLines.filter { $0.hasPrefix("Sign in (") && !$0.contains(":") } == ["Sign in (VoiceOver)", "Sign in (TalkBack)"])
        let wrong = try Speakable.run("task", Self.signIn, "--reader", "talkbak")
        #expect(wrong.status == 64 && wrong.stderr.contains("unknown reader 'talkbak' (did you mean 'talkback'?); expected both or one of: voiceover, talkback"))
        // No reader: in the file and none given: every screen is an Android capture, so TalkBack.
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let capture = Speakable.packageRoot.path + "/Tests/Captures/android/settings-usb-dialog-vi.xml"
        try "task: Allow USB\nscreens:\n  - screen: \(capture)\n    do:\n      - activate: OK\n".write(toFile: folder + "/usb.task.yaml", atomically: true, encoding: .utf8)
        let usb = try Speakable.run("task", folder + "/usb.task.yaml", "--audio", "none")
        #expect(usb.status == 0 && usb.stdoutLines.first == "Allow USB (TalkBack)", "\(usb.stdout)\(usb.stderr)")
        #expect(usb.stdout.contains("     OK, Button, Double-tap to activate"))
    }

    @Test("TK8 TalkBack: seconds measured from the clips of TalkBack's utterances; JSON names the reader and holds TalkBack's words")
    func testTK8_talkBackSecondsAndJSON() throws {
        let json = try Speakable.run("task", Self.android, "--reader", "talkback", "--format", "json")
        #expect(json.status == 0, "\(json.stderr)")
        let root = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let task = try #require((root["tasks"] as? [[String: Any]])?.first)
        #expect(task["reader"] as? String == "talkback" && task["verdict"] as? String == "completed")
        let steps = try #require(task["steps"] as? [[String: Any]])
        #expect(steps.first?["stopsHeard"] as? [String] == ["Dismiss, Double-tap to activate", "Select Language"])
        let seconds = steps.compactMap { $0["seconds"] as? Double }
        #expect(seconds.count == 3 && seconds.allSatisfy { $0 > 0.2 && $0 < 60 })
    }

    @Test("TK10 TalkBack: --summary is per reader, in the readers' order")
    func testTK10_talkBackSummaryPerReader() throws {
        let text = try Speakable.run("task", "Tests/Tasks", "--summary", "--audio", "none")
        #expect(text.status == 1)
        #expect(Array(text.stdoutLines.suffix(2)) == ["VoiceOver: 3 of 4 tasks completed (blocked: Checkout)", "TalkBack: 1 of 1 task completed"])
        let both = try Speakable.run("task", "Tests/Tasks", "--summary", "--reader", "both", "--format", "json", "--audio", "none")
        let root = try #require(JSONSerialization.jsonObject(with: Data(both.stdout.utf8)) as? [String: Any])
        let summary = try #require(root["summary"] as? [String: [String: Any]])
        #expect(summary["voiceover"]?["tasks"] as? Int == 4 && summary["talkback"]?["tasks"] as? Int == 4)
        #expect(summary["talkback"]?["completed"] as? Int == 3 && summary["talkback"]?["blocked"] as? [String] == ["Checkout"])
    }

    @Test("TK11 TalkBack: the report has a page per task and reader, named after the reader; in Chromium its path is drawn inside TalkBack's stops' frames, with audio per step")
    func testTK11_talkBackReportPage() throws {
        let output = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try Speakable.run("task", Self.android, "--report", output)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: output + "/screens/choose-language.task.talkback.html", encoding: .utf8)
        #expect(page.contains("Choose a language (TalkBack)") && page.contains("Dismiss, Double-tap to activate"))
        #expect(FileManager.default.fileExists(atPath: output + "/screens/choose-language.task.html"))
        let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(index.contains("choose-language.task.talkback.html"))
        let check = try ReportCommandTests.browserCheck(["report", output, "--audio"])
        #expect(check.status == 0, "\(check.output)")
    }

    @Test("TK12 TalkBack: test keeps a task's TalkBack transcript as NAME.task.talkback.speech.txt beside VoiceOver's")
    func testTK12_talkBackGoldens() throws {
        let result = try Speakable.run(["test", "Tests/Tasks/android"], environment: ["CI": "true"])
        #expect(result.status == 0 && result.stdout.contains("2 passed, 0 failed"), "\(result.stdout)")
        let golden = try String(contentsOfFile: Speakable.packageRoot.path + "/Tests/Tasks/android/choose-language.task.talkback.speech.txt", encoding: .utf8)
        #expect(golden.hasPrefix("Choose a language (TalkBack)\n") && golden.hasSuffix("Choose a language (TalkBack): completed · 1 screen · 4 swipes\n"))
    }

    @Test("TB20 TalkBack: a task's gesture TalkBack lacks is the task file's located error naming the reader, exit 65; VoiceOver walks it")
    func testTB20_talkBackTaskGestureItLacks() throws {
        let task = try Speakable.temporaryDocument("task: g\nscreens:\n  - screen: \(Speakable.packageRoot.path)/Examples/login.yaml\n    do:\n      - gestures: [next, shake]\n",
                                                   name: "g.task.yaml")
        let talkBack = try Speakable.run("task", task, "--reader", "talkback", "--audio", "none")
        #expect(talkBack.status == 65)
        #expect(talkBack.stderr.hasPrefix("\(task):5:9: error: screens[0].do[0].gestures: TalkBack has no 'shake' gesture; its gestures: "), "\(talkBack.stderr)")
        #expect(try Speakable.run("task", task, "--reader", "voiceover", "--audio", "none").status == 0)
    }

    @Test("TK2 check of a task file: the file and every screen it names, silent when clean; located errors with did-you-mean, exit 65; a missing file 66; folders check their task files")
    func testTK2_checkOfATaskFile() throws {
        let clean = try Speakable.run("check", Self.signIn, Self.android, "Tests/Tasks/captures/register.task.yaml")
        #expect(clean.status == 0 && clean.stdout.isEmpty && clean.stderr.isEmpty, "\(clean.stderr)")
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "elements: [buton: Save]\n".write(toFile: folder + "/bad.yaml", atomically: true, encoding: .utf8)
        try "elements: [button: Save]\n".write(toFile: folder + "/good.yaml", atomically: true, encoding: .utf8)
        let cases: [(String, String, Int32, String)] = [
            ("key", "task: t\nscreens:\n  - screen: good.yaml\n    do:\n      - activat: Save\n", 65,
             "key.task.yaml:5:9: error: screens[0].do[0].activat: unknown key 'activat' in an action (did you mean 'activate'?)"),
            ("reader", "task: t\nreader: talkbak\nscreens:\n  - screen: good.yaml\n", 65,
             "reader.task.yaml:2:9: error: reader: unknown reader 'talkbak' (did you mean 'talkback'?)"),
            ("screen", "task: t\nscreens:\n  - screen: bad.yaml\n", 65,
             "bad.yaml:1:12: error: elements[0].buton: unknown element kind 'buton' (did you mean 'button'?)"),
            ("missing", "task: t\nscreens:\n  - screen: gone.yaml\n", 66, "missing.task.yaml:3:13: error: screens[0].screen: no such screen file"),
            ("gesture", "task: t\nreader: talkback\nscreens:\n  - screen: good.yaml\n    do:\n      - gestures: [rotor landmarks, down]\n", 65,
             "gesture.task.yaml:6:9: error: screens[0].do[0].gestures: TalkBack has no 'rotor landmarks' reading control"),
        ]
        for (name, text, status, message) in cases {
            try text.write(toFile: folder + "/\(name).task.yaml", atomically: true, encoding: .utf8)
            let result = try Speakable.run("check", folder + "/\(name).task.yaml")
            #expect(result.status == status && result.stdout.isEmpty, "\(name): \(result.status) \(result.stderr)")
            #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix(folder + "/" + message), "\(name): \(result.stderr)")
        }
        #expect(try Speakable.run("check", folder + "/none.task.yaml").status == 66)
        // A folder: its screens and its task files, each error once; the worst status wins.
        let all = try Speakable.run("check", folder)
        #expect(all.status == 66 && all.stderrLines.count == 6, "\(all.stderr)")
    }

    @Test("TB24 render --reader both --format json: each reader's rendering as render --format json writes it, and the stops paired by element (null where one reader makes no stop)")
    func testTB24_bothReadersAsJSON() throws {
        let document = try Speakable.temporaryDocument("elements:\n  - heading: Cart\n  - image: {}\n  - button: Checkout\n", name: "cart.yaml")
        let result = try Speakable.run("render", document, "--reader", "both", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let readers = try #require(root["readers"] as? [String: Any])
        for (reader, name) in [("voiceover", "voiceover"), ("talkback", "talkback")] {
            let alone = try Speakable.run("render", document, "--reader", reader, "--format", "json")
            let rendered = try JSONSerialization.jsonObject(with: Data(alone.stdout.utf8)) as? NSArray
            #expect(readers[name] as? NSArray == rendered, "\(name)")
        }
        let pairs = try #require(root["pairs"] as? [[String: Any]])
        #expect(pairs.map { $0["voiceover"] as? String } == ["Cart. Heading.", "Image.", "Checkout. Button."])
        #expect(pairs.map { $0["talkback"] as? String } == ["Cart, Heading", nil, "Checkout, Button, Double-tap to activate"])
        #expect(pairs[1]["talkback"] is NSNull)
        let text = try Speakable.run("render", document, "--reader", "both")
        #expect(text.stdoutLines == ["VO: Cart. Heading.", "TB: Cart, Heading", "VO: Image.", "TB: -", "VO: Checkout. Button.", "TB: Checkout, Button, Double-tap to activate"])
        #expect(try Speakable.run("render", document, "--reader", "both", "--format", "svg").status == 64)
    }
}
