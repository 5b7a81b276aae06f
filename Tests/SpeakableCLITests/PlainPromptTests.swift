import Foundation
import Testing
import TestTemporaryFiles

/// Plain mode: lines on standard error, answers from standard input, the result on stdout.
@Suite("CLI: plain prompts")
struct PlainPromptTests {
    @Test("printf '2\\n' | speakable alert --title \"Delete File?\" --button Delete --plain prints Delete")
    func issueExample() throws {
        let result = try Speakable.run(["alert", "--title", "Delete File?", "--button", "Delete", "--plain"], stdin: "2\n")
        #expect(result.status == 0 && result.stdout == "Delete\n")
        #expect(result.stderr.contains("Delete File?\n1) Cancel\n2) Delete\n> "))
    }

    @Test("Plain mode is chosen when standard input is not a terminal, and then speech is off")
    func automatic() throws {
        let log = TemporaryRoot.url.appendingPathComponent("plain-\(UUID().uuidString).txt").path
        let result = try Speakable.run(["alert", "--title", "Quit?", "--button", "Quit"], stdin: "Quit\n",
                                       environment: ["SPEAKABLE_SPEECH_LOG": log, "SPEAKABLE_AUDIO": "none"])
        #expect(result.stdout == "Quit\n" && !result.stderr.contains("audio device"))
        #expect(((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").isEmpty)
    }

    @Test("SPEAKABLE_SPEECH=on speaks in plain mode; with no device, one notice")
    func speechInPlainMode() throws {
        let log = TemporaryRoot.url.appendingPathComponent("plain-\(UUID().uuidString).txt").path
        let result = try Speakable.run(["alert", "--title", "Quit?", "--button", "Quit"], stdin: "2\n",
                                       environment: ["SPEAKABLE_SPEECH": "on", "SPEAKABLE_SPEECH_LOG": log, "SPEAKABLE_AUDIO": "none"])
        #expect(result.stdout == "Quit\n")
        #expect(result.stderr.components(separatedBy: "no audio device").count == 2)
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "Alert. Quit?\n")
    }

    @Test("An invalid answer is asked again; the end of input cancels with exit 1")
    func reask() throws {
        let result = try Speakable.run(["alert", "--title", "Quit?", "--button", "Quit", "--plain"], stdin: "7\nmaybe\n")
        #expect(result.status == 1 && result.stdout.isEmpty)
        #expect(result.stderr.components(separatedBy: "Type a number from 1 to 2, or Esc to cancel").count == 3)
    }

    @Test("Choosing cancel exits 1; --json says cancelled")
    func cancel() throws {
        let result = try Speakable.run(["alert", "--title", "Quit?", "--button", "Quit", "--plain", "--json"], stdin: "1\n")
        #expect(result.status == 1 && result.stdout == #"{"cancelled":true}"# + "\n")
    }

    @Test("A stepper reads a value in range; an empty line keeps the value")
    func stepper() throws {
        let arguments = ["stepper", "--label", "Price", "--step", "0.05", "--value", "1", "--max", "5", "--plain"]
        #expect(try Speakable.run(arguments, stdin: "9\n1.25\n").stdout == "1.25\n")
        #expect(try Speakable.run(arguments, stdin: "\n").stdout == "1.00\n")
        #expect(try Speakable.run(["stepper", "--label", "X", "--min", "5", "--max", "1"]).status == 64)
    }

    @Test("Secure input goes to captured standard output only, never to standard error")
    func secureInput() throws {
        let captured = try Speakable.run(["input", "--label", "Password", "--secure", "--plain"], stdin: "hunter2\n")
        #expect(captured.status == 0 && captured.stdout == "hunter2\n" && !captured.stderr.contains("hunter2"))
    }

    @Test("TERM=dumb and SPEAKABLE_PLAIN=1 choose plain mode")
    func environment() throws {
        for environment in [["TERM": "dumb"], ["SPEAKABLE_PLAIN": "1"]] {
            let result = try Speakable.run(["input", "--label", "Name"], stdin: "Ann\n", environment: environment)
            #expect(result.stdout == "Ann\n")
        }
    }

    @Test("prompt FILE: what a screen can act on, numbered and tagged as the interactive prompt draws it")
    func promptScreen() throws {
        let result = try Speakable.run(["prompt", "Examples/settings.yaml", "--plain", "--json"], stdin: "6\n")
        #expect(result.stdout.hasPrefix(#"{"activated":"Dark Mode","cancelled":false,"fields":[{"identifier":"name","kind":"textField","label":"Name","value":"Ann"}"#))
        #expect(result.stderr.contains("1) [text field] Name: Ann\n") && result.stderr.contains("6) Dark Mode: On\n") && result.stderr.contains("11) [link] Privacy Policy"))
        // A secure field's characters stay in the process unless the caller asks for them.
        #expect(result.stdout.contains(#"{"characterCount":13,"identifier":null,"kind":"secureTextField","label":"Password"}"#))
    }

    @Test("prompt FILE --json: the screen's state after text typed and a stepper adjusted, in plain mode as in interactive")
    func promptScreenState() throws {
        let result = try Speakable.run(["prompt", "Examples/settings.yaml", "--plain", "--json"], stdin: "1\nBob\n5\n+\n20\n\n9\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let fields = try #require(object["fields"] as? [[String: Any]])
        #expect(object["activated"] as? String == "Save" && result.status == 0)
        #expect(fields.first { $0["label"] as? String == "Name" }?["value"] as? String == "Bob")
        #expect((fields.first { $0["label"] as? String == "Font Size" }?["value"] as? NSNumber)?.intValue == 20)
    }

    @Test("Plain mode: a stepper's buttons are named after it and step it; a switch and a tab change; the prompt goes on until a button")
    func plainStepperButtons() throws {
        let document = try Speakable.temporaryDocument("""
            elements:
              - stepper: {label: Copies, value: 2, max: 5, exposure: buttons}
              - switch: {label: Wi-Fi, on: true}
              - tabBar: {items: [Home, Search], selected: 0}
              - button: Done
            """)
        let result = try Speakable.run(["prompt", document, "--plain", "--json"], stdin: "2\n3\n5\n6\n")
        #expect(result.stderr.contains("1) Decrement (Copies: 2)\n2) Increment (Copies: 2)\n3) [switch] Wi-Fi: On\n4) [tab] Home  (Selected)"))
        #expect(result.stderr.contains("2) Increment (Copies: 3)"))
        #expect(result.stdout == #"{"activated":"Done","cancelled":false,"fields":[{"identifier":null,"kind":"stepper","label":"Copies","value":3},{"identifier":null,"kind":"switch","label":"Wi-Fi","value":false},{"identifier":null,"kind":"tabBar","label":"","selectedIndex":1,"value":"Search"}],"identifier":null}"# + "\n")
    }

    @Test("Plain mode: choose, filter and confirm answered line by line; items on standard input need a terminal to answer on")
    func plainLists() throws {
        let multiple = try Speakable.run(["choose", "A", "B", "C", "--multiple"], stdin: "3,1\n")
        #expect(multiple.stdout == "A\nC\n")
        let several = try Speakable.run(["choose", "A", "B", "C", "--limit", "2", "--selected", "C"], stdin: "\n")
        #expect(several.stdout == "C\n" && several.stderr.contains("3) C  (Selected)"))
        let tooMany = try Speakable.run(["choose", "A", "B", "C", "--limit", "2"], stdin: "1 2 3\n2\n")
        #expect(tooMany.stdout == "B\n" && tooMany.stderr.contains("Type up to 2 numbers from 1 to 3, separated by spaces, or Esc to cancel"))
        let filtered = try Speakable.run(["filter", "Apples", "Bananas", "Cherries"], stdin: "zz\nan\nb\n1\n")
        #expect(filtered.stdout == "Bananas\n" && filtered.stderr.contains("0 results") && filtered.stderr.contains("1 result\n"))
        let confirmed = try Speakable.run(["confirm", "Go?", "--default", "no"], stdin: "\n")
        #expect(confirmed.status == 1 && confirmed.stderr.contains("[2] > "))
        let russian = try Speakable.run(["confirm", "Дальше?", "--locale", "ru"], stdin: "да\n")
        #expect(russian.status == 0 && russian.stderr.contains("1) Да\n2) Нет"))
        // Only where the tests themselves have no terminal (CI): at a developer's terminal the
        // prompt would rightly ask there.
        let terminal = open("/dev/tty", O_RDWR | O_NOCTTY)
        if terminal >= 0 { close(terminal) } else {
            let piped = try Speakable.run(["choose"], stdin: "A\nB\n")
            #expect(piped.status == 64 && piped.stderr.contains("no terminal (/dev/tty) to answer on"))
        }
        // Items without end are refused, not read until memory runs out.
        let endless = try Speakable.run(["choose"], stdin: String(repeating: "x", count: 65 << 20))
        #expect(endless.status == 65 && endless.stderr.contains("more than 64 MiB of items"))
        let ended = try Speakable.run(["choose", "A", "B"], stdin: "")
        #expect(ended.status == 1 && ended.stdout.isEmpty)
    }

    @Test("Plain mode: input keeps its --value on an empty line and asks again past --char-limit")
    func plainInput() throws {
        let kept = try Speakable.run(["input", "--label", "Name", "--value", "Ann"], stdin: "\n")
        #expect(kept.stdout == "Ann\n" && kept.stderr.contains("Name [Ann]: "))
        let limited = try Speakable.run(["input", "--label", "Code", "--char-limit", "2"], stdin: "abc\nab\n")
        #expect(limited.stdout == "ab\n" && limited.stderr.contains("That is 3 characters; type at most 2"))
    }

    @Test("A dimmed choice says why it cannot be chosen, in the voice's word")
    func dimmedChoice() throws {
        let document = try Speakable.temporaryDocument("elements: [button: {label: A, enabled: false}, button: B]\n")
        let result = try Speakable.run(["prompt", document, "--plain"], stdin: "1\n2\n")
        #expect(result.status == 0 && result.stdout == "B\n" && result.stderr.contains("? 1) A: Dimmed"))
        let russian = try Speakable.run(["prompt", document, "--plain", "--locale", "ru"], stdin: "1\n2\n")
        #expect(russian.stderr.contains("? 1) A: Недоступно"))
    }
}
