import Speakable
import Testing
@testable import SpeakablePrompts

/// choose, filter, confirm and input without a terminal: keys in, speech and outcome out.
@Suite("Prompts: lists, questions and line editing")
struct ChoiceSessionTests {
    static let voice = try! Voice.builtIn(.en)

    @Test("A list's items are spoken as VoiceOver speaks a list: N of M, List Start and List End at the edges")
    func listItems() {
        var session = ChoiceSession(ChoiceList(["A", "B", "C"], header: "Pick"), voice: Self.voice)
        #expect(session.initialSpeech.map(\.text) == ["Pick.", "A. 1 of 3. List Start."])
        #expect(session.handle(.down).spoken.map(\.text) == ["B. 2 of 3."])
        #expect(session.handle(.end).spoken.map(\.text) == ["C. 3 of 3. List End."])
        #expect(session.handle(.down).spoken.map(\.text) == ["[sound: boundary]"])
        #expect(session.handle(.enter).outcome == .items(["C"]))
    }

    @Test("A one-item list says List Start only; Russian words come from the voice")
    func oneItemAndLocale() throws {
        let single = ChoiceSession(ChoiceList(["Only"]), voice: Self.voice)
        #expect(single.initialSpeech.map(\.text) == ["Only. 1 of 1. List Start."])
        var russian = ChoiceSession(ChoiceList(["Яблоки", "Груши"], filters: true), voice: try .builtIn(.ru))
        #expect(russian.initialSpeech.first?.text == "2 результата")
        #expect(russian.handle(.character("я")).spoken.map(\.text).last == "1 результат")
    }

    @Test("Several: Space selects up to the limit, Enter gives them in the list's order")
    func several() {
        var session = ChoiceSession(ChoiceList(["A", "B", "C"], limit: 2, selected: ["C"]), voice: Self.voice)
        #expect(session.initialSpeech.map(\.text) == ["A. 1 of 3. List Start."])
        #expect(session.handle(.character(" ")).spoken.map(\.text) == ["Selected: A."])
        _ = session.handle(.down)
        #expect(session.handle(.character(" ")).spoken.map(\.text) == ["[sound: unavailable]"])
        #expect(session.handle(.enter).outcome == .items(["A", "C"]))
    }

    @Test("fzf-like ranking: in order, case-insensitive, consecutive and word starts first, then shorter")
    func ranking() {
        #expect(FuzzyMatch.rank(["Grapes", "Apples", "Papaya"], query: "ap") == [1, 2, 0])
        #expect(FuzzyMatch.rank(["src/main.swift", "Sources/Main.swift", "README"], query: "MAIN") == [0, 1])
        #expect(FuzzyMatch.rank(["abc", "acb"], query: "cb") == [1])
        #expect(FuzzyMatch.rank(["x", "y"], query: "") == [0, 1])
        // Linear per query character: a long line ranks at once.
        #expect(FuzzyMatch.rank([String(repeating: "a", count: 100_000) + "b"], query: "aab") == [0])
    }

    @Test("The line editor edits as readline")
    func lineEditor() {
        var line = LineEditor("one two", limit: 8)
        #expect(line.deleteWordBackward() == "two" && line.text == "one ")
        #expect(line.moveLeft() == " " && line.insert("!") && line.text == "one! ")
        #expect(line.insert("x") && line.insert("y") && line.insert("z") && !line.insert("w"))
        #expect(line.moveToStart() && !line.moveToStart() && line.deleteBackward() == nil)
        #expect(line.deleteForward() == "o" && line.deleteToStart() == "" && line.moveToEnd())
    }

    @Test("confirm: Yes and No from the voice; starts on the default; Esc is no answer")
    func confirm() throws {
        var yes = PromptSession(.confirm(Confirmation("Go?")), voice: Self.voice)
        #expect(yes.initialSpeech.map(\.text) == ["Alert. Go?", "Yes. Button."])
        #expect(yes.handle(.right).spoken.map(\.text) == ["No. Button."])
        #expect(yes.handle(.enter).outcome == .confirmed(false))
        var russian = PromptSession(.confirm(Confirmation("Дальше?", defaultAnswer: false)), voice: try .builtIn(.ru))
        #expect(russian.initialSpeech.last?.text == "Нет. Кнопка.")
        #expect(russian.handle(.escape).outcome == .cancelled && PromptOutcome.confirmed(false).exitStatus == 1)
    }

    @Test("input: a pre-filled value, the cursor moved and text inserted in the middle; secure text clicks")
    func input() {
        var session = InputSession(TextInput(label: "Name", value: "An"), voice: Self.voice)
        #expect(session.initialSpeech.map(\.text) == ["Name: An. Text Field. Is editing."])
        #expect(session.handle(.left).spoken.map(\.text) == ["n"])
        #expect(session.handle(.character("n")).spoken.map(\.text) == ["n"])
        #expect(session.view.lines.first == "> Name: Ann" && session.view.cursor.column == 11)
        #expect(session.handle(.enter).outcome == .text(.plain("Ann")))
        var secure = InputSession(TextInput(label: "PIN", isSecure: true), voice: Self.voice)
        _ = secure.handle(.character("4"))
        #expect(secure.handle(.control("a")).spoken.map(\.text) == ["1 character"])
        #expect(!secure.view.lines.joined().contains("4"))
    }
}

/// A screen's stepper shown as buttons, in the interactive prompt.
@Suite("Prompts: stepper buttons")
struct StepperButtonTests {
    @Test("Enter on a stepper's button steps it and the prompt goes on; the buttons are drawn with its name and value")
    func stepperButtons() throws {
        var stepper = try Stepper("Copies", value: 2, maximumValue: 5)
        stepper.exposure = .buttons
        var session = PromptSession(.screen(Screen(elements: [stepper.control, Button("Done").control])), voice: try .builtIn(.en))
        _ = session.handle(.tab)
        let step = session.handle(.enter)
        #expect(step.outcome == nil)
        #expect(PromptView(reader: session.reader).lines.prefix(2) == ["  Decrement (Copies: 3)", "> Increment (Copies: 3)"])
    }
}
