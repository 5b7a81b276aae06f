import Foundation
import Testing
import TestTemporaryFiles

/// `speakable report`, `render --format svg` and `render --durations` as processes, and their
/// pages opened in Debian's headless Chromium (scripts/check-report-in-browser; report spec).
@Suite("CLI: report", .serialized)
struct ReportCommandTests {
    static func folder() throws -> String {
        let url = TemporaryRoot.url.appendingPathComponent("speakable-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Runs the browser check; its output is the problems found, one per line.
    static func browserCheck(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Speakable.packageRoot.appendingPathComponent("scripts/check-report-in-browser").path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("§2 documents and captures of all four formats: every page in Chromium has a legend entry, a badge and an audio control with a duration per stop, no request leaving it, no console error, and is linked from index.html")
    func everyFormatInChromium() throws {
        let output = try Self.folder()
        let result = try Speakable.run("report", "Examples", "Tests/Captures/accessibility-snapshot", "Tests/Captures/appium",
                                       "Tests/Captures/idb", "Tests/Captures/xcuitest", "-o", output)
        #expect(result.status == 0, "\(result.stderr)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: output + "/screens")
        for name in ["inbox.html", "button-traits.html", "shirates-registration.html", "idb-issue-543.html", "firefox-library-segments.html"] {
            #expect(pages.contains(name), "\(name)")
        }
        let check = try Self.browserCheck(["report", output, "--audio", "--screenshot", output + "/first-page.png"])
        #expect(check.status == 0, "\(check.output)")
        // A 12-stop screen's page, its audio in it, is under 200 KB.
        let table = try String(contentsOfFile: output + "/screens/data-table.html", encoding: .utf8)
        #expect(table.components(separatedBy: "<li id=\"stop-").count - 1 == 12)
        #expect(table.utf8.count <= 200_000, "\(table.utf8.count) bytes")
        #expect(table.contains("data:audio/ogg;base64,T2dnUw"))
    }

    @Test("TB25 report --reader both: each screen a VoiceOver and a TalkBack page, linked to each other in Chromium, each naming its reader with its own audio; the index names the reader")
    func testTB25_bothReadersGiveEachScreenTwoLinkedPagesWithTheirOwnAudio() throws {
        let output = try Self.folder()
        let android = "Tests/Captures/android/settings-usb-dialog-vi.xml"
        let result = try Speakable.run("report", "Examples/login.yaml", "Examples/settings.yaml", android, "--reader", "both", "-o", output)
        #expect(result.status == 0, "\(result.stderr)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: output + "/screens").sorted()
        #expect(pages == ["login.talkback.html", "login.voiceover.html", "settings-usb-dialog-vi.talkback.html", "settings-usb-dialog-vi.voiceover.html",
                          "settings.talkback.html", "settings.voiceover.html"])
        // Chromium: every page names its reader as its index row does, each pair's links lead to
        // each other, every stop of each page has its audio, and no request leaves a page.
        let check = try Self.browserCheck(["report", output, "--audio"])
        #expect(check.status == 0, "\(check.output)")
        let voiceOver = try String(contentsOfFile: output + "/screens/login.voiceover.html", encoding: .utf8)
        let talkBack = try String(contentsOfFile: output + "/screens/login.talkback.html", encoding: .utf8)
        #expect(voiceOver.contains("<body data-reader=\"voiceover\">") && voiceOver.contains("Spoken as <strong>VoiceOver</strong> says it"))
        #expect(talkBack.contains("<body data-reader=\"talkback\">") && talkBack.contains("Spoken as <strong>TalkBack</strong> says it"))
        #expect(voiceOver.contains("href=\"login.talkback.html\" data-reader=\"talkback\""))
        #expect(talkBack.contains("href=\"login.voiceover.html\" data-reader=\"voiceover\""))
        // Each page is its reader's stops and words, and its clips are synthesized from them.
        #expect(talkBack.contains("Edit box") && !talkBack.contains("Text Field."))
        #expect(voiceOver.contains("Text Field.") && !voiceOver.contains("Edit box"))
        func clips(_ page: String) -> [String] {
            page.components(separatedBy: "class=\"stop-audio\"").dropFirst().map { $0.components(separatedBy: "src=\"")[1].components(separatedBy: "\"")[0] }
        }
        #expect(clips(voiceOver).count == 6 && clips(talkBack).count == 6)
        // The stops whose words differ (the fields' and buttons' hints) are heard differently;
        // a title said alike by both may give the same clip.
        let differing = zip(clips(voiceOver), clips(talkBack)).count { $0 != $1 }
        #expect(differing >= 4, "\(differing) of 6 clips differ")
        let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(index.contains("3 screens as VoiceOver and TalkBack say them (6 pages)"))
        #expect(index.components(separatedBy: "<td data-sort=\"TalkBack\">TalkBack</td>").count - 1 == 3)
        // One reader: one page per screen, named as before and naming its reader: TalkBack for
        // an Android capture, VoiceOver for a document, unless asked.
        let single = try Self.folder()
        #expect(try Speakable.run("report", "Examples/login.yaml", android, "--audio", "none", "-o", single).status == 0)
        #expect(try String(contentsOfFile: single + "/screens/settings-usb-dialog-vi.html", encoding: .utf8).contains("<body data-reader=\"talkback\">"))
        let login = try String(contentsOfFile: single + "/screens/login.html", encoding: .utf8)
        #expect(login.contains("<body data-reader=\"voiceover\">") && !login.contains("paired-page"))
        let asked = try Self.folder()
        #expect(try Speakable.run("report", "Examples/login.yaml", "--reader", "talkback", "--audio", "none", "-o", asked).status == 0)
        #expect(try String(contentsOfFile: asked + "/screens/login.html", encoding: .utf8).contains("Spoken as <strong>TalkBack</strong> says it"))
        #expect(try Self.browserCheck(["report", single]).status == 0)
    }

    @Test("§2 --audio none: no audio, and no speech engine (a broken libespeak-ng is never loaded)")
    func withoutAudio() throws {
        // A libespeak-ng.so.1 that is no library: loading it would fail.
        let broken = try Self.folder()
        try Data("not a library".utf8).write(to: URL(fileURLWithPath: broken + "/libespeak-ng.so.1"))
        let output = try Self.folder()
        let environment = ["LD_LIBRARY_PATH": broken]
        let result = try Speakable.run(["report", "Examples/inbox.yaml", "Examples/login.yaml", "--audio", "none", "-o", output], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: output + "/screens/inbox.html", encoding: .utf8)
        #expect(!page.contains("<audio") && page.contains("swipes from the first stop"))
        #expect(try Self.browserCheck(["report", output]).status == 0)
        // With audio, the same broken library is an error, not a crash.
        let spoken = try Speakable.run(["report", "Examples/inbox.yaml", "-o", try Self.folder()], environment: environment)
        #expect(spoken.status > 0 && spoken.status < 128 && spoken.stderr.contains("espeak-ng"))
    }

    @Test("§1 render --format svg of a capture with frames, drawn by Chromium: each badge lies inside its frame, in its colour")
    func pictureInChromium() throws {
        let output = try Self.folder()
        for capture in ["Tests/Captures/appium/shirates-registration.xml", "Tests/Captures/accessibility-snapshot/button-traits.json"] {
            let result = try Speakable.run("render", capture, "--format", "svg")
            #expect(result.status == 0)
            let svg = output + "/" + (capture as NSString).lastPathComponent + ".svg"
            try Data(result.stdout.utf8).write(to: URL(fileURLWithPath: svg))
            let check = try Self.browserCheck(["picture", svg, "--png", svg + ".png"])
            #expect(check.status == 0, "\(check.output)")
        }
    }

    @Test("§3 render --format json --durations: each utterance's seconds, each stop's swipes and seconds from the first stop")
    func durations() throws {
        let result = try Speakable.run("render", "Examples/delete-file.yaml", "--format", "json", "--durations")
        #expect(result.status == 0)
        let items = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(items.count == 5)
        #expect(items[0]["kind"] as? String == "announcement" && items[0]["swipes"] == nil)
        let seconds = items.map { $0["seconds"] as? Double ?? 0 }
        #expect(seconds.allSatisfy { $0 > 0.2 && $0 < 10 })
        #expect(items.dropFirst().map { $0["swipes"] as? Int } == [0, 1, 2, 3])
        let reach = items.dropFirst().map { $0["secondsFromFirstStop"] as? Double ?? 0 }
        #expect(reach == reach.sorted() && abs(reach[0] - seconds[1]) < 0.002)
        #expect(try Speakable.run("render", "Examples/delete-file.yaml", "--durations").status == 64)
    }

    @Test("§3 audit's opt-in listening-cost: off by default; --max-swipes and --max-seconds turn it on")
    func listeningCostRule() throws {
        let document = try Speakable.temporaryDocument("elements:\n" + (1...8).map { "  - button: Item \($0)\n" }.joined())
        #expect(try !Speakable.run("audit", document).stdout.contains("listening-cost"))
        let swipes = try Speakable.run("audit", document, "--max-swipes", "5", "--fail-on", "warning")
        #expect(swipes.status == 1)
        #expect(swipes.stdout.contains("warning: [listening-cost] Reached after 6 swipes and "))
        #expect(swipes.stdout.components(separatedBy: "[listening-cost]").count - 1 == 2)
        let seconds = try Speakable.run("audit", document, "--max-seconds", "3", "--rules", "listening-cost")
        #expect(seconds.stdout.contains("over the limit of 15 swipes or 3 s"))
        #expect(try Speakable.run("audit", document, "--enable", "listening-cost").status == 0)
    }

    @Test("§2 test --report: the failing golden's diff on its page, the index saying which failed")
    func testReport() throws {
        let suite = try Self.folder()
        for name in ["inbox.yaml", "inbox.speech.txt", "login.yaml", "login.speech.txt"] {
            try FileManager.default.copyItem(atPath: Speakable.packageRoot.path + "/Examples/" + name, toPath: suite + "/" + name)
        }
        let golden = suite + "/inbox.speech.txt"
        try (try String(contentsOfFile: golden, encoding: .utf8)).replacingOccurrences(of: "Inbox. Heading.", with: "Inbocks. Heading.")
            .write(toFile: golden, atomically: true, encoding: .utf8)
        let output = try Self.folder()
        let result = try Speakable.run(["test", suite, "--report", output, "--jobs", "1"], environment: ["CI": "true"])
        #expect(result.status == 1)
        let page = try String(contentsOfFile: output + "/screens/inbox.html", encoding: .utf8)
        #expect(page.contains("<span class=\"removed\">-Inbocks. Heading.</span>") && page.contains("golden failed"))
        #expect(try !String(contentsOfFile: output + "/screens/login.html", encoding: .utf8).contains("Golden transcript"))
        #expect(try String(contentsOfFile: output + "/index.html", encoding: .utf8).contains("goldens: 1 failed"))
    }

    @Test("test --report links the golden diff from the index's Golden cell and from the page's summary (issue 35)")
    func testReport_goldenDiffIsLinkedFromIndexAndSummary() throws {
        let suite = try Self.folder()
        for name in ["inbox.yaml", "inbox.speech.txt", "login.yaml", "login.speech.txt"] {
            try FileManager.default.copyItem(atPath: Speakable.packageRoot.path + "/Examples/" + name, toPath: suite + "/" + name)
        }
        let golden = suite + "/inbox.speech.txt"
        try (try String(contentsOfFile: golden, encoding: .utf8)).replacingOccurrences(of: "Inbox. Heading.", with: "Inbocks. Heading.")
            .write(toFile: golden, atomically: true, encoding: .utf8)
        let output = try Self.folder()
        #expect(try Speakable.run(["test", suite, "--report", output, "--jobs", "1"], environment: ["CI": "true"]).status == 1)
        let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(index.contains("<a href=\"screens/inbox.html#golden\""), "\(index)")
        #expect(!index.contains("screens/login.html#golden"))
        let page = try String(contentsOfFile: output + "/screens/inbox.html", encoding: .utf8)
        let summary = try #require(page.components(separatedBy: "<p class=\"summary\">").last?.components(separatedBy: "</p>").first)
        #expect(summary.contains("<a href=\"#golden\">golden failed"), "\(summary)")
        #expect(page.contains("<h2 id=\"golden\">"))
        #expect(try !String(contentsOfFile: output + "/screens/login.html", encoding: .utf8).contains("href=\"#golden\""))
    }

    /// A screen whose smallest stops `hit-region` flags.
    static let smallStops = """
        size: [390, 844]
        elements:
          - heading: {label: Settings, frame: [16, 60, 200, 30]}
          - button: {label: Close, frame: [340, 64, 12, 12]}
          - button: {label: Info, frame: [16, 120, 30, 20]}
          - button: {label: Done, frame: [16, 200, 120, 44]}
        """

    @Test("The whole screen's player says the whole screen's length, not the first clip's; a finding's mark never covers a small stop's number (issue 35)")
    func report_wholeScreenLengthAndFindingMarkInChromium() throws {
        let document = try Speakable.temporaryDocument(Self.smallStops, name: "small-stops.yaml")
        let output = try Self.folder()
        let result = try Speakable.run("report", document, "-o", output, "--jobs", "1")
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: output + "/screens/small-stops.html", encoding: .utf8)
        let length = try #require(page.components(separatedBy: "id=\"whole-screen-length\" class=\"whole-length\" data-seconds=\"").last?
            .components(separatedBy: "\"").first.flatMap(Double.init))
        let summary = try #require(page.components(separatedBy: "read once in ").last?.components(separatedBy: " s").first.flatMap(Double.init))
        #expect(abs(length - summary) < 0.06, "\(length) \(summary)")
        #expect(page.contains(String(format: "%.1f s in all: every stop in turn", length)))
        // Both small buttons are flagged, and each mark sits clear of its badge.
        #expect(page.components(separatedBy: "class=\"finding-mark\"").count - 1 == 2)
        let check = try Self.browserCheck(["report", output, "--audio"])
        #expect(check.status == 0, "\(check.output)")
    }

    @Test("report on a screen over 1,800 s of speech: the other screens are written, the long one is named with --audio none, exit 65 (issue 35)")
    func report_screenOverTheSpeechLimitSuggestsAudioNone() throws {
        let folder = try Self.folder()
        try FileManager.default.copyItem(atPath: Speakable.packageRoot.path + "/Examples/delete-file.yaml", toPath: folder + "/delete-file.yaml")
        // About 40 minutes of speech: 40 stops of a minute each (each under the 2 minutes a stop may take).
        let sentence = String(repeating: "The quick brown fox jumps over the lazy dog once more. ", count: 18)
        let long = "elements:\n" + (1...40).map { "  - text: \"\($0). \(sentence)\"\n" }.joined()
        try long.write(toFile: folder + "/long.yaml", atomically: false, encoding: .utf8)
        let output = try Self.folder()
        let result = try Speakable.run("report", folder, "-o", output, "--jobs", "1")
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(folder)/long.yaml: the speech would last more than 1800 seconds"), "\(result.stderr)")
        #expect(result.stderr.contains("--audio none") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(index.contains("screens/delete-file.html") && !index.contains("screens/long.html"))
        #expect(FileManager.default.fileExists(atPath: output + "/screens/delete-file.html"))
        #expect(try Speakable.run("report", folder + "/long.yaml", "-o", try Self.folder(), "--audio", "none").status == 0)
    }

    @Test("Nothing the user had is replaced: a file an earlier report did not write, and a link in place of the folder, are refused")
    func userFilesKept() throws {
        let output = try Self.folder()
        try Data("my notes".utf8).write(to: URL(fileURLWithPath: output + "/index.html"))
        let refused = try Speakable.run("report", "Examples/inbox.yaml", "--audio", "none", "-o", output)
        #expect(refused.status == 73 && refused.stderr.contains("was not written by speakable report"))
        #expect(try String(contentsOfFile: output + "/index.html", encoding: .utf8) == "my notes")
        // A second report over the first is fine.
        let fresh = try Self.folder()
        #expect(try Speakable.run("report", "Examples/inbox.yaml", "--audio", "none", "-o", fresh).status == 0)
        #expect(try Speakable.run("report", "Examples/inbox.yaml", "--audio", "none", "-o", fresh).status == 0)
        // screens/ as a link to elsewhere is not followed.
        let linked = try Self.folder(), elsewhere = try Self.folder()
        try FileManager.default.createSymbolicLink(atPath: linked + "/screens", withDestinationPath: elsewhere)
        let link = try Speakable.run("report", "Examples/inbox.yaml", "--audio", "none", "-o", linked)
        #expect(link.status == 73 && link.stderr.contains("is not a folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    }

    @Test("§2 a bad document among good ones: its error named, the others reported, exit 65")
    func badDocument() throws {
        let bad = try Speakable.temporaryDocument("elements: [button: {label: OK, frame: [1, 2]}]", name: "bad.yaml")
        let output = try Self.folder()
        let result = try Speakable.run("report", bad, "Examples/inbox.yaml", "--audio", "none", "-o", output)
        #expect(result.status == 65 && result.stderr.contains("bad.yaml:1:"))
        #expect(FileManager.default.fileExists(atPath: output + "/screens/inbox.html"))
        #expect(try !String(contentsOfFile: output + "/index.html", encoding: .utf8).contains("bad.yaml"))
    }
}
