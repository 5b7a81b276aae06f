import FoundationEssentials
import Speakable

/// What the screen reader said, as one track of audio: each utterance spoken in the locale's
/// voice with the voice's pause between them (`pause.utterance`), and each sound as its earcon.
///
/// ```swift
/// let english = try Voice.builtIn(.en)
/// let utterances = SpeechGenerator(voice: english).render(screen)
/// let track = try await SpeechTrack.render(utterances, voice: english)
/// try await WAVFileSink(url: url).play(track.samples, sampleRate: track.sampleRate)
/// ```
public enum SpeechTrack {
    /// Renders utterances in order. `adjust` changes each spoken utterance's settings (a
    /// `--rate` given on the command line, for example).
    public static func render(_ utterances: [Utterance], voice: Voice, limits: SpeechLimits = .screenReader,
                              adjust: (inout SpeechUtterance) -> Void = { _ in }) async throws -> (samples: [Int16], sampleRate: Int) {
        try await render(SpeechPlan(utterances, voice: voice, limits: limits, adjust: adjust))
    }

    /// Renders a plan as one track, the voice's pause between two utterances.
    public static func render(_ plan: SpeechPlan) async throws -> (samples: [Int16], sampleRate: Int) {
        let sampleRate = try await Synthesizer.shared.sampleRate()
        let parts = plan.parts(plan.steps.indices, sampleRate: sampleRate, paused: true)
        return (try await Synthesizer.shared.renderTrack(parts, limits: plan.limits).samples, sampleRate)
    }

    /// Renders utterances straight into a WAV file as the audio is made: memory stays flat
    /// however long the track. The same limits hold as for ``render(_:voice:limits:adjust:)``;
    /// on any error the file is left as it was.
    ///
    /// ```swift
    /// try await SpeechTrack.write(utterances, voice: english, to: URL(fileURLWithPath: "screen.wav"))
    /// ```
    public static func write(_ utterances: [Utterance], voice: Voice, to url: URL, limits: SpeechLimits = .screenReader,
                             adjust: (inout SpeechUtterance) -> Void = { _ in }) async throws {
        let plan = try SpeechPlan(utterances, voice: voice, limits: limits, adjust: adjust)
        let sampleRate = try await Synthesizer.shared.sampleRate()
        let writer = try WAVStreamWriter(url: url)
        do {
            // Each block goes to the file as it is made; nothing is kept. A write that failed
            // is reported before the next utterance (appending nothing rethrows it), else by
            // `finish`.
            try await produce(plan, sampleRate: sampleRate, channel: SpeechChannel(), beforeEach: { try writer.append([]) },
                              emit: { samples, _ in try? writer.append(samples) })
            try writer.finish(sampleRate: sampleRate)
        } catch {
            writer.abandon()
            throw error
        }
    }

    /// Speaks utterances on a stream as the audio is made: each block goes to the speaker as
    /// libespeak-ng produces it, and no more than two seconds wait ahead of the speaker, so the
    /// first sound follows the call within milliseconds and memory stays flat. Returns when the
    /// track has been heard; cancelling the task silences it at once.
    ///
    /// ```swift
    /// let stream = try PulseAudioStream()
    /// try await SpeechTrack.play(utterances, voice: english, on: stream)
    /// ```
    public static func play(_ utterances: [Utterance], voice: Voice, on stream: PulseAudioStream,
                            limits: SpeechLimits = .screenReader,
                            adjust: (inout SpeechUtterance) -> Void = { _ in }) async throws {
        let plan = try SpeechPlan(utterances, voice: voice, limits: limits, adjust: adjust)
        let channel = SpeechChannel()
        // libespeak-ng opens an utterance with 10–50 ms of digital silence; the track's first is
        // skipped, so speech starts as soon as the key is pressed.
        let trimmer = LeadingSilenceTrimmer()
        try await withTaskCancellationHandler {
            try await produce(plan, sampleRate: stream.sampleRate, channel: channel,
                              beforeEach: {
                                  await stream.waitForRoom(below: 2 * stream.sampleRate)
                                  try Task.checkCancellation()
                              },
                              emit: { samples, opensTrack in stream.enqueue(opensTrack ? trimmer.trim(samples) : samples) })
            try Task.checkCancellation()
            _ = try await stream.played()
        } onCancel: {
            channel.interrupt()
            stream.interrupt()
        }
    }

    /// Makes a plan's audio in order and hands each block to `emit` as it is made: the pause
    /// between utterances, each sound's earcon, and each utterance's speech as libespeak-ng
    /// produces it (`opensTrack` for the first utterance's speech). `beforeEach` runs before each
    /// utterance, so the synthesizer is given one step at a time; the track's limits hold over
    /// everything emitted.
    private static func produce(_ plan: SpeechPlan, sampleRate: Int, channel: SpeechChannel,
                                beforeEach: () async throws -> Void,
                                emit: @escaping @Sendable (_ samples: [Int16], _ opensTrack: Bool) -> Void) async throws {
        var made = 0
        for index in plan.steps.indices {
            try await beforeEach()
            let opensTrack = index == 0
            let (_, ends) = try await Synthesizer.shared.renderTrack(plan.parts(index..<index + 1, sampleRate: sampleRate, paused: true),
                                                                     limits: plan.limits, madeBefore: made, channel: channel,
                                                                     emit: { samples, isSpeech in emit(samples, opensTrack && isSpeech) })
            made += ends.last ?? 0
        }
    }
}

/// Drops the digital silence at the start of a stream of chunks. Used from the engine thread
/// only, one chunk after another.
private final class LeadingSilenceTrimmer: @unchecked Sendable {
    private var isActive = true

    func trim(_ samples: [Int16]) -> [Int16] {
        guard isActive else { return samples }
        guard let first = samples.firstIndex(where: { $0 != 0 }) else { return [] }
        isActive = false
        return first == 0 ? samples : Array(samples[first...])
    }
}
