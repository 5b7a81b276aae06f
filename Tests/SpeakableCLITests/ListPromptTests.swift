import Foundation
import Testing

/// choose, filter, confirm, input editing and spin in a real pseudo-terminal, driven by keys.
@Suite("CLI: choose, filter, confirm, input, spin", .serialized)
struct ListPromptTests {
    static let fruit = ["choose", "Apples", "Bananas", "Cherries"]

    @Test("choose: each item spoken as a list's item, Enter prints it, the terminal restored")
    func choose() throws {
        let run = try InteractiveRun.run(Self.fruit, waitFor: "Cherries", keys: [Keys.down, Keys.down, Keys.down, Keys.up, Keys.enter])
        #expect(run.status == 0 && run.stdout == "Bananas\n")
        #expect(run.spoken == ["Apples. 1 of 3. List Start.", "Bananas. 2 of 3.", "Cherries. 3 of 3. List End.", "[sound: boundary]", "Bananas. 2 of 3."])
        #expect(run.screen.contains("> Bananas") && run.screen.contains("↑↓ move · Enter choose · Esc cancel"))
        #expect(run.settingsAfter == run.settingsBefore)
    }

    @Test("choose --limit: Space selects, spoken; past the limit a tone; Enter prints the selected in list order")
    func chooseSeveral() throws {
        let run = try InteractiveRun.run(Self.fruit + ["--limit", "2", "--header", "Pick two"], waitFor: "Cherries",
                                         keys: [Keys.end, " ", Keys.home, " ", Keys.down, " ", Keys.enter])
        #expect(run.stdout == "Apples\nCherries\n" && run.status == 0)
        #expect(run.spoken == ["Pick two.", "Apples. 1 of 3. List Start.", "Cherries. 3 of 3. List End.", "Selected: Cherries.",
                               "Apples. 1 of 3. List Start.", "Selected: Apples.", "Bananas. 2 of 3.", "[sound: unavailable]"])
        #expect(run.screen.contains("> [x] Apples") && run.screen.contains("  [x] Cherries") && run.screen.contains("Space toggle"))
    }

    @Test("choose --selected starts there; Esc cancels with exit 1; Ctrl-C exits 130, the terminal restored")
    func chooseCancel() throws {
        let run = try InteractiveRun.run(Self.fruit + ["--selected", "Cherries"], waitFor: "Cherries", keys: [Keys.escape])
        #expect(run.spoken == ["Cherries. 3 of 3. List End."] && run.status == 1 && run.stdout.isEmpty)
        let interrupted = try InteractiveRun.run(Self.fruit, waitFor: "Cherries", keys: [Keys.down, Keys.ctrlC])
        #expect(interrupted.status == 130 && interrupted.settingsAfter == interrupted.settingsBefore)
    }

    @Test("A list longer than the terminal shows a window that follows the focus, the header and key hints kept")
    func longList() throws {
        let items = (1...60).map { "Item \($0)" }
        let run = try InteractiveRun.run(["choose", "--header", "Sixty"] + items, waitFor: "Item 2", keys: [Keys.end, Keys.up, Keys.enter])
        #expect(run.stdout == "Item 59\n")
        // The last frame drawn, before the list is erased once answered (as gum erases it).
        let frames = run.raw.components(separatedBy: "\u{1B}[J")
        #expect(frames.last?.isEmpty == true)
        let last = try #require(frames.dropLast().last)
        #expect(last.components(separatedBy: "\r\n").count <= 24)   // 23 rows, then the line left after them
        #expect(last.contains("Sixty") && last.contains("> Item 59") && last.contains("Item 60") && !last.contains("Item 1\r"))
        #expect(last.contains("Enter choose"))
    }

    @Test("A filter's window follows the focused match while the cursor stays in the text typed")
    func longFilter() throws {
        let items = (1...60).map { "Item \($0)" }
        let run = try InteractiveRun.run(["filter"] + items, waitFor: "Item 2", keys: ["i"] + Array(repeating: Keys.down, count: 30) + [Keys.enter])
        #expect(run.stdout == "Item 31\n")
        let last = try #require(run.raw.components(separatedBy: "\u{1B}[J").dropLast().last)
        #expect(last.contains("> i") && last.contains("60/60") && last.contains("> Item 31") && !last.contains("Item 1\r"))
        #expect(last.components(separatedBy: "\r\n").count <= 24)
    }

    @Test("prompt FILE --json in the interactive prompt: the switch toggled and the text typed come back with the button")
    func promptFileState() throws {
        let document = try Speakable.temporaryDocument("""
            elements:
              - switch: {label: Wi-Fi, on: true}
              - textField: {label: Name, id: name}
              - button: Save
            """)
        let run = try InteractiveRun.run(["prompt", document, "--json"], waitFor: "Save",
                                         keys: [" ", Keys.tab, Keys.enter, "B", "o", Keys.enter, Keys.enter])
        #expect(run.screen.contains("[switch] Wi-Fi: Off") && run.screen.contains("[text field] Name: Bo"))
        #expect(run.stdout == #"{"activated":"Save","cancelled":false,"fields":[{"identifier":null,"kind":"switch","label":"Wi-Fi","value":false},{"identifier":"name","kind":"textField","label":"Name","value":"Bo"}],"identifier":null}"# + "\n")
    }

    @Test("A resize redraws the prompt once at the new width")
    func resize() throws {
        let terminal = try PseudoTerminal()
        let before = try terminal.settings()
        let (process, output) = try terminal.start(Self.fruit)
        terminal.wait(for: "Cherries")
        terminal.resize(rows: 10, columns: 30)
        kill(process.processIdentifier, SIGWINCH)
        Thread.sleep(forTimeInterval: 0.2)
        terminal.type(Keys.enter)
        _ = output.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        #expect(terminal.raw.contains("\u{1B}[2J\u{1B}[H> Apples"))
        let after = try terminal.settings()
        #expect(process.terminationStatus == 0 && after == before)
    }

    @Test("filter: typing narrows, the count spoken; Up and Down move among the matches; Enter chooses")
    func filter() throws {
        let run = try InteractiveRun.run(["filter", "Apples", "Bananas", "Cherries", "Peach", "--placeholder", "Fruit"], waitFor: "Peach",
                                         keys: ["c", "h", Keys.down, Keys.enter])
        #expect(run.spoken == ["4 results", "Apples. 1 of 4. List Start.", "c", "2 results", "h", "2 results", "Peach. 2 of 2. List End."])
        #expect(run.stdout == "Peach\n" && run.screen.contains("> ch") && run.screen.contains("2/4"))
        #expect(run.settingsAfter == run.settingsBefore)
    }

    @Test("filter: Backspace widens again; no match then Enter is a tone; Esc cancels")
    func filterNoMatch() throws {
        let run = try InteractiveRun.run(["filter", "Apples", "Bananas"], waitFor: "Bananas", keys: ["z", Keys.enter, Keys.backspace, Keys.escape])
        #expect(run.spoken == ["2 results", "Apples. 1 of 2. List Start.", "z", "0 results", "[sound: unavailable]", "z", "2 results"])
        #expect(run.status == 1 && run.stdout.isEmpty)
    }

    @Test("confirm: starts on Yes (Enter exits 0); --default no starts on No (exit 1); y and n answer at once")
    func confirm() throws {
        let yes = try InteractiveRun.run(["confirm", "Delete the branch?"], waitFor: "Delete the branch?", keys: [Keys.enter])
        #expect(yes.status == 0 && yes.stdout.isEmpty && yes.spoken == ["Alert. Delete the branch?", "Yes. Button."])
        #expect(yes.screen.contains("> Yes") && yes.screen.contains("  No"))
        let no = try InteractiveRun.run(["confirm", "Delete the branch?", "--default", "no"], waitFor: "Delete the branch?", keys: [Keys.enter])
        #expect(no.status == 1 && no.spoken.last == "No. Button.")
        let typed = try InteractiveRun.run(["confirm", "Go?", "--default", "no", "--json"], waitFor: "Go?", keys: ["y"])
        #expect(typed.status == 0 && typed.stdout == #"{"cancelled":false,"confirmed":true}"# + "\n")
        let escaped = try InteractiveRun.run(["confirm", "Go?"], waitFor: "Go?", keys: [Keys.escape])
        #expect(escaped.status == 1)
    }

    @Test("input: Left, Right, Home, End, Delete, Ctrl-U and Ctrl-W edit as readline, each spoken")
    func inputEditing() throws {
        let run = try InteractiveRun.run(["input", "--label", "Name", "--value", "Ann"], waitFor: "Name",
                                         keys: [Keys.left, Keys.left, Keys.backspace, "E", Keys.end, Keys.ctrlW, "B", "o", Keys.home, Keys.delete, Keys.right, Keys.right, Keys.enter])
        #expect(run.spoken == ["Name: Ann. Text Field. Is editing.", "n", "n", "A", "E", "Enn", "Enn", "B", "o", "Bo", "B", "o", "[sound: boundary]"])
        #expect(run.stdout == "o\n" && run.status == 0)
        let cleared = try InteractiveRun.run(["input", "--label", "Name", "--value", "Ann Lee"], waitFor: "Name", keys: [Keys.ctrlU, "X", Keys.ctrlA, "Y", Keys.ctrlE, Keys.enter])
        #expect(cleared.stdout == "YX\n" && cleared.spoken.dropFirst() == ["Ann Lee", "X", "X", "Y", "YX"])
    }

    @Test("input: the placeholder is dim; --char-limit refuses more with a tone; a secure field's moves click")
    func inputLimits() throws {
        let run = try InteractiveRun.run(["input", "--label", "Code", "--placeholder", "two letters", "--char-limit", "2"], waitFor: "Code",
                                         keys: ["a", "b", "c", Keys.enter], environment: ["NO_COLOR": ""])
        #expect(run.raw.contains("> Code: \u{1B}[2mtwo letters\u{1B}[0m") && run.screen.contains("2/2"))
        #expect(run.spoken.dropFirst() == ["a", "b", "[sound: unavailable]"] && run.stdout == "ab\n")
        let secure = try InteractiveRun.run(["input", "--label", "PIN", "--secure"], waitFor: "PIN", keys: ["1", "2", Keys.left, Keys.home, Keys.enter])
        #expect(secure.spoken.dropFirst() == ["[sound: click]", "[sound: click]", "[sound: click]", "2 characters"])
        #expect(secure.stdout == "12\n" && !secure.raw.contains("12"))
    }

    @Test("spin: the title spoken, progress at each interval, Done at the end; the spinner drawn; the exit status passed on")
    func spin() throws {
        let run = try InteractiveRun.run(["spin", "--title", "Waiting", "--interval", "0.5", "--", "sleep", "1.2"], waitFor: "Waiting", keys: [])
        #expect(run.status == 0 && run.stdout.isEmpty)
        #expect(run.spoken == ["Waiting.", "Still working.", "Still working.", "Done."])
        #expect(run.screen.contains("⠋ Waiting"))
        let failed = try InteractiveRun.run(["spin", "--title", "Checking", "--", "sh", "-c", "echo out; echo err >&2; exit 3"], waitFor: "Checking", keys: [])
        #expect(failed.status == 3 && failed.stdout == "out\n" && failed.screen.contains("err"))
        #expect(failed.spoken == ["Checking.", "Failed."])
        let shown = try InteractiveRun.run(["spin", "--title", "Listing", "--show-output", "--", "sh", "-c", "echo one; echo two"], waitFor: "Listing", keys: [])
        #expect(shown.status == 0 && shown.stdout == "one\ntwo\n" && shown.screen.contains("Listing…") && !shown.raw.contains("⠋"))
    }

    @Test("spin: SIGINT and SIGTERM are passed on to the command; spin exits as it did and says Failed")
    func spinInterrupted() throws {
        let run = try InteractiveRun.run(["spin", "--title", "Long", "--", "sleep", "30"], waitFor: "Long", keys: [], signal: SIGINT)
        #expect(run.status == 130 && run.spoken.last == "Failed.")
        let terminated = try InteractiveRun.run(["spin", "--title", "Long", "--", "sleep", "30"], waitFor: "Long", keys: [], signal: SIGTERM)
        #expect(terminated.status == 143 && terminated.settingsAfter == terminated.settingsBefore)
        #expect(run.status == 130 && run.spoken.last == "Failed.")
    }
}
