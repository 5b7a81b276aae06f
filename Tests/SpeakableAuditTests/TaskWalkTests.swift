import Foundation
import Testing
import Speakable
import SpeakableAudit
import SpeakableDocuments

/// The task file and the walk (tasks spec §1, §2), in process: a test per rule, TK1–TK7, over
/// the held-out task files in Tests/Tasks and small screens written here.
@Suite("Tasks: the file and the walk")
struct TaskWalkTests {
    static let tasks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tasks").path

    /// A one-screen task over a document written here.
    func walk(_ yaml: String, _ actions: [TaskAction]) throws -> TaskWalk {
        let document = try ScreenDocument(yaml: yaml, path: "screen.yaml")
        return try TaskWalker().walk(UserTask(name: "t", screens: [TaskScreen(name: "screen.yaml", screen: document.screen, actions: actions)]))
    }

    /// A task file's error, as the CLI prints it.
    func error(_ yaml: String) -> String {
        do {
            _ = try TaskDocument(yaml: yaml, path: Self.tasks + "/sign-in/bad.task.yaml")
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test("TK1 every action kind reads from a task file: activate, fill (text or secret), toggle, adjust, select, find, gestures; a secret has no text")
    func testTK1_everyActionKindReadsFromATaskFile() throws {
        let file = try TaskDocument(contentsOfFile: Self.tasks + "/sign-in/sign-in.task.yaml")
        #expect(file.task.name == "Sign in" && file.task.readers == [.voiceOver])
        #expect(file.task.screens.map(\.name) == ["login.yaml", "home.yaml", "settings.yaml"])
        #expect(file.task.screens[0].actions == [.fill(.name("Email"), text: "ann@example.com"), .fill(.name("Password"), text: nil),
                                                 .toggle(.name("Remember Me")), .activate(.identifier("btnSignIn"))])
        #expect(file.task.screens[2].actions == [.toggle(.name("Wi-Fi")), .adjust(.name("Text Size"), to: "70%"), .find(.name("Sign Out"))])
        #expect(file.task.screens[0].actionPlaces.first??.line == 8)
        let gestures = try TaskDocument(yaml: "task: g\nscreens:\n  - screen: home.yaml\n    do:\n      - gestures: [next, rotor headings, down]\n",
                                        path: Self.tasks + "/sign-in/g.task.yaml")
        #expect(gestures.task.screens[0].actions == [.gestures([.next, .rotor(.headings), .down])])
        // A secret's text is never written in the file.
        #expect(error("task: t\nscreens:\n  - screen: login.yaml\n    do:\n      - fill: {field: Password, secret: true, text: hunter2}\n")
            .contains("bad.task.yaml:5:53: error: screens[0].do[0].fill.text: a secret's text is never written in a task file"))
    }

    @Test("TK2 a name matches a label or what is said without trait words, ignoring case; id: matches the identifier; a heading and a button both named: the button")
    func testTK2_namesIdentifiersAndTheStopThatCanDoIt() throws {
        let screen = "elements: [heading: Sign In, textField: {label: Email, text: ann}, button: {label: Sign In, id: btnSignIn}, button: {label: Go, value: Now}]"
        let byName = try walk(screen, [.activate(.name("sign in"))])
        #expect(byName.steps[0].targetStop == 2 && byName.verdict == .completed)
        // Found: the heading; it cannot be activated, so the button is taken.
        #expect(try walk(screen, [.find(.name("Sign In"))]).steps[0].targetStop == 0)
        #expect(try walk(screen, [.activate(.identifier("btnSignIn"))]).steps[0].targetStop == 2)
        // What is said without trait words: "Email: ann", "Go: Now".
        #expect(try walk(screen, [.fill(.name("Email: ann"), text: "x")]).steps[0].targetStop == 1)
        #expect(try walk(screen, [.activate(.name("go: now"))]).steps[0].targetStop == 3)
    }

    @Test("TK2 a label is matched as normalized, compared byte by byte or not: spaces and final periods left out, any case, a label that only begins the name passed over")
    func testTK2_labelsMatchAsNormalized() throws {
        let screen = "elements: [button: 'Sign', button: '  Sign In. ', button: SIGN IN NOW, button: Café, button: 'Übersicht.']"
        #expect(try walk(screen, [.activate(.name("sign in"))]).steps[0].targetStop == 1)
        #expect(try walk(screen, [.activate(.name("Sign In Now."))]).steps[0].targetStop == 2)
        #expect(try walk(screen, [.activate(.name("CAFÉ"))]).steps[0].targetStop == 3)
        #expect(try walk(screen, [.activate(.name("übersicht"))]).steps[0].targetStop == 4)
        #expect(try walk(screen, [.activate(.name("Sig"))]).verdict == .blocked(step: 1))
    }

    @Test("TK2 a task file that does not read is one located error: file, line, column, key, did-you-mean for keys and action names")
    func testTK2_badTaskFilesAreLocatedErrors() {
        let path = Self.tasks + "/sign-in/bad.task.yaml"
        #expect(error("task: t\nscrens: []\n") == "\(path):2:1: error: screns: unknown key 'screns' in a task file (did you mean 'screens'?); expected one of: task, reader, readers, screens")
        #expect(error("task: t\nscreens:\n  - screen: login.yaml\n    do:\n      - activat: Sign In\n")
            == "\(path):5:9: error: screens[0].do[0].activat: unknown key 'activat' in an action (did you mean 'activate'?); expected one of: activate, fill, toggle, adjust, select, find, gestures")
        #expect(error("task: t\nscreens:\n  - screen: nowhere.yaml\n") == "\(path):3:13: error: screens[0].screen: no such screen file '\(Self.tasks)/sign-in/nowhere.yaml'")
        #expect(error("task: t\nscreens:\n  - screen: login.yaml\n    do:\n      - gestures: [nxt]\n").hasPrefix("\(path):5:20: error: screens[0].do[0].gestures[0]: "))
        #expect(error("task: t\nreader: voicover\nscreens: []\n") == "\(path):2:9: error: reader: unknown reader 'voicover' (did you mean 'voiceover'?); expected one of: voiceover, talkback, both")
        #expect(error("task: [t\n").contains("bad.task.yaml:2:1: error: YAML syntax"))
    }

    @Test("TK3 reader: names who walks the task, checked in one place; a list gives a verdict per reader")
    func testTK3_readerIsCheckedInOnePlace() throws {
        #expect(try Reader(named: "VoiceOver") == .voiceOver)
        #expect(throws: ReaderNameError.self) { try Reader(named: "jaws") }
        let file = try TaskDocument(yaml: "task: t\nreader: [voiceover]\nscreens:\n  - screen: home.yaml\n", path: Self.tasks + "/sign-in/t.task.yaml")
        #expect(file.task.readers == [.voiceOver])
    }

    @Test("TK4 focus starts on the first stop (or the alert's announcement); the listening path swipes forward, hearing each stop, or back to a stop before the focus")
    func testTK4_listeningPathFromWhereTheReaderPutsFocus() throws {
        let walked = try walk("elements: [heading: Top, text: One, text: Two, button: Go, button: Back]",
                              [.activate(.name("Go")), .find(.name("One"))])
        #expect(walked.steps[0].swipes == 3 && walked.steps[0].pathStops == [0, 1, 2, 3])
        #expect(walked.steps[0].heard.map(\.text) == ["Top. Heading.", "One.", "Two.", "Go. Button."])
        // Back, never wrapping: from Go to One is two swipes left.
        #expect(walked.steps[1].swipes == 2 && walked.steps[1].pathStops == [2, 1])
        // Under an alert, focus starts on its announcement, and the alert's buttons are the stops.
        let alert = try walk("elements: [button: Behind]\npresent:\n  - alert: {title: Delete?, buttons: [Delete]}\n", [.activate(.name("Delete"))])
        #expect(alert.steps[0].heard.first?.text.hasPrefix("Alert. Delete?") == true && alert.verdict == .completed)
    }

    @Test("TK5 the shortest path: a touch at the target's frame, a rotor and its swipes, or plain swipes, whichever is fewest")
    func testTK5_shortestPathByTouchRotorOrSwipes() throws {
        let framed = try walk("size: [390, 844]\nelements:\n" + (0..<8).map { "  - button: {label: B\($0), frame: [0, \($0 * 50), 390, 44]}\n" }.joined(),
                              [.activate(.name("B6"))])
        #expect(framed.steps[0].swipes == 6 && framed.steps[0].shortestGestures == [.touch(x: 195, y: 322)])
        let headings = try walk("elements: [text: a, text: b, text: c, text: d, heading: Deep, text: e]", [.find(.name("Deep"))])
        #expect(headings.steps[0].shortestGestures == [.rotor(.headings), .down])
        let near = try walk("elements: [text: a, button: Near]", [.activate(.name("Near"))])
        #expect(near.steps[0].shortestGestures == [.next])
        // The rotor's moves, down and back up, as the reader's own swipes would make them.
        let controls = try walk("elements: [switch: First, text: a, text: b, text: c, text: d, switch: Mid, text: e, text: f, text: g, text: h, switch: Last]",
                                [.toggle(.name("Last")), .toggle(.name("First"))])
        #expect(controls.steps[0].shortestGestures == [.rotor(.formControls), .down, .down])
        #expect(controls.steps[1].shortestGestures == [.rotor(.formControls), .up, .up])
    }

    @Test("TK6 blocked: no stop of that name (with the closest spoken names), under a modal, cannot do the action, or no description; done with problems: a finding on the way")
    func testTK6_stepVerdicts() throws {
        let missing = try walk("elements: [heading: Payment, button: btnPay, button: Cancel]", [.activate(.name("Pay"))])
        #expect(missing.steps[0].verdict == .blocked && missing.steps[0].reason == "no stop is named 'Pay'")
        #expect(missing.steps[0].closestNames.first == "btnPay")
        let modal = try walk("elements: [button: Save]\npresent:\n  - alert: {title: Sure?, buttons: [OK]}\n", [.activate(.name("Save"))])
        #expect(modal.steps[0].reason?.contains("under a modal presentation") == true)
        let heading = try walk("elements: [heading: Title]", [.activate(.name("Title"))])
        #expect(heading.steps[0].reason == "'Title. Heading.' cannot be activated: a double tap does nothing")
        #expect(try walk("elements: [text: Volume]", [.adjust(.name("Volume"), to: "5")]).steps[0].verdict == .blocked)
        let silent = try walk("elements: [button: {id: close}]", [.activate(.identifier("close"))])
        #expect(silent.steps[0].reason == "it has no description: VoiceOver says only 'Button.'")
        let problems = try walk("elements: [heading: Cart, image: {}, button: Checkout]", [.activate(.name("Checkout"))])
        #expect(problems.steps[0].verdict == .doneWithProblems && problems.steps[0].findings.map(\.rule) == ["no-description"])
        // Over the listening limits: done with problems too.
        var step = try walk("elements: [text: a, text: b, button: Go]", [.activate(.name("Go"))]).steps[0]
        step.apply(ListeningLimits(maximumSwipes: 1, maximumSeconds: 100))
        #expect(step.verdict == .doneWithProblems && step.overLimits == "2 swipes, over the limit of 1")
        // adjust swipes until the spoken value is reached, each swipe counted.
        let slider = try walk("elements: [slider: {label: Size, value: 0.5}]", [.adjust(.name("Size"), to: "30%")])
        #expect(slider.steps[0].verdict == .done && slider.steps[0].swipes >= 2)
    }

    @Test("TK7 the task's verdict: completed, completed with problems, or blocked at the first blocked step, where the walk stops")
    func testTK7_taskVerdicts() throws {
        let signIn = try TaskWalker().walk(try TaskDocument(contentsOfFile: Self.tasks + "/sign-in/sign-in.task.yaml").task)
        #expect(signIn.verdict == .completed)
        #expect(signIn.steps.map(\.swipes) == [1, 1, 1, 2, 6, 2, 3, 1])
        let checkout = try TaskWalker().walk(try TaskDocument(contentsOfFile: Self.tasks + "/checkout/checkout.task.yaml").task)
        #expect(checkout.verdict == .blocked(step: 2) && checkout.steps.map(\.verdict) == [.doneWithProblems, .blocked])
        #expect(checkout.verdict.description == "blocked at step 2")
        let captures = try TaskWalker().walk(try TaskDocument(contentsOfFile: Self.tasks + "/captures/register.task.yaml").task)
        #expect(captures.verdict.kind == "completed with problems")
    }
}
