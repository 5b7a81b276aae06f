import Foundation
import Testing
import Speakable
import SpeakableAudit
import SpeakableDocuments

/// Tasks walked by TalkBack (issue 34, tasks spec TK3–TK7 with talkback.md TB1, TB20): the
/// held-out task files of Tests/Tasks, one over a real Android capture, and small screens.
@Suite("Tasks: walked by TalkBack")
struct TaskTalkBackWalkTests {
    static let tasks = TaskWalkTests.tasks

    /// A one-screen task over a document written here, walked by `reader`.
    func walk(_ yaml: String, _ actions: [TaskAction], reader: Reader = .talkBack) throws -> TaskWalk {
        let document = try ScreenDocument(yaml: yaml, path: "screen.yaml")
        return try TaskWalker(reader: reader).walk(UserTask(name: "t", screens: [TaskScreen(name: "screen.yaml", screen: document.screen, actions: actions)]))
    }

    func task(_ path: String) throws -> TaskDocument {
        try TaskDocument(contentsOfFile: Self.tasks + "/" + path)
    }

    @Test("TK3 TalkBack: readers are the project's Reader, named in one place with a did-you-mean; reader: both and readers: [...]; an Android task's default is TalkBack")
    func testTK3_talkBackReadersAreNamedOnce() throws {
        #expect(try Reader(named: "TalkBack") == .talkBack)
        #expect(throws: ReaderNameError.self) { try Reader(named: "talkbak") }
        #expect(ReaderNameError(name: "talkbak").description == "unknown reader 'talkbak' (did you mean 'talkback'?); expected one of: voiceover, talkback")
        let path = Self.tasks + "/sign-in/t.task.yaml"
        #expect(try TaskDocument(yaml: "task: t\nreaders: [voiceover, talkback]\nscreens:\n  - screen: home.yaml\n", path: path).task.readers == [.voiceOver, .talkBack])
        #expect(try TaskDocument(yaml: "task: t\nreader: both\nscreens:\n  - screen: home.yaml\n", path: path).readers == [.voiceOver, .talkBack])
        do {
            _ = try TaskDocument(yaml: "task: t\nreader: talkbak\nscreens:\n  - screen: home.yaml\n", path: path)
            Issue.record("a misspelt reader read")
        } catch {
            #expect("\(error)" == "\(path):2:9: error: reader: unknown reader 'talkbak' (did you mean 'talkback'?); expected one of: voiceover, talkback, both")
        }
        #expect(throws: DocumentError.self) { try TaskDocument(yaml: "task: t\nreader: talkback\nreaders: [voiceover]\nscreens:\n  - screen: home.yaml\n", path: path) }
        // Without reader:, the screens' own reader (TB1): TalkBack over Android captures only.
        let android = "task: t\nscreens:\n  - screen: ../../Captures/android/doctor-language-sheet.xml\n"
        #expect(try TaskDocument(yaml: android, path: path).readers == [.talkBack])
        #expect(try TaskDocument(yaml: android + "  - screen: home.yaml\n", path: path).readers == [.voiceOver])
        #expect(try task("android/choose-language.task.yaml").readers == [.voiceOver, .talkBack])
    }

    @Test("TK4 TalkBack: focus starts on the first stop in TalkBack's order, with no announcement: an alert's title is its first stop; the path hears TalkBack's words")
    func testTK4_talkBackFocusAndWords() throws {
        let alert = try walk("elements: [button: Behind]\npresent:\n  - alert: {title: Delete?, buttons: [Cancel, Delete]}\n", [.activate(.name("Delete"))])
        #expect(alert.steps[0].heard.map(\.text) == ["Delete?", "Cancel, Button, Double-tap to activate", "Delete, Button, Double-tap to activate"])
        #expect(alert.steps[0].swipes == 2 && alert.verdict == .completed)
        let voiceOver = try walk("elements: [button: Behind]\npresent:\n  - alert: {title: Delete?, buttons: [Cancel, Delete]}\n", [.activate(.name("Delete"))], reader: .voiceOver)
        #expect(voiceOver.steps[0].heard.first?.text == "Alert. Delete?")
        // TalkBack finds an unnamed image that does nothing decorative (TB7): no stop on the way.
        let cart = try walk("elements: [heading: Cart, image: {}, button: Checkout]", [.activate(.name("Checkout"))])
        #expect(cart.steps[0].swipes == 1 && cart.verdict == .completed)
    }

    @Test("TK5 TalkBack: the shortest path uses the reading controls TalkBack has (headings, controls, links), never the containers rotor it lacks")
    func testTK5_talkBackShortestPathUsesItsReadingControls() throws {
        let headings = try walk("elements: [text: a, text: b, text: c, text: d, heading: Deep, text: e]", [.find(.name("Deep"))])
        #expect(headings.steps[0].shortestGestures == [.rotor(.headings), .down])
        let list = "elements:\n" + ["a", "b", "c", "d", "e"].map { "  - text: \($0)\n" }.joined() + "  - list:\n      label: Mail\n      children: [text: First, text: Second]\n"
        #expect(try walk(list, [.find(.name("First"))], reader: .voiceOver).steps[0].shortestGestures == [.rotor(.containers), .down])
        #expect(try walk(list, [.find(.name("First"))]).steps[0].shortestGestures == Array(repeating: .next, count: 5))
        #expect(Reader.talkBack.rules.has(.rotor(.headings)) && !Reader.talkBack.rules.has(.rotor(.containers)) && !Reader.talkBack.rules.has(.shake))
        #expect(Reader.voiceOver.rules.has(.rotor(.containers)) && Reader.voiceOver.rules.has(.shake))
    }

    @Test("TK6 TalkBack: the reasons name TalkBack and quote its words; adjust reaches a value TalkBack says as '70%' on the swipe")
    func testTK6_talkBackVerdictsInItsWords() throws {
        let silent = try walk("elements: [button: {id: close}]", [.activate(.identifier("close"))])
        #expect(silent.steps[0].reason == "it has no description: TalkBack says only 'Button'")
        let modal = try walk("elements: [button: Save]\npresent:\n  - alert: {title: Sure?, buttons: [OK]}\n", [.activate(.name("Save"))])
        #expect(modal.steps[0].reason == "'Save' is under a modal presentation: TalkBack cannot reach it until that is dismissed")
        let heading = try walk("elements: [heading: Title]", [.activate(.name("Title"))])
        #expect(heading.steps[0].reason == "'Title, Heading' cannot be activated: a double tap does nothing")
        let slider = try walk("elements: [slider: {label: Size, value: 0.5}]", [.adjust(.name("Size"), to: "70%")])
        #expect(slider.verdict == .completed && slider.steps[0].swipes == 2)
        // A real capture's clickable scrim with no text: TalkBack says only "Unlabelled".
        let lockscreen = try TaskDocument(yaml: "task: t\nscreens:\n  - screen: ../../Captures/android/lockscreen-2026-compose.xml\n    do:\n"
                                          + "      - activate: {id: 'com.android.systemui:id/scrim_behind'}\n", path: Self.tasks + "/android/u.task.yaml")
        let unlabelled = try TaskWalker(reader: .talkBack).walk(lockscreen.task)
        #expect(unlabelled.steps[0].reason == "it has no description: TalkBack says only 'Unlabelled'")
        let toggle = try walk("elements: [switch: {label: Wi-Fi, on: false}]", [.toggle(.name("Wi-Fi"))])
        #expect(toggle.verdict == .completed && toggle.steps[0].response.map(\.text) == ["On"])
    }

    @Test("TK7 TalkBack: the held-out task files walked by TalkBack, and a task over a real Android capture walked by both readers")
    func testTK7_talkBackWalksTheTaskFixtures() throws {
        let signIn = try TaskWalker(reader: .talkBack).walk(try task("sign-in/sign-in.task.yaml").task)
        // Under TalkBack the hit-region minimum is 48 dp (TB22): the form's 44-point rows are findings.
        #expect(signIn.verdict == .completedWithProblems(4) && signIn.steps.map(\.swipes) == [1, 1, 1, 2, 6, 2, 3, 1])
        #expect(signIn.steps[4].heard.last?.text == "Settings, Tab, 3 of 3, Double-tap to activate")
        // The image on the way to Checkout is decorative to TalkBack; btnPay is still no 'Pay'.
        let checkout = try TaskWalker(reader: .talkBack).walk(try task("checkout/checkout.task.yaml").task)
        #expect(checkout.verdict == .blocked(step: 2) && checkout.steps.map(\.verdict) == [.done, .blocked])
        #expect(checkout.steps[1].closestNames.first == "btnPay")
        let captures = try TaskWalker(reader: .talkBack).walk(try task("captures/register.task.yaml").task)
        #expect(captures.verdict.kind == "completed with problems")
        let android = try task("android/choose-language.task.yaml")
        for reader in android.readers {
            let walked = try TaskWalker(reader: reader).walk(android.task)
            #expect(walked.verdict == .completed && walked.steps.map(\.swipes) == [1, 1, 2], "\(reader)")
        }
        let talkBack = try TaskWalker(reader: .talkBack).walk(android.task)
        #expect(talkBack.steps[0].heard.map(\.text) == ["Dismiss, Double-tap to activate", "Select Language"])
    }

    @Test("TB20 TalkBack: a gesture it lacks blocks a walked step, and is the task file's located error naming the reader")
    func testTB20_talkBackGestureItLacks() throws {
        let shaken = try walk("elements: [button: OK]", [.gestures([.next, .shake])])
        #expect(shaken.verdict == .blocked(step: 1) && shaken.steps[0].reason == "TalkBack has no 'shake' gesture")
        #expect(try walk("elements: [button: OK]", [.gestures([.next, .shake])], reader: .voiceOver).verdict == .completed)
        let path = Self.tasks + "/sign-in/g.task.yaml"
        let file = try TaskDocument(yaml: "task: g\nscreens:\n  - screen: home.yaml\n    do:\n      - find: Home\n      - gestures: [next, rotor containers, down]\n", path: path)
        try file.checkGestures(for: .voiceOver)
        do {
            try file.checkGestures(for: .talkBack)
            Issue.record("TalkBack made a gesture it lacks")
        } catch {
            #expect("\(error)" == "\(path):6:9: error: screens[0].do[1].gestures: TalkBack has no 'rotor containers' reading control; its reading controls: headings, links, formControls")
        }
    }
}
