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
        #expect(result.stderr.components(separatedBy: "? 1–2").count == 3)
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

    @Test("A dimmed choice says why it cannot be chosen, in the voice's word")
    func dimmedChoice() throws {
        let document = try Speakable.temporaryDocument("elements: [button: {label: A, enabled: false}, button: B]\n")
        let result = try Speakable.run(["prompt", document, "--plain"], stdin: "1\n2\n")
        #expect(result.status == 0 && result.stdout == "B\n" && result.stderr.contains("? 1) A: Dimmed"))
        let russian = try Speakable.run(["prompt", document, "--plain", "--locale", "ru"], stdin: "1\n2\n")
        #expect(russian.stderr.contains("? 1) A: Недоступно"))
    }
}
