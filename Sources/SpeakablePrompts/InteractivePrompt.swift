import CTerminalGuard
import FoundationEssentials
import Glibc
import Speakable

/// The interactive prompt: raw keys from the controlling terminal (`/dev/tty`, as fzf reads
/// them), the prompt drawn plainly there with the cursor on the focused item, so that
/// `answer=$(speakable alert … 2>/dev/null)` still shows it; each stop spoken as focus reaches
/// it. Without a controlling terminal, standard input and standard error serve.
enum InteractivePrompt {
    static func run(_ prompt: Prompt, voice: Voice, reader: Reader = .voiceOver, speaker: PromptSpeaker, environment: [String: String],
                    timeout: Duration? = nil) async throws -> PromptAnswer {
        switch prompt {
        case .choose(let list): return try await run(ChoiceSession(list, voice: voice), speaker: speaker, environment: environment, timeout: timeout)
        case .input(let field): return try await run(InputSession(field, voice: voice, reader: reader), speaker: speaker, environment: environment, timeout: timeout)
        default: return try await run(PromptSession(prompt, voice: voice, reader: reader), speaker: speaker, environment: environment, timeout: timeout)
        }
    }

    static func run(_ session: some KeySession, speaker: PromptSpeaker, environment: [String: String],
                    timeout: Duration? = nil) async throws -> PromptAnswer {
        guard isatty(0) != 0 else { throw PromptError.notATerminal }
        var session = session
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
        let input = tty >= 0 ? tty : 0
        TerminalOutput.drawingDescriptor = tty >= 0 ? tty : 2
        defer {
            TerminalOutput.drawingDescriptor = 2
            if tty >= 0 { close(tty) }
        }
        let terminal = try RawTerminal(descriptor: input)
        defer { terminal.restore() }
        // Reading (and the resize handler) starts before the size is read and the prompt drawn,
        // so that a resize as soon as the prompt shows is never missed; keys wait in the reader.
        let keys = KeyReader(descriptor: input)
        defer { keys.stop() }
        let size = Drawing.size(of: TerminalOutput.drawingDescriptor)
        var screen = Drawing(width: size.columns, height: size.rows, styled: environment["NO_COLOR"].map(\.isEmpty) ?? true)
        session.fit(rows: size.rows)
        screen.draw(session.view)
        await speaker.say(session.initialSpeech)
        // The timeout ends the keys; the loop below then ends without an answer.
        let deadline = timeout.map { ContinuousClock.now + $0 }
        let timer = timeout.map { duration in
            Task {
                try? await Task.sleep(for: duration)
                if !Task.isCancelled { keys.stop() }
            }
        }
        defer { timer?.cancel() }
        for await _ in keys.ready {
            // Keys that came together (a paste) are one edit: ranked, drawn and spoken once.
            for batch in Self.batches(keys.take()) {
                if batch == [.resize] {
                    let size = Drawing.size(of: TerminalOutput.drawingDescriptor)
                    screen.resize(to: size)
                    session.fit(rows: size.rows)
                    screen.draw(session.view)
                    continue
                }
                let step = session.handle(batch)
                if let outcome = step.outcome {
                    // An answer returns at once: the speech is cut, not waited for.
                    if outcome == .interrupted { await speaker.stop() } else { await speaker.end(saying: step.spoken) }
                    if session.clearsWhenAnswered, outcome != .interrupted { screen.clear() } else { screen.finish() }
                    return PromptAnswer(outcome: outcome, screen: session.finalScreen)
                }
                screen.draw(session.view)
                await speaker.say(step.spoken)
            }
        }
        screen.finish()
        let timedOut = deadline.map { ContinuousClock.now >= $0 } ?? false
        return PromptAnswer(outcome: timedOut ? .timedOut : .cancelled, screen: session.finalScreen)
    }

    /// The keys between resizes, and each resize alone.
    static func batches(_ keys: [PromptKey]) -> [[PromptKey]] {
        var batches: [[PromptKey]] = [[]]
        for key in keys {
            if key == .resize { batches += [[.resize], []] } else { batches[batches.count - 1].append(key) }
        }
        return batches.filter { !$0.isEmpty }
    }
}
