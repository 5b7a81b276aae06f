import CTerminalGuard
import FoundationEssentials
import Glibc
import Speakable

/// Reads keys on a thread of its own, so that speech and drawing go on while it waits. It polls,
/// so that it stops promptly once the prompt is over and never takes a key meant for later.
///
/// Keys come in batches: everything the terminal already has (a paste, or what was typed while
/// the last key was being handled) is taken at once, so that a list ranks and draws once for it,
/// not once per character (issue 31, S7).
final class KeyReader: @unchecked Sendable {
    /// Says that keys are waiting; ``take()`` has them. Signals that arrive while the last is not
    /// yet read are one signal, so that the keys behind them are one batch.
    let ready: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    private let stopped = Condition()
    private var isStopped = false
    private var waiting: [PromptKey] = []

    /// Written to by `stop()`, so that the reading thread can wait for keys with no timeout
    /// (an idle prompt uses no CPU) and still end at once.
    private let wakeUp: (read: Int32, write: Int32)

    /// Written to by the SIGWINCH handler: the terminal was resized.
    private let resized: (read: Int32, write: Int32)

    init(descriptor: Int32) {
        (ready, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        wakeUp = (ends[0], ends[1])
        var resizeEnds: [Int32] = [-1, -1]
        _ = pipe(&resizeEnds)
        resized = (resizeEnds[0], resizeEnds[1])
        _ = fcntl(resized.write, F_SETFL, O_NONBLOCK)
        _ = speakable_resize_notifier_install(resized.write)
        DetachedThread.start { [self] in read(descriptor) }
    }

    func stop() {
        stopped.lock()
        isStopped = true
        stopped.unlock()
        var byte: UInt8 = 1
        _ = Glibc.write(wakeUp.write, &byte, 1)
        continuation.finish()
    }

    deinit {
        speakable_resize_notifier_remove()
        for descriptor in [wakeUp.read, wakeUp.write, resized.read, resized.write] { close(descriptor) }
    }

    /// Every key read and not yet taken, oldest first.
    func take() -> [PromptKey] {
        stopped.lock()
        defer { stopped.unlock() }
        let keys = waiting
        waiting = []
        return keys
    }

    private func deliver(_ keys: [PromptKey]) {
        guard !keys.isEmpty else { return }
        stopped.lock()
        waiting += keys
        stopped.unlock()
        continuation.yield()
    }

    private var shouldStop: Bool {
        stopped.lock()
        defer { stopped.unlock() }
        return isStopped
    }

    private func read(_ descriptor: Int32) {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
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
                _ = Glibc.read(resized.read, &drained, drained.count)
                deliver([.resize])
                continue
            }
            if ready == 0 {
                // A lone ESC with nothing after it within 40 ms is the Escape key.
                deliver(decoder.flush())
                continue
            }
            // What the terminal has now is read whole (up to a bound, so that a flood still
            // shows): a pasted query is one batch of keys.
            var keys: [PromptKey] = []
            var ended = false
            repeat {
                let count = Glibc.read(descriptor, &buffer, buffer.count)
                if count <= 0 { ended = true; break }
                keys += decoder.feed(Array(buffer[0..<count]))
            } while keys.count < 65_536 && Self.hasInput(descriptor)
            deliver(keys)
            if ended { break }
        }
        continuation.finish()
    }

    /// Whether a read would return at once.
    private static func hasInput(_ descriptor: Int32) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0 && poller.revents & Int16(POLLIN) != 0
    }
}
