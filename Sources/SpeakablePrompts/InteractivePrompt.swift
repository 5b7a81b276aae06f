import CTerminalGuard
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
        var screen = Drawing(width: Drawing.columns(of: TerminalOutput.drawingDescriptor))
        screen.draw(PromptView(reader: session.reader))
        await speaker.say(session.initialSpeech)
        let keys = KeyReader(descriptor: input)
        defer { keys.stop() }
        for await key in keys.stream {
            if key == .resize {
                screen.resize(to: Drawing.columns(of: TerminalOutput.drawingDescriptor))
                screen.draw(PromptView(reader: session.reader))
                continue
            }
            let step = session.handle(key)
            if let outcome = step.outcome {
                // An answer returns at once: the speech is cut, not waited for.
                if outcome == .interrupted { await speaker.stop() } else { await speaker.end(saying: step.spoken) }
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

/// Draws views in place: each draw moves back to the first row, clears below, and redraws.
/// Lines longer than the terminal are wrapped here, row by row, so the drawing always knows how
/// many rows it takes and where the cursor is (on the focused item, where a screen reader and a
/// braille display follow it). After a resize the screen is cleared and the prompt drawn once.
struct Drawing {
    private(set) var width: Int
    private var cursorRow = 0
    private var rowCount = 0
    private var clearsScreen = false

    init(width: Int) { self.width = max(width, 10) }

    /// The terminal's width in columns (80 when it cannot say).
    static func columns(of descriptor: Int32) -> Int {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// The rows a view takes at a width: each line cut into pieces of at most `width - 1`
    /// columns (never the last column, where terminals wrap differently), and the row and column
    /// of the cursor.
    static func layout(_ view: PromptView, width: Int) -> (rows: [String], cursor: (row: Int, column: Int)) {
        let usable = max(width - 1, 8)
        var rows: [String] = [], cursor = (row: 0, column: 1)
        for (index, line) in view.lines.enumerated() {
            let first = rows.count
            var piece = "", columns = 0
            for character in line {
                let w = PromptView.width(of: String(character))
                if columns + w > usable { rows.append(piece); piece = ""; columns = 0 }
                piece.append(character)
                columns += w
            }
            rows.append(piece)
            if index == view.cursor.row {
                let offset = max(view.cursor.column - 1, 0)
                cursor = (first + min(offset / usable, rows.count - 1 - first), offset % usable + 1)
            }
        }
        return (rows, cursor)
    }

    mutating func resize(to width: Int) {
        self.width = max(width, 10)
        clearsScreen = true
    }

    mutating func draw(_ view: PromptView) {
        let (rows, cursor) = Self.layout(view, width: width)
        var output = ""
        if clearsScreen {
            // The terminal reflowed what was drawn; where it went cannot be known, so start over.
            output += "\u{1B}[2J\u{1B}[H"
            clearsScreen = false
        } else if rowCount > 0 {
            output += "\r"
            if cursorRow > 0 { output += "\u{1B}[\(cursorRow)A" }
            output += "\u{1B}[J"
        }
        // Raw mode keeps output processing on, so the terminal turns each \n into \r\n.
        output += rows.joined(separator: "\n")
        let up = rows.count - 1 - cursor.row
        if up > 0 { output += "\u{1B}[\(up)A" }
        output += "\r\u{1B}[\(cursor.column)G"
        TerminalOutput.write(output)
        cursorRow = cursor.row
        rowCount = rows.count
        // A signal handler needs this to leave the cursor below the prompt.
        speakable_terminal_guard_set_drawing(TerminalOutput.drawingDescriptor, Int32(rowCount - 1 - cursorRow))
    }

    /// Leaves the cursor at the start of a fresh line below the prompt.
    mutating func finish() {
        let down = rowCount - 1 - cursorRow
        TerminalOutput.write((down > 0 ? "\u{1B}[\(down)B" : "") + "\r\n")
        speakable_terminal_guard_set_drawing(-1, 0)
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

    /// Written to by the SIGWINCH handler: the terminal was resized.
    private let resized: (read: Int32, write: Int32)

    init(descriptor: Int32) {
        (stream, continuation) = AsyncStream.makeStream(of: PromptKey.self)
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        wakeUp = (ends[0], ends[1])
        var resizeEnds: [Int32] = [-1, -1]
        _ = pipe(&resizeEnds)
        resized = (resizeEnds[0], resizeEnds[1])
        _ = fcntl(resized.write, F_SETFL, O_NONBLOCK)
        _ = speakable_resize_notifier_install(resized.write)
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
        speakable_resize_notifier_remove()
        for descriptor in [wakeUp.read, wakeUp.write, resized.read, resized.write] { close(descriptor) }
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
                           pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: resized.read, events: Int16(POLLIN), revents: 0)]
            // Blocks until a key, a resize or `stop()`; only a pending ESC waits with a timeout.
            let ready = poll(&pollers, 3, decoder.isPending ? 40 : -1)
            if ready < 0 { if errno == EINTR { continue } else { break } }
            if pollers[1].revents != 0 { break }
            if pollers[2].revents != 0 {
                var drained = [UInt8](repeating: 0, count: 64)
                _ = Foundation.read(resized.read, &drained, drained.count)
                continuation.yield(.resize)
                continue
            }
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
