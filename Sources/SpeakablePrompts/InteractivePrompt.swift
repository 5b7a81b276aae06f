import Foundation
import Speakable

/// The interactive prompt: raw keys from the controlling terminal (`/dev/tty`, as fzf reads
/// them), the prompt drawn plainly there with the cursor on the focused item, so that
/// `answer=$(speakable alert … 2>/dev/null)` still shows it; each stop spoken as focus reaches
/// it. Without a controlling terminal, standard input and standard error serve.
enum InteractivePrompt {
    static func run(_ prompt: Prompt, voice: Voice, speaker: PromptSpeaker) async throws -> PromptOutcome {
        guard isatty(0) != 0 else { throw PromptError.notATerminal }
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
        let input = tty >= 0 ? tty : 0
        TerminalOutput.drawingDescriptor = tty >= 0 ? tty : 2
        defer {
            TerminalOutput.drawingDescriptor = 2
            if tty >= 0 { close(tty) }
        }
        let terminal = try RawTerminal(descriptor: input)
        defer { terminal.restore() }
        var session = PromptSession(prompt, voice: voice)
        var screen = Drawing()
        screen.draw(PromptView(reader: session.reader))
        await speaker.say(session.initialSpeech)
        let keys = KeyReader(descriptor: input)
        defer { keys.stop() }
        for await key in keys.stream {
            let step = session.handle(key)
            if let outcome = step.outcome {
                if outcome == .interrupted { await speaker.stop() } else { await speaker.say(step.spoken) }
                screen.finish()
                return outcome
            }
            screen.draw(PromptView(reader: session.reader))
            await speaker.say(step.spoken)
        }
        screen.finish()
        return .cancelled
    }
}

/// Draws views in place: each draw moves back to the first line, clears below, and redraws.
struct Drawing {
    private var cursorRow = 0
    private var lineCount = 0

    mutating func draw(_ view: PromptView) {
        var output = ""
        if lineCount > 0 {
            output += "\r"
            if cursorRow > 0 { output += "\u{1B}[\(cursorRow)A" }
            output += "\u{1B}[J"
        }
        // Raw mode keeps output processing on, so the terminal turns each \n into \r\n.
        output += view.lines.joined(separator: "\n")
        let up = view.lines.count - 1 - view.cursor.row
        if up > 0 { output += "\u{1B}[\(up)A" }
        output += "\r\u{1B}[\(view.cursor.column)G"
        TerminalOutput.write(output)
        cursorRow = view.cursor.row
        lineCount = view.lines.count
    }

    /// Leaves the cursor below the prompt.
    mutating func finish() {
        let down = lineCount - 1 - cursorRow
        TerminalOutput.write((down > 0 ? "\u{1B}[\(down)B" : "") + "\n")
    }
}

/// Reads keys on a thread of its own, so that speech and drawing go on while it waits. It polls,
/// so that it stops promptly once the prompt is over and never takes a key meant for later.
final class KeyReader: @unchecked Sendable {
    let stream: AsyncStream<PromptKey>
    private let continuation: AsyncStream<PromptKey>.Continuation
    private let stopped = NSLock()
    private var isStopped = false

    /// Written to by `stop()`, so that the reading thread can wait for keys with no timeout
    /// (an idle prompt uses no CPU) and still end at once.
    private let wakeUp: (read: Int32, write: Int32)

    init(descriptor: Int32) {
        (stream, continuation) = AsyncStream.makeStream(of: PromptKey.self)
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        wakeUp = (ends[0], ends[1])
        let thread = Thread { [self] in read(descriptor) }
        thread.name = "speakable.keys"
        thread.start()
    }

    func stop() {
        stopped.lock()
        isStopped = true
        stopped.unlock()
        var byte: UInt8 = 1
        _ = Foundation.write(wakeUp.write, &byte, 1)
        continuation.finish()
    }

    deinit {
        close(wakeUp.read)
        close(wakeUp.write)
    }

    private var shouldStop: Bool {
        stopped.lock()
        defer { stopped.unlock() }
        return isStopped
    }

    private func read(_ descriptor: Int32) {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 64)
        while !shouldStop {
            var pollers = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0)]
            // Blocks until a key or `stop()`; only a pending ESC waits with a timeout.
            let ready = poll(&pollers, 2, decoder.isPending ? 40 : -1)
            if ready < 0 { if errno == EINTR { continue } else { break } }
            if pollers[1].revents != 0 { break }
            if ready == 0 {
                // A lone ESC with nothing after it within 40 ms is the Escape key.
                for key in decoder.flush() { continuation.yield(key) }
                continue
            }
            let count = Foundation.read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            for key in decoder.feed(Array(buffer[0..<count])) { continuation.yield(key) }
        }
        continuation.finish()
    }
}
