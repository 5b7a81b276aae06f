import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments
import SpeakableFuzzing

/// Issue 14: inputs found by attacking the release binary, each kept as a test.
@Suite("Documents: hostile input")
struct HostileDocumentTests {
    @Test("A control character is reported at its own line and column, not at 1:1")
    func controlCharacterLocation() {
        #expect(error(of: "elements:\n  - button: A\n  - button: B\n  - button: \"C\u{1}\"\n")
                == "test.yaml:4:15: error: YAML syntax: control characters are not allowed")
    }

    @Test("NEL, LS and PS inside text are not line breaks for the error's line and column")
    func lineSeparatorsDoNotDrift() {
        for separator in ["\u{85}", "\u{2028}", "\u{2029}"] {
            #expect(error(of: "elements:\n  - button: \"A\(separator)B\"\n  - buton: C\n").hasPrefix("test.yaml:3:5: error: elements[1].buton:"),
                    "U+\(String(separator.unicodeScalars.first!.value, radix: 16))")
        }
    }

    @Test("A secure field's text repeated by an alias is never quoted in an error or a warning")
    func secretsThroughAliases() {
        let secure = "elements:\n  - secureTextField: {label: P, text: &s hunter2}\n"
        for use in ["locale: *s", "width: *s", "commands: [*s]", "verbosity: {actions: *s}",
                    "present: [alert: {style: *s}]", "undo: {levels: *s}"] {
            let message = error(of: secure + use + "\n")
            #expect(!message.contains("hunter2") && message.contains("<secure text>"), "\(use): \(message)")
        }
        for use in ["  - stepper: {value: *s}", "  - slider: {min: *s}", "  - switch: {state: *s}",
                    "  - segmentedControl: {segments: [A], selected: *s}", "  - element: {traits: [*s]}"] {
            let message = error(of: secure + use + "\n")
            #expect(!message.contains("hunter2") && message.contains("<secure text>"), "\(use): \(message)")
        }
        // An alert's secure field, and a secret that starts with a combining mark.
        let alert = "present: [alert: {style: loginAndPasswordInput, textFields: [ann, &p \"\u{301}pw\"]}]\nlocale: *p\n"
        #expect(!error(of: alert).unicodeScalars.contains("\u{301}"))
    }

    @Test("A secure field's key mistyped with the secret in it (text:hunter2) is never quoted (found by the fuzzer)")
    func secretInMistypedKey() {
        let message = error(of: "elements: [secureTextField: {label: P, text:hunter2}]\n")
        #expect(!message.contains("hunter2") && message.contains("unknown key '<secure text>'"), "\(message)")
        let alert = error(of: "present: [alert: {style: secureTextInput, textFields: [{txt: hunter2}]}]\n")
        #expect(!alert.contains("hunter2"), "\(alert)")
    }

    @Test("HIG lint warnings never quote a secret either")
    func secretsInWarnings() throws {
        let document = try document("elements:\n  - secureTextField: {text: &s Secret Button Title That Is Long}\npresent: [alert: {buttons: [*s]}]\n")
        #expect(!document.warnings.isEmpty && !document.warnings.contains { "\($0)".contains("Secret Button") })
    }

    @Test("An alias bomb in elements and commands is refused quickly, before any message quotes a value")
    func aliasBomb() {
        // Eight levels of ten: 10⁸ buttons and 10⁸ commands from a file of under 2 KB.
        var yaml = "elements:\n  - group: {children: &l0 [" + Array(repeating: "button: x", count: 10).joined(separator: ", ") + "]}\n"
        for level in 1..<8 {
            yaml += "  - group: {children: &l\(level) [" + Array(repeating: "group: {children: *l\(level - 1)}", count: 10).joined(separator: ", ") + "]}\n"
        }
        yaml += "commands: &c0 [next, next, next, next, next, next, next, next, next, next]\n"
        // A work count, not a time (issue 31, S18: a bound of 10 s of wall time failed at 10.9 s
        // on a busy machine): the refusal is the value budget's, so at most a million values
        // were made of the 10⁸ the aliases ask for. (About 10 s of CPU in a debug build.)
        let message = error(of: yaml)
        #expect(message.contains("too many values") && message.contains("the limit is 1000000"), "\(message)")
    }
}

/// Issue 14: a smoke run of the fuzzer. The fixed-seed, time-budgeted run is its own step of
/// `.ci/run` (`speakable-fuzz 14 … 60`): inside `swift test` its CPU would starve the speech
/// timing tests running beside it.
@Suite("Documents: fuzz")
struct FuzzTests {
    @Test("Hostile documents through every command's path, seed 14: no crash, no hang, no secret, no stray markup")
    func fuzz() async {
        let run = await withCheckedContinuation { continuation in
            // All 150 cases, however busy the machine: a time budget of 20 s ended this run at
            // 60 cases on a loaded one and failed it (issue 31, S18). A hang is still caught
            // per case, by the run's watchdog (60 s of the process's CPU, which the tests
            // running beside it add to, or six times that of waiting).
            Thread { continuation.resume(returning: FuzzRun.run(seed: 14, count: 150, budget: 86_400, hangLimit: 60)) }.start()
        }
        #expect(run.problems.isEmpty, "\(run.problems.prefix(10))")
        #expect(run.cases == 150 && run.parsed >= run.cases / 4, "\(run.cases) cases, \(run.parsed) parsed")
    }
}
