import Foundation
import PrivateSpeechServers
import Speakable
import SpeakableSpeech
import Testing

/// Direct speech streamed to a real PulseAudio server (a private one, with a null sink whose
/// monitor is recorded).
@Suite("Streaming playback", .serialized,
       .enabled(if: PrivatePulseAudio.isInstalled, "PulseAudio is not installed here: run scripts/setup"))
struct StreamingPlaybackTests {
    @Test("A track streamed to PulseAudio is heard, and interrupting it silences it at once")
    func interruptionSilences() async throws {
        let pulse = try PrivatePulseAudio.start()
        defer { pulse.stop() }
        let recording = try pulse.record()
        let environment = ProcessInfo.processInfo.environment.merging(pulse.environment) { $1 }
        let direct = try DirectSpeech(environment: environment)
        #expect(direct.streams)
        let english = try Voice.builtIn(.en)
        let long = Utterance(kind: .announcement, segments: [.message(String(repeating: "Speech goes on and on. ", count: 20))], voice: english)
        let outcome = Outcome()
        let speaking = Task {
            do { try await direct.speak([long], voice: english); outcome.end("finished") } catch { outcome.end("\(error)"); throw error }
        }
        // Wait until the speech is heard, then cut it off as a new focus would. The process has
        // one engine, and the suites running beside this one queue their own utterances on it, so
        // on a busy machine the stream can starve between blocks for minutes: the wait is bounded
        // by the speech ending (which would be a failure below), not by a clock that load moves.
        let deadline = Date().addingTimeInterval(900)
        while recording.samples.audibleCount < 2_000, Date() < deadline {
            if let finished = outcome.ended {
                Issue.record("the speech ended before it was heard enough to cut off: \(finished)")
                break
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(recording.samples.audibleCount >= 2_000)
        speaking.cancel()
        _ = await speaking.result
        let cutAt = recording.samples.count
        try await Task.sleep(for: .milliseconds(800))
        let samples = recording.stop()
        // Uncut, the speech lasts about 25 seconds; 100 ms after the interruption (far more than
        // it takes; see BENCHMARKS.md) the sink is silent.
        let afterwards = samples.dropFirst(cutAt + 2_205)
        #expect(afterwards.count > 10_000)
        #expect(Array(afterwards).audibleCount == 0)
    }
}

/// How a task ended, once it has: read while it may still run.
private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var ending: String?
    var ended: String? { lock.withLock { ending } }
    func end(_ description: String) { lock.withLock { ending = description } }
}
