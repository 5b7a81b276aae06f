import CTerminalGuard
import Foundation

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
