import Foundation
import Testing

/// Issue 35: the prompts as a gum user types them. Each gum flag is accepted, or refused with
/// one line that names the Speakable way; plain-mode questions are words from the voice files.
@Suite("CLI: gum's flags on the prompts", .serialized)
struct GumFlagTests {
    @Test("input needs no --label: gum's --prompt and --header serve; --password is --secure; --width is refused")
    func test35_inputNeedsNoLabel() throws {
        let bare = try Speakable.run(["input", "--plain"], stdin: "Ann\n")
        #expect(bare.status == 0 && bare.stdout == "Ann\n" && bare.stderr.hasPrefix("> "))
        let prompted = try Speakable.run(["input", "--prompt", "Name: ", "--plain"], stdin: "Ann\n")
        #expect(prompted.stdout == "Ann\n" && prompted.stderr.contains("Name: "))
        let header = try Speakable.run(["input", "--header", "Your name", "--plain"], stdin: "Bo\n")
        #expect(header.stdout == "Bo\n" && header.stderr.contains("Your name: "))
        let password = try Speakable.run(["input", "--password", "--plain", "--json"], stdin: "hunter2\n")
        #expect(password.stdout.contains(#""secure":true"#))
        let width = try Speakable.run(["input", "--width", "20", "--plain"], stdin: "x\n")
        #expect(width.status == 64 && width.stderr.contains("--char-limit"))
    }

    @Test("A placeholder is said to be one in plain mode, never printed as the field's text")
    func test35_placeholderIsNamedInPlainMode() throws {
        let input = try Speakable.run(["input", "--label", "Name", "--placeholder", "Your name", "--plain"], stdin: "Ann\n")
        #expect(input.stderr.contains("Name (placeholder: Your name): "))
        let filter = try Speakable.run(["filter", "A", "B", "--placeholder", "Branch", "--plain"], stdin: "a\n1\n")
        #expect(filter.stderr.contains("(placeholder: Branch) > ") && filter.stdout == "A\n")
    }

    @Test("--timeout: the default answer when there is one, as gum; else exit 124")
    func test35_timeoutGivesTheDefaultElse124() throws {
        let confirm = try Speakable.run(["confirm", "Go?", "--default=false", "--timeout", "200ms", "--plain"], stdin: "")
        // stdin ends at once: that is no timeout. A terminal that never answers is.
        #expect(confirm.status == 1)
        let waiting = try InteractiveRun.run(["confirm", "Go?", "--default=false", "--timeout", "1s"], waitFor: "Go?", keys: [])
        #expect(waiting.status == 1 && waiting.settingsAfter == waiting.settingsBefore)
        let yes = try InteractiveRun.run(["confirm", "Go?", "--default", "true", "--timeout", "1s", "--json"], waitFor: "Go?", keys: [])
        #expect(yes.status == 0 && yes.stdout == #"{"cancelled":false,"confirmed":true}"# + "\n")
        let chosen = try InteractiveRun.run(["choose", "A", "B", "C", "--selected", "B", "--timeout", "1s"], waitFor: "C", keys: [])
        #expect(chosen.status == 0 && chosen.stdout == "B\n")
        let input = try InteractiveRun.run(["input", "--value", "Ann", "--timeout", "1"], waitFor: "Ann", keys: [])
        #expect(input.status == 0 && input.stdout == "Ann\n")
        let none = try InteractiveRun.run(["choose", "A", "B", "--timeout", "1s"], waitFor: "B", keys: [])
        #expect(none.status == 124 && none.stdout.isEmpty)
        let bad = try Speakable.run(["choose", "A", "--timeout", "soon"])
        #expect(bad.status == 64)
        let spin = try Speakable.run(["spin", "--title", "Sleeping", "--plain", "--no-speech", "--timeout", "1s", "--", "sleep", "30"])
        #expect(spin.status == 124)
    }

    @Test("choose and filter: --height draws that many items; --select-if-one; --ordered; --cursor and --reverse refused")
    func test35_listFlagsAcceptedOrRefused() throws {
        let items = (1...30).map { "Item \($0)" }
        let run = try InteractiveRun.run(["choose", "--height", "5"] + items, waitFor: "Item 5", keys: [Keys.enter])
        let first = try #require(run.raw.components(separatedBy: "Item 1\r\n").dropFirst().first)
        #expect(first.contains("Item 5") && !first.contains("Item 6") && run.stdout == "Item 1\n")
        let one = try Speakable.run(["choose", "Only", "--select-if-one"])
        #expect(one.status == 0 && one.stdout == "Only\n")
        let ordered = try Speakable.run(["choose", "A", "B", "C", "--no-limit", "--ordered", "--plain"], stdin: "3 1\n")
        #expect(ordered.stdout == "A\nC\n")
        let cursor = try Speakable.run(["choose", "A", "B", "--cursor", "→ ", "--plain"])
        #expect(cursor.status == 64 && cursor.stderr.contains("hardware cursor"))
        let reverse = try Speakable.run(["filter", "A", "B", "--reverse", "--plain"])
        #expect(reverse.status == 64 && reverse.stderr.contains("top down"))
    }

    @Test("filter --value starts filtered; --no-strict gives the text typed when nothing matches; --strict (the default) refuses")
    func test35_filterValueAndStrict() throws {
        let started = try InteractiveRun.run(["filter", "Apples", "Bananas", "--value", "ban"], waitFor: "Bananas", keys: [Keys.enter])
        #expect(started.stdout == "Bananas\n" && started.spoken.first == "1 result")
        let loose = try InteractiveRun.run(["filter", "Apples", "Bananas", "--no-strict"], waitFor: "Bananas", keys: ["k", "i", "w", "i", Keys.enter])
        #expect(loose.stdout == "kiwi\n" && loose.status == 0)
        let plain = try Speakable.run(["filter", "Apples", "--no-strict", "--plain"], stdin: "kiwi\n")
        #expect(plain.stdout == "kiwi\n")
        let strict = try InteractiveRun.run(["filter", "Apples", "--strict"], waitFor: "Apples", keys: ["k", Keys.enter, Keys.escape])
        #expect(strict.status == 1 && strict.spoken.contains("[sound: unavailable]"))
    }

    @Test("confirm: --affirmative and --negative title the buttons; --default=false and --default=true as gum writes them")
    func test35_confirmButtonTitlesAndDefaultForms() throws {
        let titled = try Speakable.run(["confirm", "Push?", "--affirmative", "Push", "--negative", "Wait", "--plain"], stdin: "wait\n")
        #expect(titled.status == 1 && titled.stderr.contains("1) Push\n2) Wait"))
        let drawn = try InteractiveRun.run(["confirm", "Push?", "--affirmative", "Push", "--negative", "Wait", "--default=false"],
                                           waitFor: "Wait", keys: [Keys.enter])
        #expect(drawn.status == 1 && drawn.spoken.last == "Wait. Button.")
        let yes = try Speakable.run(["confirm", "Go?", "--default=true", "--plain"], stdin: "\n")
        #expect(yes.status == 0)
    }

    @Test("spin: no --title says the locale's Loading...; --show-error accepted; --align right and --json refused")
    func test35_spinDefaultTitleAndRefusedFlags() throws {
        let untitled = try Speakable.run(["spin", "--plain", "--no-speech", "--", "true"])
        #expect(untitled.status == 0 && untitled.stderr.contains("Loading...\n") && untitled.stderr.contains("Loading...: Done"))
        let russian = try Speakable.run(["spin", "--plain", "--no-speech", "--locale", "ru", "--", "true"])
        #expect(russian.stderr.contains("Загрузка..."))
        let shown = try Speakable.run(["spin", "--title", "T", "--show-error", "--plain", "--no-speech", "--", "sh", "-c", "echo oops; exit 3"])
        #expect(shown.status == 3 && shown.stdout == "oops\n")
        let aligned = try Speakable.run(["spin", "--align", "right", "--", "true"])
        #expect(aligned.status == 64 && aligned.stderr.contains("left of the title"))
        let json = try Speakable.run(["spin", "--json", "--", "true"])
        #expect(json.status == 64 && json.stderr.contains("exit status"))
    }

    @Test("Plain-mode questions are words from the voice files, and the stepper's sub-prompt says an empty line finishes it")
    func test35_plainQuestionsInVoiceWords() throws {
        let stepper = try Speakable.run(["stepper", "--label", "Copies", "--min", "1", "--max", "5", "--plain"], stdin: "9\n3\n")
        #expect(stepper.stdout == "3\n" && stepper.stderr.contains("Type a number from 1 to 5, or an empty line to keep the value"))
        let document = try Speakable.temporaryDocument("elements: [stepper: {label: Copies, value: 1, min: 1, max: 5}, button: Done]\n")
        let screen = try Speakable.run(["prompt", document, "--plain"], stdin: "1\n+\n\n2\n")
        #expect(screen.stdout == "Done\n" && screen.stderr.contains("an empty line finishes"))
        let russian = try Speakable.run(["choose", "А", "Б", "--plain", "--locale", "ru"], stdin: "7\n1\n")
        #expect(russian.stderr.contains("Введите число от 1 до 2"))
    }
}
