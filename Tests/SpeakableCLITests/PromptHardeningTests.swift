import Foundation
import Testing
import TestTemporaryFiles

/// Issue 31's prompt findings (S7, S10, S16, S17), each checked as a user meets it: the CLI run
/// as a process, interactive prompts in a real pseudo-terminal.
@Suite("CLI: prompts hold under hostile and ordinary use", .serialized)
struct PromptHardeningTests {
    @Test("S7: 64 MiB of items (under the cap) filter in memory a small multiple of the input")
    func testS7_sixtyFourMebibytesOfItemsFilterInBoundedMemory() throws {
        // 1,040,000 lines of 64 bytes: just under 64 MiB.
        let items = TemporaryRoot.url.appendingPathComponent("items-\(UUID().uuidString).txt")
        let rss = TemporaryRoot.url.appendingPathComponent("rss-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: items); try? FileManager.default.removeItem(at: rss) }
        var text = Data()
        text.reserveCapacity(1_040_000 * 64)
        for number in 0..<1_040_000 {
            text.append(contentsOf: String(format: "item %07d lorem ipsum dolor sit amet consectetur adipiscing\n", number).utf8)
        }
        #expect(text.count < 64 << 20)
        try text.write(to: items)
        // setsid -c makes the pseudo-terminal the controlling one, so that the keys are read from
        // /dev/tty while the items come on standard input, as in `… | speakable filter`.
        let terminal = try PseudoTerminal()
        // GNU time measures the peak; where it is missing the behaviour is still checked.
        let measures = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
        let script = measures ? #"exec /usr/bin/time -f %M -o "$0" "$1" filter --no-speech < "$2""# : #"exec "$1" filter --no-speech < "$2""#
        let (process, output) = try terminal.start(["-w", "-c", "/bin/sh", "-c", script, rss.path, Speakable.executable.path, items.path],
                                                   executable: URL(fileURLWithPath: "/usr/bin/setsid"))
        // Loading takes what it takes on a busy machine; the bound is on memory, not time.
        let deadline = Date().addingTimeInterval(600)
        while !terminal.screen.contains("1040000/1040000"), process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        // One pasted query that one item matches: the list is ranked once, over every item.
        for key in ["0999999", Keys.enter] { terminal.type(key) }
        let answer = String(decoding: output.fileHandleForReading.readAllRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && answer == "item 0999999 lorem ipsum dolor sit amet consectetur adipiscing\n")
        guard measures else { return }
        let kilobytes = Int(try String(contentsOf: rss, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? .max
        // 64 MiB of input; 3.9 GB before. Allow eight times the input.
        #expect(kilobytes < 8 * 64 * 1024, "\(kilobytes) KiB")
    }

    @Test("S7: a 100-character paste into filter is one edit: ranked, counted and spoken once")
    func testS7_aPastedQueryRanksOnce() throws {
        // Each ranking speaks the count once; the paste comes in one write, as a terminal sends it.
        let paste = "apples" + String(repeating: "z", count: 94)
        let run = try InteractiveRun.run(["filter", "Apples", "Bananas", "Cherries", "--no-strict"], waitFor: "Cherries",
                                         keys: [paste, Keys.enter])
        #expect(run.status == 0 && run.stdout == paste + "\n")
        #expect(run.spoken.filter { $0.hasSuffix(" results") || $0.hasSuffix(" result") } == ["3 results", "0 results"], "\(run.spoken)")
    }

    @Test("S10: choose, filter and input print the answer exactly as given; only what is drawn is escaped")
    func testS10_answersArePrintedAsGiven() throws {
        let colored = "red\u{1B}[31m!", mark = "a\u{200F}b"
        let chosen = try Speakable.run(["choose", colored, mark, "--plain"], stdin: "1\n")
        #expect(chosen.stdout == colored + "\n" && !chosen.stderr.contains("\u{1B}[31m"))
        let several = try Speakable.run(["choose", colored, mark, "--no-limit", "--plain"], stdin: "1 2\n")
        #expect(several.stdout == colored + "\n" + mark + "\n")
        let filtered = try Speakable.run(["filter", colored, mark, "--plain"], stdin: "ab\n1\n")
        #expect(filtered.stdout == mark + "\n" && !filtered.stderr.contains("\u{200F}"))
        let typed = try Speakable.run(["input", "--label", "Name", "--plain"], stdin: "x\u{200F}y\u{1B}z\n")
        #expect(typed.stdout == "x\u{200F}y\u{1B}z\n")
        // In the interactive prompt too: drawn escaped, printed as given.
        let run = try InteractiveRun.run(["choose", mark, "plain"], waitFor: "plain", keys: [Keys.enter])
        #expect(run.stdout == mark + "\n" && !run.raw.contains("\u{200F}"))
    }

    @Test("S16: in plain mode a line that is only Esc cancels with exit 1: input, choose, confirm, alert, filter, stepper, prompt FILE")
    func testS16_escCancelsInPlainMode() throws {
        // Each is followed by a line that would answer, so exit 1 comes from Esc, not the end of input.
        let input = try Speakable.run(["input", "--label", "Name", "--plain"], stdin: "\u{1B}\nAnn\n")
        #expect(input.status == 1 && input.stdout.isEmpty)
        let choose = try Speakable.run(["choose", "A", "B", "--plain"], stdin: "\u{1B}\n2\n")
        #expect(choose.status == 1 && choose.stdout.isEmpty)
        let confirm = try Speakable.run(["confirm", "Go?", "--plain", "--json"], stdin: "\u{1B}\ny\n")
        #expect(confirm.status == 1 && confirm.stdout == #"{"cancelled":true}"# + "\n")
        let alert = try Speakable.run(["alert", "--title", "Quit?", "--button", "Quit", "--plain"], stdin: "\u{1B}\r\n2\n")
        #expect(alert.status == 1 && alert.stdout.isEmpty)
        let login = try Speakable.run(["alert", "--title", "Sign In", "--style", "login", "--button", "Go", "--plain"], stdin: "ann\n\u{1B}\n2\n")
        #expect(login.status == 1 && login.stdout.isEmpty)
        let filter = try Speakable.run(["filter", "A", "B", "--plain"], stdin: "\u{1B}\n1\n")
        #expect(filter.status == 1 && filter.stdout.isEmpty)
        let stepper = try Speakable.run(["stepper", "--label", "Copies", "--min", "1", "--max", "9", "--plain"], stdin: "\u{1B}\n4\n")
        #expect(stepper.status == 1 && stepper.stdout.isEmpty)
        let document = try Speakable.temporaryDocument("elements: [textField: {label: Name}, button: Save]\n")
        let screen = try Speakable.run(["prompt", document, "--plain"], stdin: "1\n\u{1B}\n2\n")
        #expect(screen.status == 1 && screen.stdout.isEmpty)
    }

    @Test("S17: help text has no stray backslash mid-sentence; filter says Tab selects; the overview names every command")
    func testS17_helpTextReadsAsWritten() throws {
        for command in ["alert", "confirm", "choose", "filter", "input", "stepper", "spin", "prompt"] {
            let help = try Speakable.run([command, "--help"]).stdout
            let prose = help.split(separator: "\n").filter { !$0.contains("printf") && !$0.contains("$ speakable") }
            #expect(!prose.contains { $0.contains("\\") }, "\(command): \(prose.filter { $0.contains("\\") })")
        }
        let filter = try Speakable.run(["filter", "--help"]).stdout
        #expect(filter.contains("Tab selects") && !filter.contains("Space selects"))
        let overview = try Speakable.run(["--help"]).stdout.components(separatedBy: "USAGE:")[0]
        for command in ["render", "navigate", "speak", "say", "phonemes", "test", "import", "check", "audit", "report", "alert",
                        "confirm", "choose", "filter", "input", "stepper", "spin", "prompt", "voices", "capture"] {
            #expect(overview.contains(command), "\(command)")
        }
    }

    @Test("S17: the manual script writes a backslash once, as \\(rs, never \\e, and EXIT STATUS lists spin's 127 and 128 + signal")
    func testS17_manualPagesShowBackslashesOnce() throws {
        // As the manual plugin writes a description: its backslashes already \e, blanks \&.
        let page = ".Sh DESCRIPTION\nEach item is spoken.\nExample:\n\\&  $ printf '2\\en' | speakable choose A B\n.Sh EXIT STATUS\n.Ex -std\n"
        let program = """
            import importlib.machinery, sys
            manual = importlib.machinery.SourceFileLoader('manual', sys.argv[1]).load_module()
            sys.stdout.write(manual.clean(sys.stdin.read()))
            """
        let result = try Speakable.run(["python3", "-c", program, Speakable.packageRoot.appendingPathComponent("scripts/manual").path],
                                       stdin: page, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("$ printf '2\\(rsn' | speakable choose A B") && !result.stdout.contains("\\e"))
        #expect(result.stdout.contains(".It 127\nspin: the command was not found.") && result.stdout.contains(".It 128 + N"))
    }
}
