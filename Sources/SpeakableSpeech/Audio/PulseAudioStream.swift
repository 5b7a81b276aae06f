import CSpeechServers
import FoundationEssentials
import Speakable

/// Plays audio on the PulseAudio server (or PipeWire's PulseAudio service) as it is made: samples
/// are queued as libespeak-ng produces them and written by a thread of the stream's own in
/// 5-millisecond pieces, so that playback starts with the first block and ``interrupt()`` silences
/// the speaker at once (the unplayed queue and the server's buffer are both dropped).
///
/// ```swift
/// let stream = try PulseAudioStream()
/// stream.enqueue(rendering.samples)
/// _ = try await stream.played()   // true: heard to the end; false: interrupted
/// ```
public final class PulseAudioStream: AudioSink, @unchecked Sendable {
    /// The stream's sample rate (libespeak-ng's).
    public let sampleRate: Int

    private let handle: OpaquePointer
    /// Guards everything below; the writer thread waits on it when there is nothing to play.
    private let condition = Condition()
    private var queue: [Item] = []
    private var queuedSamples = 0
    private var flushRequested = false
    private var isClosed = false
    private var failure: String?
    private var roomWaiters: [(limit: Int, continuation: CheckedContinuation<Void, Never>)] = []

    private enum Item {
        case samples([Int16], offset: Int)
        case mark(CheckedContinuation<Bool, Error>)
    }

    /// Samples written at a time: small, so that an interruption waits for at most one piece.
    private let pieceSize: Int

    /// Connects a playback stream to `server` (a PulseAudio address such as
    /// `unix:/run/user/1000/pulse/native`; `nil`: `PULSE_SERVER`, else the session's server).
    /// `latency` is the buffering asked of the server in all; playback starts once `start` is
    /// buffered.
    ///
    /// ```swift
    /// let stream = try PulseAudioStream(sampleRate: 22_050)
    /// ```
    /// - Throws: ``SpeechError/noAudioDevice`` when no PulseAudio server answers.
    public init(server: String? = nil, sampleRate: Int = 22_050, latency: Duration = .milliseconds(40),
                start: Duration = .milliseconds(10)) throws {
        var reason = [CChar](repeating: 0, count: 256)
        let milliseconds = { (duration: Duration) in Int32(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000) }
        guard let handle = speakable_pulse_open(server, "speakable", Int32(sampleRate), milliseconds(latency), milliseconds(start), &reason, reason.count) else {
            throw SpeechError.noAudioDevice
        }
        self.handle = handle
        self.sampleRate = sampleRate
        self.pieceSize = sampleRate / 200
        DetachedThread.start { [self] in writeLoop() }
    }

    /// Queues samples to play after those already queued.
    public func enqueue(_ samples: [Int16]) {
        guard !samples.isEmpty else { return }
        condition.lock()
        if failure == nil, !isClosed {
            queue.append(.samples(samples, offset: 0))
            queuedSamples += samples.count
            condition.signal()
        }
        condition.unlock()
    }

    /// Waits until everything queued so far has been heard. Returns false when it was cut off by
    /// ``interrupt()``.
    ///
    /// - Throws: ``SpeechError/audioOutputFailed(_:)`` when the server went away.
    public func played() async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            condition.lock()
            if let failure {
                continuation.resume(throwing: SpeechError.audioOutputFailed(failure))
            } else if isClosed {
                continuation.resume(returning: false)
            } else {
                queue.append(.mark(continuation))
                condition.signal()
            }
            condition.unlock()
        }
    }

    /// Waits while more than `samples` are queued, so that a long track is not held in memory
    /// ahead of the speaker.
    public func waitForRoom(below samples: Int) async {
        await withCheckedContinuation { continuation in
            condition.lock()
            if queuedSamples <= samples || failure != nil || isClosed {
                continuation.resume()
            } else {
                roomWaiters.append((samples, continuation))
            }
            condition.unlock()
        }
    }

    /// Silences the stream now: what is queued and what the server holds are dropped, and every
    /// ``played()`` waiting returns false.
    ///
    /// ```swift
    /// stream.interrupt()   // a new focus
    /// ```
    public func interrupt() {
        condition.lock()
        dropQueue()
        flushRequested = true
        condition.signal()
        condition.unlock()
    }

    /// Plays samples and returns when they have been heard; cancelling the task silences them.
    public func play(_ samples: [Int16], sampleRate: Int) async throws {
        guard sampleRate == self.sampleRate else {
            throw SpeechError.audioOutputFailed("the stream plays \(self.sampleRate) Hz, not \(sampleRate) Hz")
        }
        try await withTaskCancellationHandler {
            enqueue(samples)
            _ = try await played()
        } onCancel: {
            interrupt()
        }
    }

    /// Stops the writer and closes the connection; the stream plays nothing more.
    public func close() {
        condition.lock()
        dropQueue()
        isClosed = true
        condition.signal()
        condition.unlock()
    }

    // MARK: The writer thread

    /// Must hold the lock.
    private func dropQueue() {
        for item in queue { if case .mark(let continuation) = item { continuation.resume(returning: false) } }
        queue.removeAll()
        queuedSamples = 0
        wakeRoomWaiters()
    }

    /// Must hold the lock.
    private func wakeRoomWaiters() {
        var waiting: [(limit: Int, continuation: CheckedContinuation<Void, Never>)] = []
        for waiter in roomWaiters {
            if queuedSamples <= waiter.limit || failure != nil || isClosed { waiter.continuation.resume() } else { waiting.append(waiter) }
        }
        roomWaiters = waiting
    }

    private func writeLoop() {
        condition.lock()
        while true {
            while queue.isEmpty, !flushRequested, !isClosed { condition.wait() }
            if isClosed { break }
            if flushRequested {
                flushRequested = false
                condition.unlock()
                _ = speakable_pulse_flush(handle)
                condition.lock()
                continue
            }
            switch queue[0] {
            case .mark(let continuation):
                queue.removeFirst()
                condition.unlock()
                // Everything before the mark is in the server's short buffer: wait for it to play.
                let status = speakable_pulse_drain(handle)
                condition.lock()
                if status == 0 { continuation.resume(returning: true) } else { fail("PulseAudio stopped (error \(status))", continuation) }
            case .samples(let samples, let offset):
                let end = min(offset + pieceSize, samples.count)
                if end == samples.count { queue.removeFirst() } else { queue[0] = .samples(samples, offset: end) }
                queuedSamples -= end - offset
                wakeRoomWaiters()
                condition.unlock()
                let status = samples[offset..<end].withUnsafeBufferPointer { speakable_pulse_write(handle, $0.baseAddress, $0.count) }
                condition.lock()
                if status != 0 { fail("PulseAudio stopped (error \(status))", nil) }
            }
        }
        condition.unlock()
        speakable_pulse_close(handle)
    }

    /// Must hold the lock: the server went away; everything waiting learns why.
    private func fail(_ reason: String, _ continuation: CheckedContinuation<Bool, Error>?) {
        failure = reason
        continuation?.resume(throwing: SpeechError.audioOutputFailed(reason))
        for item in queue { if case .mark(let waiting) = item { waiting.resume(throwing: SpeechError.audioOutputFailed(reason)) } }
        queue.removeAll()
        queuedSamples = 0
        wakeRoomWaiters()
        isClosed = true
    }
}
