import Speakable
import Testing
@testable import SpeakablePrompts

/// The keyboard mapped onto the screen reader, without a terminal.
@Suite("Prompts: session")
struct PromptSessionTests {
    static let voice = try! Voice.builtIn(.en)

    func session(_ prompt: Prompt) -> PromptSession { PromptSession(prompt, voice: Self.voice) }

    @Test("An alert starts on its first button; Tab and Shift-Tab move; Enter on a button chooses it")
    func alert() {
        var session = session(.alert(Alert(title: "Quit?", buttons: ["Quit"])))
        #expect(session.initialSpeech.map(\.text) == ["Alert. Quit?", "Cancel. Button."])
        #expect(session.handle(.tab).spoken.map(\.text) == ["Quit. Button."])
        #expect(session.handle(.tab).spoken.map(\.text) == ["[sound: boundary]"])
        #expect(session.handle(.shiftTab).spoken.map(\.text) == ["Cancel. Button."])
        _ = session.handle(.tab)
        guard case .chose(let result)? = session.handle(.enter).outcome else { Issue.record("no choice"); return }
        #expect(result.button == .app(index: 0, title: "Quit") && result.buttonIndex == 0)
    }

    @Test("Enter on cancel and Esc both cancel; Ctrl-C interrupts")
    func cancel() {
        var first = session(.alert(Alert(title: "Quit?", buttons: ["Quit"])))
        #expect(first.handle(.enter).outcome == .cancelled)
        var second = session(.alert(Alert(title: "Quit?", buttons: ["Quit"])))
        #expect(second.handle(.escape).outcome == .cancelled)
        #expect(second.handle(.interrupt).outcome == .interrupted)
    }

    @Test("An alert without a cancel button cannot be escaped: a sound, and it stays")
    func noCancel() {
        var session = session(.alert(Alert(title: "Saved", cancelButton: .none, buttons: ["OK"])))
        let step = session.handle(.escape)
        #expect(step.outcome == nil && step.spoken.map(\.text) == ["[sound: unavailable]"])
    }

    @Test("Up and Down adjust a focused stepper; Enter accepts the value")
    func stepper() throws {
        var session = session(.stepper(try Stepper("N", value: 1, maximumValue: 2)))
        #expect(session.handle(.up).spoken.map(\.text) == ["2"])
        #expect(session.handle(.character("+")).spoken.map(\.text) == ["[sound: boundary]"])
        #expect(session.handle(.down).spoken.map(\.text) == ["1"])
        guard case .value(let stepper)? = session.handle(.enter).outcome else { Issue.record("no value"); return }
        #expect(stepper.value == 1)
    }

    @Test("Input starts editing; characters echo, Backspace deletes, Space types")
    func input() {
        var session = session(.input(TextInput(label: "Name")))
        #expect(session.initialSpeech.map(\.text) == ["Name. Text Field. Is editing."])
        _ = session.handle(.character("a"))
        _ = session.handle(.character(" "))
        #expect(session.handle(.character("b")).spoken.map(\.text) == ["b"])
        #expect(session.handle(.backspace).spoken.map(\.text) == ["b"])
        #expect(session.handle(.enter).outcome == .text(.plain("a ")))
    }

    @Test("Secure input clicks and returns secure text")
    func secure() {
        var session = session(.input(TextInput(label: "PIN", isSecure: true)))
        #expect(session.handle(.character("1")).spoken.map(\.text) == ["[sound: click]"])
        #expect(session.handle(.enter).outcome == .text(.secure(SecureText("1"))))
    }

    @Test("A screen: activating a button ends the prompt with it")
    func screen() {
        var session = session(.screen(Screen { Heading("Menu"); Button("Open").identifier("open") }))
        _ = session.handle(.down)
        guard case .activated(let element)? = session.handle(.enter).outcome else { Issue.record("no activation"); return }
        #expect(element.identifier == "open")
        var other = self.session(.screen(Screen { Heading("Menu") }))
        #expect(other.handle(.escape).outcome == .cancelled)
    }

    @Test("A switch toggles with Space and Enter; a slider adjusts with Up, Down, + and -; Enter chooses a segment or tab")
    func newKinds() throws {
        var session = session(.screen(try Screen {
            Switch("Wi-Fi", isOn: true)
            try Slider("Volume", value: 0.5)
            try SegmentedControl(["Day", "Week"], selectedIndex: 0)
            try TabBar(["Mail", "Contacts"], selectedIndex: 0)
            Button("Done")
        }))
        #expect(session.handle(.character(" ")).spoken.map(\.text) == ["Off"])
        #expect(session.handle(.enter).spoken.map(\.text) == ["On"])
        _ = session.handle(.tab)
        #expect(session.handle(.up).spoken.map(\.text) == ["60%"])
        #expect(session.handle(.character("-")).spoken.map(\.text) == ["50%"])
        #expect(session.handle(.down).spoken.map(\.text) == ["40%"])
        _ = session.handle(.tab)
        let week = session.handle(.tab)
        #expect(week.spoken.map(\.text) == ["Week. Button. 2 of 2."])
        let chosen = session.handle(.enter)
        #expect(chosen.spoken.map(\.text) == ["Selected: Week. Button. 2 of 2."] && chosen.outcome == nil)
        #expect(PromptView(reader: session.reader).lines == [
            "  [switch] Wi-Fi: On", "  Volume: 40%  [- +]", "  Day", "> Week  (Selected)", "  [tab] Mail  (Selected)", "  [tab] Contacts", "  Done",
            "Tab move · ↑↓ adjust · Space toggle · Enter choose · Esc cancel",
        ])
        _ = session.handle(.end)
        guard case .activated(let element)? = session.handle(.enter).outcome else { Issue.record("no outcome"); return }
        #expect(element.label == "Done")
    }

    @Test("A prompt speaks keyboard hints, never touch gestures, in every locale")
    func keyboardHints() throws {
        let screen = try Screen {
            TextField("Name")
            try Stepper("Copies", value: 2, maximumValue: 5)
            Switch("Wi-Fi").hint("Turns Wi-Fi on.")
            try Slider("Volume", value: 0.5)
        }
        for locale in SpeechLocale.allCases {
            var session = PromptSession(.screen(screen), voice: try Voice.builtIn(locale))
            var spoken = session.initialSpeech
            for _ in 0..<3 { spoken += session.handle(.tab).spoken }
            let text = spoken.map(\.text).joined(separator: " ")
            for gesture in ["Swipe", "Double tap", "Смахните", "Коснитесь", "коснитесь", "轻扫", "连按两次"] {
                #expect(!text.contains(gesture), "\(locale): \(text)")
            }
        }
        var english = PromptSession(.screen(screen), voice: Self.voice)
        #expect(english.initialSpeech.map(\.text) == ["Name. Text Field. Press Enter to edit."])
        #expect(english.handle(.tab).spoken.map(\.text) == ["Copies: 2. Adjustable. Press Up or Down to adjust the value."])
        #expect(english.handle(.tab).spoken.map(\.text) == ["Wi-Fi. Switch Button. Off. Turns Wi-Fi on. Press Space or Enter to toggle the setting."])
    }

    @Test("Exit statuses follow gum: 0, 1 for cancel, 130 for Ctrl-C")
    func exitStatuses() {
        #expect(PromptOutcome.cancelled.exitStatus == 1 && PromptOutcome.interrupted.exitStatus == 130)
        #expect(PromptOutcome.text(.plain("x")).exitStatus == 0)
    }
}

/// Terminal bytes to keys.
@Suite("Prompts: key decoder")
struct KeyDecoderTests {
    @Test("Control keys, escape sequences and UTF-8 characters")
    func decode() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x09, 0x0D, 0x7F, 0x03]) == [.tab, .enter, .backspace, .interrupt])
        #expect(decoder.feed(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[H\u{1B}[F\u{1B}[Z\u{1B}OH\u{1B}[1~\u{1B}[4~".utf8))
                == [.up, .down, .right, .left, .home, .end, .shiftTab, .home, .home, .end])
        #expect(decoder.feed(Array("aé中👍🏽".utf8)) == [.character("a"), .character("é"), .character("中"), .character("👍"), .character("🏽")])
    }

    @Test("A lone ESC waits, then is the Escape key; a split sequence completes")
    func partial() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty && decoder.isPending)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.feed([0x1B, 0x5B]).isEmpty)
        #expect(decoder.feed([0x41]) == [.up])
        #expect(decoder.feed([0xE4, 0xB8]).isEmpty)
        #expect(decoder.feed([0xAD]) == [.character("中")])
    }
}

/// What the interactive prompt draws.
@Suite("Prompts: view")
struct PromptViewTests {
    @Test("One plain line per stop, the focused one marked, bullets for secure text")
    func lines() throws {
        var screen = Screen(elements: [])
        var alert = Alert(title: "Sign In", style: .loginAndPasswordInput, buttons: ["Sign In"])
        alert.setText("ann", ofTextFieldAt: 0)
        alert.setText("pw", ofTextFieldAt: 1)
        try screen.present(.alert(alert))
        let view = PromptView(reader: ScreenReader(screen: screen, voice: try .builtIn(.en)))
        #expect(view.lines == ["> Sign In", "  [text field] ann", "  [text field] ••", "  Cancel", "  Sign In", "Tab move · Enter choose · Esc cancel"])
        #expect(view.cursor.row == 0 && view.cursor.column == 3)
        #expect(!view.lines.joined().contains("pw"))
    }

    @Test("Lines longer than the terminal are wrapped by the drawing, which keeps the cursor on the focused item")
    func wrapping() {
        let message = (0..<40).map { "word\($0)" }.joined(separator: " ")
        var prompt = PromptSession(.alert(Alert(title: "Delete File?", message: message, buttons: ["Delete"])), voice: try! Voice.builtIn(.en))
        _ = prompt.handle(PromptKey.shiftTab)
        let layout = Drawing.layout(PromptView(reader: prompt.reader), width: 40)
        let rows: [String] = layout.rows
        let messageRows = (2 + message.count + 38) / 39
        #expect(rows.allSatisfy { PromptView.width(of: $0) <= 39 })
        #expect(rows.count == 1 + messageRows + 2 + 1)
        #expect(layout.cursor.row == 1 && layout.cursor.column == 3 && rows[1].hasPrefix("> word0"))
        _ = prompt.handle(PromptKey.tab)
        _ = prompt.handle(PromptKey.tab)
        #expect(Drawing.layout(PromptView(reader: prompt.reader), width: 40).cursor.row == rows.count - 2)
    }

    @Test("Wide characters take two columns")
    func width() {
        #expect(PromptView.width(of: "ab中") == 4)
    }

    @Test("Options: plain without a terminal or with TERM=dumb; speech off in plain mode by default")
    func options() {
        var options = PromptOptions()
        options.environment = ["TERM": "dumb"]
        #expect(options.resolvedMode == .plain && !options.speaks)
        options.environment = ["TERM": "dumb", "SPEAKABLE_SPEECH": "on"]
        #expect(options.speaks)
        #expect(!PromptOptions(mode: .interactive, speech: false).speaks)
    }
}
