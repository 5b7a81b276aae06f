import ArgumentParser
import FoundationEssentials
import Glibc
import Speakable
import SpeakablePrompts
import SpeakableSpeech

/// What every prompt command takes, and how it reports the answer: the answer alone on standard
/// output; exit 0 for a choice, 1 for cancel or Esc, 130 for Ctrl-C.
struct PromptCommandOptions: ParsableArguments {
    @Flag(help: "Plain mode: no redraws; the question on standard error, answers read line by line (also when standard input is not a terminal, TERM=dumb or SPEAKABLE_PLAIN=1).")
    var plain = false

    @Flag(help: "Do not speak (also --speech off or SPEAKABLE_SPEECH=off; speech is off by default in plain mode).")
    var noSpeech = false

    @Option(help: ArgumentHelp("Where speech is heard: auto (speech-dispatcher when the session runs it, else direct), direct, speech-dispatcher, or off. Default: SPEAKABLE_SPEECH, else auto.", valueName: "route"))
    var speech: SpeechRoute?

    @Flag(help: "Print the result as JSON.")
    var json = false

    @Option(help: "The locale of the words and voice: en, ru or zh-Hans.")
    var locale: SpeechLocale = .en

    @Option(help: ArgumentHelp("Write each spoken utterance to this file, one per line.", valueName: "file"))
    var speechLog: String?

    @Option(help: ArgumentHelp("Stop waiting after this long (30s, 2m, 500ms; a number is seconds; 0: never): the prompt gives its default (confirm's --default, input's --value, the --selected items), else exits 124.", valueName: "duration"))
    var timeout: PromptTimeout?

    var options: PromptOptions {
        var options = PromptOptions(mode: plain ? .plain : .automatic, speech: noSpeech ? false : nil, locale: locale)
        options.timeout = timeout?.duration
        options.route = speech
        options.speechLog = speechLog
        return options
    }

    /// Asks, prints the result, and exits with the outcome's status. `revealSecure`: the
    /// caller's `--reveal-secure`, on the prompts that can ask for secure text; `reader`: the
    /// caller's `--reader`, on the prompts that speak a screen (TB1).
    func ask(_ prompt: Prompt, revealSecure: Bool = false, reader: Reader = .voiceOver) async throws {
        if speech == nil, !noSpeech {
            do { _ = try SpeechRoute(environment: ProcessInfo.processInfo.environment) } catch {
                throw CommandFailure(.usage, "\(error)").reported()
            }
        }
        if let reason = prompt.nothingToChoose {
            throw CommandFailure(.usage, "nothing to choose: \(reason)").reported()
        }
        // The secret is the answer the caller asked for, but only into a pipe or a file, as
        // `gum input --password`: never onto the screen, where anyone behind the user reads it.
        if prompt.asksForSecureText, isatty(1) != 0, !revealSecure {
            throw CommandFailure(.usage, "standard output is a terminal; capture the secure answer (p=$(speakable input --secure …)) or add --reveal-secure").reported()
        }
        let answer: PromptAnswer
        var options = options
        options.reader = reader
        do { answer = try await TerminalPrompt.ask(prompt, options: options) } catch {
            throw CommandFailure(.usage, "\(error)").reported()
        }
        // The answer is worded in the prompt's locale: a result names a button, not its word.
        let generator = SpeechGenerator(voice: try Voice.builtIn(locale))
        let outcome = answer.outcome
        if json, let line = jsonResult(answer, generator, revealSecure: revealSecure) {
            StandardOutput.write(json: line)
        } else if !json, let line = textResult(outcome, generator) {
            Self.writeAnswer(line)
        }
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }

    /// The answer goes to its caller exactly as chosen or typed: a script reading a pipe gets
    /// the item's own bytes (a bidi mark, an escape character), not an escaped form of them. Only
    /// when standard output is itself the terminal, where it is drawn, is it escaped as the
    /// prompt draws text.
    static func writeAnswer(_ answer: String) {
        if isatty(1) != 0 { return StandardOutput.write(lines: answer.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)) }
        StandardStream.output(answer + "\n")
    }

    private func textResult(_ outcome: PromptOutcome, _ generator: SpeechGenerator) -> String? {
        switch outcome {
        case .chose(let result): return generator.title(of: result.button)
        case .value(let stepper): return stepper.value.formatted(fractionDigits: stepper.fractionDigits)
        case .text(.plain(let text)): return text
        case .text(.secure(let secret)):
            return secret.revealed
        case .activated(let element): return element.label.resolved(in: generator.voice)
        case .items(let items): return items.joined(separator: "\n")
        case .confirmed, .cancelled, .interrupted, .timedOut: return nil
        }
    }

    private func jsonResult(_ answer: PromptAnswer, _ generator: SpeechGenerator, revealSecure: Bool) -> String? {
        let outcome = answer.outcome
        var object: [String: Any] = ["cancelled": outcome == .cancelled]
        func value(_ field: AlertResult.FieldValue) -> Any {
            switch field {
            case .plain(let text): text
            case .secure(let secret): secret.revealed
            }
        }
        switch outcome {
        case .chose(let result):
            object["button"] = generator.title(of: result.button)
            object["buttonIndex"] = result.buttonIndex.map(JSONValue.integer) ?? .null
            object["textFields"] = result.textFieldValues.map(value)
        case .value(let stepper): object["value"] = stepper.value.formatted(fractionDigits: stepper.fractionDigits)
        case .text(let field):
            object["text"] = value(field)
            if case .secure(let secret) = field {
                object["secure"] = true
                object["characterCount"] = secret.characterCount
            } else {
                object["secure"] = false
            }
        case .activated(let element):
            object["activated"] = element.label.resolved(in: generator.voice)
            object["identifier"] = element.identifier.map(JSONValue.string) ?? .null
        case .items(let items): object["items"] = items
        case .confirmed(let yes): object["confirmed"] = yes
        case .interrupted, .timedOut: return nil
        case .cancelled: break
        }
        if answer.screen != nil { object["fields"] = answer.fields.map { Self.json($0, revealSecure: revealSecure) } }
        return JSONValue(any: object)?.text(pretty: false, escapingSlashes: true)
    }
}

extension PromptCommandOptions {
    /// A control's final state: kind, label, identifier, value; a secure field's characters only
    /// when the caller asked for the secret (`--reveal-secure`), else their count.
    static func json(_ field: PromptField, revealSecure: Bool) -> [String: Any] {
        var object: [String: Any] = ["kind": field.kind, "label": field.label, "identifier": field.identifier.map(JSONValue.string) ?? .null]
        switch field.value {
        case .on(let isOn): object["value"] = isOn.map { $0 as Any } ?? "mixed"
        case .number(let text): object["value"] = Decimal(string: text).map(JSONValue.decimal) ?? .string(text)
        case .chosen(let title, let index):
            object["value"] = title.map(JSONValue.string) ?? .null
            object["selectedIndex"] = index.map(JSONValue.integer) ?? .null
        case .text(.plain(let text)): object["value"] = text
        case .text(.secure(let secret)):
            object["characterCount"] = secret.characterCount
            if revealSecure { object["value"] = secret.revealed }
        }
        return object
    }
}

/// `--reveal-secure`, on the prompts that can ask for secure text (not on a stepper).
struct SecureAnswerOptions: ParsableArguments {
    @Flag(help: "Print secure text even when standard output is a terminal (by default it is printed only into a pipe or a file, as by p=$(speakable input --secure)).")
    var revealSecure = false
}
