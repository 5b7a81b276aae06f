import CTerminalGuard
import Foundation
import Speakable

/// The interactive prompt: raw keys from the controlling terminal (`/dev/tty`, as fzf reads
/// them), the prompt drawn plainly there with the cursor on the focused item, so that
/// `answer=$(speakable alert … 2>/dev/null)` still shows it; each stop spoken as focus reaches
/// it. Without a controlling terminal, standard input and standard error serve.
enum InteractivePrompt {
    static func run(_ prompt: Prompt, voice: Voice, speaker: PromptSpeaker, environment: [String: String]) async throws -> PromptAnswer {
        switch prompt {
        case .choose(let list): return try await run(ChoiceSession(list, voice: voice), speaker: speaker, environment: environment)
        case .input(let field): return try await run(InputSession(field, voice: voice), speaker: speaker, environment: environment)
        default: return try await run(PromptSession(prompt, voice: voice), speaker: speaker, environment: environment)
        }
    }

    static func run(_ session: some KeySession, speaker: PromptSpeaker, environment: [String: String]) async throws -> PromptAnswer {
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
        let size = Drawing.size(of: TerminalOutput.drawingDescriptor)
        var screen = Drawing(width: size.columns, height: size.rows, styled: environment["NO_COLOR"].map(\.isEmpty) ?? true)
        session.fit(rows: size.rows)
        screen.draw(session.view)
        await speaker.say(session.initialSpeech)
        let keys = KeyReader(descriptor: input)
        defer { keys.stop() }
        for await key in keys.stream {
            if key == .resize {
                let size = Drawing.size(of: TerminalOutput.drawingDescriptor)
                screen.resize(to: size)
                session.fit(rows: size.rows)
                screen.draw(session.view)
                continue
            }
            let step = session.handle(key)
            if let outcome = step.outcome {
                // An answer returns at once: the speech is cut, not waited for.
                if outcome == .interrupted { await speaker.stop() } else { await speaker.end(saying: step.spoken) }
                screen.finish()
                return PromptAnswer(outcome: outcome, screen: session.finalScreen)
            }
            screen.draw(session.view)
            await speaker.say(step.spoken)
        }
        screen.finish()
        return PromptAnswer(outcome: .cancelled, screen: session.finalScreen)
    }
}
