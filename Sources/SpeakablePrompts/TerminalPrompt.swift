import FoundationEssentials
import Glibc
import Speakable
import SpeakableSpeech

/// Runs a prompt in the terminal: drawn and spoken, answered from the keyboard; or, in plain
/// mode, asked in lines on standard error and answered on standard input.
///
/// Standard output is left to the caller, for the answer alone.
///
/// ```swift
/// let outcome = try await TerminalPrompt.run(.alert(Alert(title: "Delete File?", buttons: ["Delete"])))
/// if case .chose(let result) = outcome, case .app(_, let title) = result.button { print(title) }
/// ```
public enum TerminalPrompt {
    /// Asks, and returns how the prompt ended.
    ///
    /// - Throws: ``PromptError`` when interactive mode is asked for without a terminal, or a
    ///   `VoiceError` when the locale's voice file is damaged.
    public static func run(_ prompt: Prompt, options: PromptOptions = PromptOptions()) async throws -> PromptOutcome {
        try await ask(prompt, options: options).outcome
    }

    /// Asks, and returns how the prompt ended and, for a screen, the state of its controls.
    ///
    /// ```swift
    /// let answer = try await TerminalPrompt.ask(.screen(screen))
    /// for field in answer.fields { print(field.label, field.value) }
    /// ```
    /// - Throws: as ``run(_:options:)``.
    public static func ask(_ prompt: Prompt, options: PromptOptions = PromptOptions()) async throws -> PromptAnswer {
        let voice = try Voice.builtIn(options.locale)
        let speaker = PromptSpeaker(voice: voice, speaks: options.speaks, output: output(for: options),
                                    logPath: options.speechLog ?? options.environment["SPEAKABLE_SPEECH_LOG"])
        var answer: PromptAnswer
        switch options.resolvedMode {
        case .plain:
            PlainPrompt.deadline = options.timeout.map { ContinuousClock.now + $0 }
            defer { PlainPrompt.deadline = nil }
            answer = await PlainPrompt.run(prompt, voice: voice, reader: options.reader, speaker: speaker)
        default:
            answer = try await InteractivePrompt.run(prompt, voice: voice, reader: options.reader, speaker: speaker, environment: options.environment,
                                                     timeout: options.timeout)
        }
        if answer.outcome == .timedOut { answer.outcome = prompt.answerOnTimeout }
        // Answered (in either mode): speech still going is cut, and the answer returns at once.
        await speaker.end(saying: [])
        await speaker.finish()
        return answer
    }

    /// Where speech goes: speech-dispatcher or the sound server, or nowhere after a one-line
    /// notice.
    static func output(for options: PromptOptions) -> (any SpeechOutput)? {
        guard options.speaks else { return nil }
        do {
            return try options.resolvedRoute.open(environment: options.environment)
        } catch SpeechError.noAudioDevice {
            // One line that fits 80 columns: the prompt is drawn right under it (issue 35).
            TerminalOutput.error("speakable: no audio device (PulseAudio, PipeWire or ALSA): the prompt is silent")
        } catch {
            TerminalOutput.error("speakable: \(error); the prompt is silent")
        }
        return nil
    }
}

/// Writing where prompts draw: the controlling terminal while an interactive prompt runs,
/// standard error otherwise (plain mode, notices).
enum TerminalOutput {
    /// Set by the interactive prompt for its length; one prompt runs at a time in a process.
    nonisolated(unsafe) static var drawingDescriptor: Int32 = 2

    static func write(_ text: String) { write(text, to: drawingDescriptor) }

    static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Text from a document or the command line as it is drawn: white space folded, control
    /// characters dropped, and bidi isolates and overrides shown as `\u{2068}`, as `render`
    /// shows them, so that none can reorder or hide what the prompt draws.
    static func shown(_ text: String) -> String { VisibleText.escaped(SpokenText.clean(text)) }

    /// A line for the person: where the prompt is drawn.
    static func error(_ line: String) { write(line + "\n") }
}
