import Foundation
import Synchronization
import Testing
@testable import SpeakableSpeech

/// Many tasks speaking at once are serialized; interruption and cancellation stop promptly.
@Suite("Speech: concurrency")
struct ConcurrencyTests {
    @Test("Many tasks rendering at once all get whole, correct speech")
    func manyTasks() async throws {
        let expected = try await render("Quantity: 3. Adjustable.").samples.count
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<16 {
                group.addTask {
                    let rendering = try await render(index % 2 == 0 ? "Quantity: 3. Adjustable." : "Привет.", voice: index % 2 == 0 ? "en-us" : "ru")
                    return index % 2 == 0 ? rendering.samples.count : -1
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // libespeak-ng's output varies a little from call to call (pauses, flutter state).
        for count in counts where count >= 0 { #expect(abs(count - expected) < expected / 10) }
        #expect(counts.count == 16)
    }

    @Test("Interrupting a channel cuts off its utterance within milliseconds and drops its waiting ones")
    func interrupt() async throws {
        let long = try utterance(String(repeating: "This sentence goes on and on. ", count: 300))
        let channel = SpeechChannel()
        // Each request says it is being made; render takes its place in the channel before its
        // first suspension, so once both have said so, both were asked for before the interrupt
        // (a busy machine may start child tasks late).
        let requested = RequestCounter()
        async let first = { requested.count.add(1, ordering: .sequentiallyConsistent); return try await Synthesizer.shared.render(long, channel: channel) }()
        async let second = { requested.count.add(1, ordering: .sequentiallyConsistent); return try await Synthesizer.shared.render(long, channel: channel) }()
        async let other = Synthesizer.shared.render(try utterance("Someone else's speech."))
        // Interrupt once both are asked for and the first is being made.
        for _ in 0..<2_000 where requested.count.load(ordering: .sequentiallyConsistent) < 2 || channel.active.withLock({ $0 == nil }) {
            try await Task.sleep(for: .milliseconds(5))
        }
        try await Task.sleep(for: .milliseconds(30))
        channel.interrupt()
        let (a, b, c) = try await (first, second, other)
        #expect(a.wasInterrupted && b.wasInterrupted)
        // The whole text is minutes of speech; cut off after 30 ms, only a little was made, and
        // the waiting render made none. (Wall time is not measured: other tests share the engine.)
        #expect(a.duration < 60 && b.samples.isEmpty, "\(a.duration) s, \(b.samples.count) samples")
        #expect(!c.wasInterrupted && rms(c.samples) > 500)
        #expect(try await Synthesizer.shared.render(try utterance("Next focus."), channel: channel).wasInterrupted == false)
    }

    @Test("Cancelling the task stops the render promptly")
    func cancellation() async throws {
        let long = try utterance(String(repeating: "Cancel me quickly please. ", count: 300))
        let task = Task { try await Synthesizer.shared.render(long) }
        try await Task.sleep(for: .milliseconds(30))
        let cancelled = Date()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(Date().timeIntervalSince(cancelled) < 5, "a cancelled render must not run to the end of minutes of speech")
    }

    @Test("A stream delivers the audio in order, in chunks (first-chunk latency is in BENCHMARKS.md)")
    func stream() async throws {
        let spoken = try utterance("Alert. Delete File? This cannot be undone.")
        let whole = try await Synthesizer.shared.render(spoken)
        var total = 0, chunks = 0
        for try await chunk in Synthesizer.shared.stream(spoken) {
            #expect(chunk.firstSample == total)
            total += chunk.samples.count
            chunks += 1
        }
        #expect(chunks > 1 && abs(total - whole.samples.count) < whole.samples.count / 10)
    }
}

/// How many renders a test has asked for, shared with its child tasks.
final class RequestCounter: Sendable {
    let count = Atomic<Int>(0)
}
