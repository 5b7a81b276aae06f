import Foundation
import Testing

/// The prompts in a real pseudo-terminal, driven by keystrokes.
@Suite("CLI: interactive prompts", .serialized)
struct InteractivePromptTests {
    static let deleteAlert = ["alert", "--title", "Delete File?", "--message", "This cannot be undone.", "--button", "Delete"]

    @Test("An alert: drawn plainly with key hints, starting on its first button, each stop spoken, Enter chooses, the title alone on stdout")
    func chooseButton() throws {
        let run = try InteractiveRun.run(Self.deleteAlert, waitFor: "Delete File?", keys: [Keys.tab, Keys.enter])
        #expect(run.status == 0)
        #expect(run.stdout == "Delete\n")
        #expect(run.screen.contains("> Delete") && run.screen.contains("  Cancel"))
        #expect(run.screen.contains("Tab move · Enter choose · Esc cancel"))
        #expect(run.spoken == ["Alert. Delete File? This cannot be undone.", "Cancel. Button.", "Delete. Button."])
        #expect(run.screen.contains("no audio device"))
        #expect(run.settingsAfter == run.settingsBefore)
    }

    @Test("Shift-Tab, Up, Home and End move back and to the ends")
    func movement() throws {
        let run = try InteractiveRun.run(Self.deleteAlert, waitFor: "Delete File?", keys: [Keys.end, Keys.home, Keys.down, Keys.up, Keys.end, Keys.shiftTab, Keys.enter])
        #expect(run.spoken.dropFirst() == ["Cancel. Button.", "Delete. Button.", "Delete File?", "This cannot be undone.", "Delete File?", "Delete. Button.", "Cancel. Button."])
        #expect(run.status == 1 && run.stdout.isEmpty)
    }

    @Test("Esc cancels: exit 1, nothing on stdout, the terminal restored")
    func escape() throws {
        let run = try InteractiveRun.run(Self.deleteAlert, waitFor: "Delete File?", keys: [Keys.escape])
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(run.settingsAfter == run.settingsBefore)
    }

    @Test("Ctrl-C exits 130 with the terminal settings restored")
    func controlC() throws {
        let run = try InteractiveRun.run(Self.deleteAlert, waitFor: "Delete File?", keys: [Keys.tab, Keys.ctrlC])
        #expect(run.status == 130 && run.stdout.isEmpty)
        #expect(run.settingsAfter == run.settingsBefore)
    }

    @Test("SIGTERM exits 143 with the terminal settings restored")
    func terminate() throws {
        let run = try InteractiveRun.run(Self.deleteAlert, waitFor: "Delete File?", keys: [Keys.tab], signal: SIGTERM)
        #expect(run.status == 143)
        #expect(run.settingsAfter == run.settingsBefore)
    }

    @Test("SIGHUP and SIGQUIT exit 128 + the signal with the terminal settings restored")
    func hangUpAndQuit() throws {
        for signal in [SIGHUP, SIGQUIT] {
            let run = try InteractiveRun.run(Self.deleteAlert, waitFor: "Delete File?", keys: [Keys.tab], signal: signal)
            #expect(run.status == 128 + signal)
            #expect(run.settingsAfter == run.settingsBefore)
        }
    }

    @Test("A signal during plain-mode secure input leaves echo on")
    func plainSecureSignal() throws {
        let run = try InteractiveRun.run(["input", "--label", "Password", "--secure", "--plain"], waitFor: "Password: ",
                                         keys: ["hunt"], signal: SIGTERM)
        #expect(run.status == 143)
        #expect(run.settingsAfter == run.settingsBefore)
        #expect(!run.raw.contains("hunt"))
    }

    @Test("NO_COLOR leaves the styles out; the text is the same")
    func noColor() throws {
        let run = try InteractiveRun.run(Self.deleteAlert, waitFor: "Delete File?", keys: [Keys.escape], environment: ["NO_COLOR": "1"])
        #expect(run.raw.contains("\r\nTab move · Enter choose · Esc cancel\u{1B}[2A") && !run.raw.contains("\u{1B}[2m"))
    }

    @Test("A stepper adjusts with Up, Down, + and -, speaking each value; a bound is a tone")
    func stepper() throws {
        let run = try InteractiveRun.run(["stepper", "--label", "Copies", "--min", "1", "--max", "4", "--value", "2"],
                                         waitFor: "Copies", keys: [Keys.up, "+", "+", Keys.down, "-", Keys.enter])
        #expect(run.spoken == ["Copies: 2. Adjustable. Press Up or Down to adjust the value.", "3", "4", "[sound: boundary]", "3", "2"])
        #expect(run.stdout == "2\n" && run.status == 0)
        #expect(run.screen.contains("> Copies: 4  [- +]"))
    }

    @Test("A stepper that wraps goes round")
    func wraps() throws {
        let run = try InteractiveRun.run(["stepper", "--label", "Hour", "--max", "23", "--value", "23", "--wraps"],
                                         waitFor: "Hour", keys: [Keys.up, Keys.enter])
        #expect(run.stdout == "0\n")
    }

    @Test("Text input echoes and speaks each character; Backspace deletes")
    func input() throws {
        let run = try InteractiveRun.run(["input", "--label", "Name"], waitFor: "Name", keys: ["A", "n", "x", Keys.backspace, "n", Keys.enter])
        #expect(run.stdout == "Ann\n")
        #expect(run.spoken == ["Name. Text Field. Is editing.", "A", "n", "x", "x", "n"])
        #expect(run.screen.contains("> Name: Ann"))
    }

    @Test("Secure input: bullets on screen, clicks in speech, the secret on captured stdout only (as gum input --password)")
    func secureInput() throws {
        let captured = try InteractiveRun.run(["input", "--label", "Password", "--secure"], waitFor: "Password", keys: ["h", "u", "n", "t", "e", "r", "2", Keys.enter])
        #expect(captured.status == 0 && captured.stdout == "hunter2\n")
        #expect(captured.screen.contains("Password: •••••••") && !captured.raw.contains("hunter") && !captured.raw.contains("hunt"))
        #expect(captured.spoken.dropFirst().allSatisfy { $0 == "[sound: click]" } && captured.spoken.count == 8)
        let json = try InteractiveRun.run(["input", "--label", "Password", "--secure", "--json"], waitFor: "Password", keys: ["a", "b", Keys.enter])
        #expect(json.stdout == #"{"cancelled":false,"characterCount":2,"secure":true,"text":"ab"}"# + "\n")
    }

    @Test("Secure input to a terminal's standard output is refused before asking: one line, exit 64")
    func secureInputToTerminal() throws {
        let terminal = try PseudoTerminal()
        let (process, _) = try terminal.start(["input", "--label", "Password", "--secure"], stdoutIsTerminal: true)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        terminal.wait(for: "capture the secure answer")
        #expect(terminal.screen.contains("speakable: error: standard output is a terminal"))
    }

    @Test("A prompt with nothing to choose is a usage error, never an empty choice")
    func nothingToChoose() throws {
        let result = try Speakable.run("alert", "--title", "Hello", "--no-cancel", "--plain")
        #expect(result.status == 64 && result.stderr == "speakable: error: nothing to choose: the alert has no button to choose\n")
    }

    @Test("speakable prompt on a document's alert: it starts on Cancel, Enter exits 1")
    func documentAlertCancel() throws {
        let run = try InteractiveRun.run(["prompt", "Examples/delete-file.yaml"], waitFor: "Delete File?", keys: [Keys.enter])
        #expect(run.status == 1 && run.stdout.isEmpty, "\(run.status) \(run.stdout)")
        let escaped = try InteractiveRun.run(["prompt", "Examples/delete-file.yaml"], waitFor: "Delete File?", keys: [Keys.escape])
        #expect(escaped.status == 1 && escaped.stdout.isEmpty)
    }

    @Test("A login alert: it starts editing its first field, Enter moves on, the values come back in JSON")
    func loginAlert() throws {
        let run = try InteractiveRun.run(["alert", "--title", "Sign In", "--style", "login", "--button", "Sign In", "--json"],
                                         waitFor: "Sign In", keys: ["a", "n", "n", Keys.enter, Keys.enter, "p", "w", Keys.enter, Keys.tab, Keys.enter])
        #expect(run.spoken.prefix(2) == ["Alert. Sign In.", "Login. Text Field. Is editing."])
        #expect(run.stdout == #"{"button":"Sign In","buttonIndex":0,"cancelled":false,"textFields":["ann","pw"]}"# + "\n")
        #expect(!run.raw.contains("pw"))
    }

    @Test("S4: in a login alert, typing goes to the focused field; after Tab the password field takes it, never echoed on screen or in speech")
    func testS4_typingGoesToTheFocusedSecureField() throws {
        let run = try InteractiveRun.run(["alert", "--title", "Sign In", "--style", "login", "--button", "Sign In", "--json"],
                                         waitFor: "Sign In", keys: ["a", "n", "n", Keys.tab, "q", "j", "Z", "V", Keys.backspace, "V", Keys.tab, Keys.tab, Keys.enter])
        #expect(run.stdout == #"{"button":"Sign In","buttonIndex":0,"cancelled":false,"textFields":["ann","qjZV"]}"# + "\n")
        // The secret's characters appear nowhere drawn and nowhere spoken: bullets and clicks.
        for secret in ["q", "j", "Z", "V"] {
            #expect(!run.raw.contains(secret) && !run.spoken.contains { $0.contains(secret) }, "\(secret)")
        }
        #expect(run.screen.contains("••••") && run.screen.contains("ann"))
        #expect(run.spoken.contains("Password. Secure Text Field. Is editing.") && run.spoken.filter { $0 == "[sound: click]" }.count == 6)
    }

    @Test("A document's alert via prompt FILE")
    func promptFile() throws {
        let run = try InteractiveRun.run(["prompt", "Examples/delete-file.yaml"], waitFor: "Delete File?", keys: [Keys.end, Keys.enter])
        #expect(run.stdout == "Delete\n" && run.status == 0)
    }

    @Test("The cursor is moved onto the focused item")
    func cursor() throws {
        let run = try InteractiveRun.run(Self.deleteAlert, waitFor: "Delete File?", keys: [Keys.end, Keys.escape], environment: ["NO_COLOR": ""])
        // After each drawing the cursor goes up from the key hints (dim) to the focused line, at
        // column 3 where the item's text starts: first Cancel, then (after End) the last button.
        let hints = "\u{1B}[2mTab move · Enter choose · Esc cancel\u{1B}[0m"
        #expect(run.raw.contains("  Delete File?\r\n  This cannot be undone.\r\n> Cancel\r\n  Delete\r\n\(hints)\u{1B}[2A\r\u{1B}[3G"))
        #expect(run.raw.contains("\u{1B}[J  Delete File?\r\n  This cannot be undone.\r\n  Cancel\r\n> Delete\r\n\(hints)\u{1B}[1A\r\u{1B}[3G"))
    }
}
