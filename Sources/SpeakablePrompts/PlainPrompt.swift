import FoundationEssentials
import Glibc
import Speakable

/// The plain prompt, for people whose own screen reader or braille display reads the terminal:
/// no redraws, no cursor movement; the question and numbered choices (in focus order) on
/// standard error, answers read line by line from standard input.
enum PlainPrompt {
    /// When a plain prompt with a timeout stops waiting; set for the prompt's length (one prompt
    /// runs at a time in a process). A read past it ends as the end of input does, and
    /// ``timedOut`` says why.
    nonisolated(unsafe) static var deadline: ContinuousClock.Instant?
    nonisolated(unsafe) static var timedOut = false

    static func run(_ prompt: Prompt, voice: Voice, reader: Reader = .voiceOver, speaker: PromptSpeaker) async -> PromptAnswer {
        timedOut = false
        var answer = await ask(prompt, voice: voice, reader: reader, speaker: speaker)
        if timedOut, answer.outcome == .cancelled { answer.outcome = .timedOut }
        return answer
    }

    private static func ask(_ prompt: Prompt, voice: Voice, reader: Reader, speaker: PromptSpeaker) async -> PromptAnswer {
        switch prompt {
        case .choose(let list):
            let session = ChoiceSession(list, voice: voice)
            await speaker.say(session.initialSpeech)
            return PromptAnswer(outcome: list.filters ? PlainChoice.filter(list, index: session.index, voice: voice) : PlainChoice.choose(list, voice: voice))
        case .input(let input):
            await speaker.say(InputSession(input, voice: voice, reader: reader).initialSpeech)
            return PromptAnswer(outcome: askText(input, voice: voice))
        default: break
        }
        let session = PromptSession(prompt, voice: voice, reader: reader)
        // No focus moves in plain mode: what is presented is said, not the stop it starts on.
        await speaker.say(session.reader.log.entries.first?.output ?? [])
        switch prompt {
        case .alert(let alert): return PromptAnswer(outcome: await ask(alert, voice: voice))
        case .confirm(let confirmation): return PromptAnswer(outcome: PlainChoice.confirm(confirmation, voice: voice))
        case .stepper(let stepper): return PromptAnswer(outcome: askValue(stepper, voice: voice))
        case .screen(let screen):
            if case .alert(let alert)? = screen.topPresentation { return PromptAnswer(outcome: await ask(alert, voice: voice)) }
            return PlainScreen.choose(session.reader, voice: voice)
        case .choose, .input: return PromptAnswer(outcome: .cancelled)
        }
    }

    /// An input: the label, then a line (its value when the line is empty); past the limit,
    /// asked again.
    private static func askText(_ input: TextInput, voice: Voice) -> PromptOutcome {
        // A placeholder is said to be one, never printed as if it were the field's text.
        let placeholder = input.placeholder.isEmpty ? "" : "(\(voice[.promptPlaceholder]): \(TerminalOutput.shown(input.placeholder)))"
        let name = [TerminalOutput.shown(input.label), placeholder].filter { !$0.isEmpty }.joined(separator: " ")
        let shownValue = input.value.isEmpty || input.isSecure ? "" : " [\(TerminalOutput.shown(input.value))]"
        while true {
            let question = name.isEmpty ? ">" + shownValue + " " : name + shownValue + ": "
            guard var line = readAnswer(asking: question, secure: input.isSecure) else { return .cancelled }
            if line.isEmpty { line = input.value }
            if let limit = input.characterLimit, line.count > limit {
                TerminalOutput.error(voice.filled(.promptAskShorter, ["count": String(line.count), "limit": String(limit)]))
                continue
            }
            return .text(input.isSecure ? .secure(SecureText(line)) : .plain(line))
        }
    }

    /// An alert: its title and message, a line per text field, then a numbered choice.
    private static func ask(_ alert: Alert, voice: Voice) async -> PromptOutcome {
        var alert = alert
        for line in [alert.title, alert.message].compactMap({ $0 }).map(TerminalOutput.shown) where !line.isEmpty {
            TerminalOutput.error(line)
        }
        let placeholders = alert.style == .loginAndPasswordInput ? [voice[.login], voice[.password]] : []
        var values: [AlertResult.FieldValue] = []
        for (index, field) in alert.textFields.enumerated() {
            guard let entry = field.textEntry else { continue }
            let name = entry.label.isEmpty ? entry.placeholder : entry.label
            let secure = entry.entryTrait.contains(.secureTextField)
            let shown = name.isEmpty ? (index < placeholders.count ? placeholders[index] : voice[.textField]) : name
            guard let line = readAnswer(asking: TerminalOutput.shown(shown) + ": ", secure: secure) else { return .cancelled }
            alert.setText(line, ofTextFieldAt: index)
            values.append(secure ? .secure(SecureText(line)) : .plain(line))
        }
        let order = alert.buttonLayoutOrder
        let titles = order.map { $0.map { alert.buttons[$0].label } ?? alert.cancelButton.label ?? "" }.map { $0.resolved(in: voice) }
        guard let choice = choose(titles.map(TerminalOutput.shown), enabled: order.map { $0.map { alert.buttons[$0].isEnabled } ?? true }, voice: voice) else {
            return .cancelled
        }
        guard let index = order[choice] else { return .cancelled }
        return .chose(AlertResult(button: .app(index: index, title: alert.buttons[index].title), textFieldValues: values))
    }

    /// A stepper: the value and range, then a new value (an empty line keeps it).
    private static func askValue(_ stepper: Stepper, voice: Voice) -> PromptOutcome {
        let separator = voice.punctuation.decimal
        func show(_ value: DecimalValue) -> String { value.formatted(fractionDigits: stepper.fractionDigits, decimalSeparator: separator) }
        TerminalOutput.error("\(TerminalOutput.shown(stepper.label)): \(show(stepper.value)) (\(show(stepper.minimumValue))–\(show(stepper.maximumValue)), ±\(show(stepper.stepValue)))")
        while true {
            TerminalOutput.write("> ")
            guard let line = readAnswer(secure: false) else { return .cancelled }
            let text = line.trimmingSpaces().replacing(",", with: ".")
            if text.isEmpty { return .value(stepper) }
            var answered = stepper
            if let value = DecimalValue(text), (try? answered.setValue(value)) != nil { return .value(answered) }
            TerminalOutput.error(voice.filled(.promptAskRange, ["min": show(stepper.minimumValue), "max": show(stepper.maximumValue)]))
        }
    }

    /// Numbered choices; the answer is a number or a title. End of input cancels.
    static func choose(_ titles: [String], enabled: [Bool], voice: Voice) -> Int? {
        for (index, title) in titles.enumerated() {
            TerminalOutput.error("\(index + 1)) \(title)" + (enabled[index] ? "" : "  (\(voice[.dimmed]))"))
        }
        while true {
            TerminalOutput.write("> ")
            guard let line = readAnswer(secure: false)?.trimmingSpaces() else { return nil }
            let index = Int(line).map { $0 - 1 } ?? titles.firstIndex { $0.lowercased() == line.lowercased() }
            if let index, titles.indices.contains(index) {
                if enabled[index] { return index }
                // Say why, in the voice's word for it (no English in a Russian prompt), rather than
                // only asking again.
                TerminalOutput.error("? \(index + 1)) \(titles[index]): \(voice[.dimmed])")
                continue
            }
            TerminalOutput.error(voice.filled(.promptAskNumber, ["n": String(titles.count)]))
        }
    }

    /// Asks (the text, then) a line of standard input, without echo for a secure answer typed at
    /// a terminal: echo goes off before the question is written, so no key typed at once after
    /// it is ever shown.
    ///
    /// `nil` cancels: at the end of input, or for a line that is only Esc, as a terminal in plain
    /// mode sends the key (Esc cancels in plain mode as in interactive mode, never becoming the
    /// text of an answer).
    static func readAnswer(asking question: String? = nil, secure: Bool) -> String? {
        guard let line = readLine(asking: question, secure: secure), !isEscape(line) else { return nil }
        return line
    }

    /// Whether a line is the Esc key alone (a terminal may add a carriage return or spaces).
    static func isEscape(_ line: String) -> Bool {
        line.trimmingSpacesAndNewlines() == "\u{1B}"
    }

    private static func readLine(asking question: String?, secure: Bool) -> String? {
        guard secure, isatty(0) != 0 else {
            if let question { TerminalOutput.write(question) }
            return readInputLine()
        }
        var original = termios()
        tcgetattr(0, &original)
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        // A signal while echo is off must not leave the user's terminal silent.
        RawTerminalSignals.remember(descriptor: 0, settings: original)
        tcsetattr(0, TCSANOW, &silent)
        defer {
            tcsetattr(0, TCSANOW, &original)
            RawTerminalSignals.forget()
            TerminalOutput.write("\n")
        }
        if let question { TerminalOutput.write(question) }
        return readInputLine()
    }

    /// A line of standard input; with a deadline, read a byte at a time (nothing is left in a
    /// buffer that waiting could not see) and given up when the deadline passes.
    private static func readInputLine() -> String? {
        guard let deadline else { return Swift.readLine(strippingNewline: true) }
        var bytes: [UInt8] = []
        while true {
            let (seconds, attoseconds) = (deadline - ContinuousClock.now).components
            let milliseconds = max(0, min(seconds * 1000 + attoseconds / 1_000_000_000_000_000, Int64(Int32.max)))
            var poller = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(milliseconds))
            if ready < 0, errno == EINTR { continue }
            if ready == 0 { timedOut = true; return nil }
            var byte: UInt8 = 0
            let count = read(0, &byte, 1)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") {
                if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
                return String(decoding: bytes, as: UTF8.self)
            }
            bytes.append(byte)
        }
    }
}
