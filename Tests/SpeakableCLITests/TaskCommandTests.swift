import Foundation
import Testing
import TestTemporaryFiles

/// `speakable task` and `test` over task files, as processes (tasks spec TK3, TK7–TK12), and the
/// report's task pages in Debian's headless Chromium.
@Suite("CLI: task", .serialized)
struct TaskCommandTests {
    static let signIn = "Tests/Tasks/sign-in/sign-in.task.yaml"
    static let checkout = "Tests/Tasks/checkout/checkout.task.yaml"
    static let captures = "Tests/Tasks/captures/register.task.yaml"

    static func folder() throws -> String {
        let url = TemporaryRoot.url.appendingPathComponent("speakable-task-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test("TK3 --reader voiceover (or both) chooses who walks; an unknown reader is a usage error with a did-you-mean")
    func testTK3_readerOption() throws {
        let result = try Speakable.run("task", Self.signIn, "--reader", "VoiceOver", "--audio", "none")
        #expect(result.status == 0 && result.stdout.contains("Sign in (VoiceOver): completed"))
        #expect(try Speakable.run("task", Self.signIn, "--reader", "both", "--audio", "none").status == 0)
        let wrong = try Speakable.run("task", Self.signIn, "--reader", "voicover")
        #expect(wrong.status == 64 && wrong.stderr.contains("unknown reader 'voicover' (did you mean 'voiceover'?)"))
    }

    @Test("TK7 exit statuses: 0 completed, 1 blocked (or problems with --fail-on problems), 65 a task file that does not read, 66 a missing file")
    func testTK7_exitStatuses() throws {
        #expect(try Speakable.run("task", Self.signIn, "--audio", "none").status == 0)
        #expect(try Speakable.run("task", Self.checkout, "--audio", "none").status == 1)
        #expect(try Speakable.run("task", Self.captures, "--audio", "none").status == 0)
        #expect(try Speakable.run("task", Self.captures, "--audio", "none", "--fail-on", "problems").status == 1)
        let bad = try Speakable.temporaryDocument("task: t\nscreens:\n  - screen: a.yaml\n    dp: []\n", name: "bad.task.yaml")
        let unreadable = try Speakable.run("task", bad, "--audio", "none")
        #expect(unreadable.status == 65 && unreadable.stderr.contains("bad.task.yaml:4:5: error: screens[0].dp: unknown key 'dp' in a screen of a task (did you mean 'do'?)"))
        let missing = try Speakable.run("task", "Tests/Tasks/none.task.yaml")
        #expect(missing.status == 66)
    }

    @Test("TK8 text: per task and reader, each action with the stops heard as render writes them, its verdict and cost (seconds from real clips), then the summary line")
    func testTK8_textTranscriptWithSeconds() throws {
        let result = try Speakable.run("task", Self.signIn)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdoutLines
        #expect(lines.first == "Sign in (VoiceOver)" && lines[1] == "screen 1: login.yaml")
        #expect(lines[2].hasPrefix("  1. fill Email: done · 1 swipe · ") && lines[2].hasSuffix(" s · shortest: next"))
        #expect(lines[3] == "     Sign In. Heading." && lines[4] == "     Email: name@example.com. Text Field. Double tap to edit.")
        // The shortest path to the button two swipes away: a touch at its frame.
        #expect(lines.contains { $0.hasPrefix("  4. activate id: btnSignIn: done · 2 swipes · ") && $0.hasSuffix(" s · shortest: touch 195,405") })
        // The secret is typed as clicks; its characters appear nowhere.
        #expect(result.stdout.contains("fill Password (secret): done") && !result.stdout.contains("hunter"))
        let summary = try #require(lines.last)
        #expect(summary.hasPrefix("Sign in (VoiceOver): completed · 3 screens · 17 swipes · ") && summary.hasSuffix(" s"))
        let seconds = Double(summary.split(separator: "·").last!.dropLast(2).trimmingCharacters(in: .whitespaces)) ?? 0
        #expect(seconds > 5 && seconds < 120)
    }

    @Test("TK9 --format json (the documented schema), junit (a test case per task and reader) and markdown (a table and the blocked steps, under 1 MiB)")
    func testTK9_jsonJUnitAndMarkdown() throws {
        let json = try Speakable.run("task", Self.signIn, Self.checkout, "--format", "json")
        #expect(json.status == 1)
        let root = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let tasks = try #require(root["tasks"] as? [[String: Any]])
        #expect(tasks.map { $0["verdict"] as? String } == ["blocked", "completed"])
        #expect(tasks[0]["blockedAt"] as? Int == 2 && tasks[0]["reader"] as? String == "voiceover")
        let blocked = try #require((tasks[0]["steps"] as? [[String: Any]])?.last)
        #expect(blocked["verdict"] as? String == "blocked" && blocked["target"] as? String == "Pay" && blocked["screen"] as? String == "pay.yaml")
        #expect((blocked["closestNames"] as? [String])?.first == "btnPay")
        let first = try #require((tasks[1]["steps"] as? [[String: Any]])?.first)
        for key in ["screen", "action", "target", "verdict", "swipes", "seconds", "shortestGestures", "stopsHeard", "findings"] { #expect(first[key] != nil, "\(key)") }
        #expect((tasks[1]["totals"] as? [String: Any])?["swipes"] as? Int == 17)

        let junit = try Speakable.run("task", Self.signIn, Self.checkout, "--format", "junit", "--audio", "none")
        #expect(junit.stdout.contains("<testsuite name=\"speakable tasks\" tests=\"2\" failures=\"1\">"))
        #expect(junit.stdout.contains("<failure message=\"blocked at step 2: activate Pay: no stop is named &apos;Pay&apos;") || junit.stdout.contains("<failure message=\"blocked at step 2: activate Pay: no stop is named 'Pay'"))

        let markdown = try Speakable.run("task", "Tests/Tasks", "--format", "markdown", "--audio", "none")
        #expect(markdown.stdout.contains("| Sign in | VoiceOver | ✅ completed | 3 of 3 | 17 | – |"))
        #expect(markdown.stdout.contains("### Blocked steps") && markdown.stdout.contains("**Checkout** (VoiceOver), step 2"))
        #expect(markdown.stdout.utf8.count < 1 << 20)
    }

    @Test("TK9 --format markdown stays under 1 MiB (GitHub's limit for a job summary): the tasks past it are counted, not listed")
    func testTK9_markdownStaysUnderOneMiB() throws {
        let folder = try Self.folder()
        try "elements: [button: OK]\n".write(toFile: folder + "/screen.yaml", atomically: true, encoding: .utf8)
        for index in 0..<6 {
            let name = String(repeating: "A", count: 200_000) + " \(index)"
            try "task: \(name)\nscreens:\n  - screen: screen.yaml\n    do:\n      - activate: OK\n"
                .write(toFile: folder + "/t\(index).task.yaml", atomically: true, encoding: .utf8)
        }
        let result = try Speakable.run("task", folder, "--format", "markdown", "--audio", "none")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.utf8.count < 1 << 20)
        #expect(result.stdout.contains("1 more task left out to stay under 1 MiB"))
    }

    @Test("TK10 --summary: per reader, how many tasks were completed and which were blocked; JSON's summary object")
    func testTK10_summaryPerReader() throws {
        let text = try Speakable.run("task", "Tests/Tasks", "--summary", "--audio", "none")
        #expect(Array(text.stdoutLines.suffix(2)) == ["VoiceOver: 3 of 4 tasks completed (blocked: Checkout)", "TalkBack: 1 of 1 task completed"])
        let json = try Speakable.run("task", "Tests/Tasks", "--summary", "--format", "json", "--audio", "none")
        let root = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let voiceOver = try #require((root["summary"] as? [String: Any])?["voiceover"] as? [String: Any])
        #expect(voiceOver["tasks"] as? Int == 4 && voiceOver["completed"] as? Int == 3 && voiceOver["blocked"] as? [String] == ["Checkout"])
    }

    @Test("TK11 task --report: a page per task linked from the index; in Chromium each step's path is drawn inside its stops' frames, the target ringed, audio per step with a duration, no request leaving the page")
    func testTK11_reportPagesInChromium() throws {
        let output = try Self.folder()
        let result = try Speakable.run("task", Self.signIn, Self.checkout, Self.captures, "--report", output)
        #expect(result.status == 1, "\(result.stderr)")
        let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(index.contains("href=\"screens/sign-in.task.html\"") && index.contains("blocked at step 2"))
        let page = try String(contentsOfFile: output + "/screens/sign-in.task.html", encoding: .utf8)
        #expect(page.components(separatedBy: "<section class=\"task-step\"").count - 1 == 8)
        #expect(page.contains("class=\"listening-path\"") && page.contains("data:audio/ogg;base64,"))
        let check = try ReportCommandTests.browserCheck(["report", output, "--audio"])
        #expect(check.status == 0, "\(check.output)")
    }

    @Test("TK11 report over folders with task files: the screens' pages and the tasks' pages, the index listing the tasks with verdicts and costs beside the screens; checked in Chromium")
    func testTK11_reportOverFoldersWithTasks() throws {
        let output = try Self.folder()
        let result = try Speakable.run("report", "Tests/Tasks", "--audio", "none", "-o", output)
        #expect(result.status == 0, "\(result.stderr)")
        let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(index.contains("href=\"screens/login.html\"") && index.contains("<h2 id=\"tasks\">Tasks</h2>"))
        #expect(index.contains("href=\"screens/checkout.task.html\"") && index.contains("<td>blocked at step 2</td>"))
        let check = try ReportCommandTests.browserCheck(["report", output])
        #expect(check.status == 0, "\(check.output)")
    }

    @Test("TK12 test keeps each task's whole transcript as NAME.task.speech.txt; a changed verdict fails even when the words did not change")
    func testTK12_taskGoldens() throws {
        let suite = try Self.folder()
        for name in ["cart.yaml", "pay.yaml", "checkout.task.yaml"] {
            try FileManager.default.copyItem(atPath: Speakable.packageRoot.path + "/Tests/Tasks/checkout/" + name, toPath: suite + "/" + name)
        }
        let recorded = try Speakable.run(["test", suite, "--record", "missing"])
        #expect(recorded.status == 1 && recorded.stdout.contains("RECORDED \(suite)/checkout.task.speech.txt"))
        let golden = try String(contentsOfFile: suite + "/checkout.task.speech.txt", encoding: .utf8)
        #expect(golden.contains("Checkout (VoiceOver): blocked at step 2 · 2 screens · "))
        #expect(try Speakable.run(["test", suite], environment: ["CI": "true"]).status == 0)
        // Label the pay button: the words on the way are the same, the verdict is not.
        try "elements:\n  - heading: Payment\n  - text: Total 12.00\n  - button: {label: btnPay, id: pay}\n".write(toFile: suite + "/pay.yaml", atomically: true, encoding: .utf8)
        try (try String(contentsOfFile: suite + "/checkout.task.yaml", encoding: .utf8)).replacingOccurrences(of: "activate: Pay", with: "activate: {id: pay}")
            .write(toFile: suite + "/checkout.task.yaml", atomically: true, encoding: .utf8)
        let changed = try Speakable.run(["test", suite], environment: ["CI": "true"])
        #expect(changed.status == 1 && changed.stdout.contains("-Checkout (VoiceOver): blocked at step 2") && changed.stdout.contains("+Checkout (VoiceOver): completed with 2 problems"))
    }
}
