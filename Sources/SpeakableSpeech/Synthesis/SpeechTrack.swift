import Foundation
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
        try requireWithinLimit(utterances, limits: limits)
        let synthesizer = Synthesizer.shared
        let sampleRate = try await synthesizer.sampleRate()
        let pause = [Int16](repeating: 0, count: voice.milliseconds(.utterancePause) * sampleRate / 1000)
        var parts: [Synthesizer.TrackPart] = []
        for (index, utterance) in utterances.enumerated() {
            if index > 0 { parts.append(.samples(pause)) }
            if let sound = utterance.sound {
                parts.append(.samples(Earcon.samples(for: sound, sampleRate: sampleRate)))
                continue
            }
            var spoken = try SpeechUtterance(utterance, voice: voice)
            adjust(&spoken)
            parts.append(.speech(spoken))
        }
        return (try await synthesizer.renderTrack(parts, limits: limits), sampleRate)
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
        try requireWithinLimit(utterances, limits: limits)
        let sampleRate = try await Synthesizer.shared.sampleRate()
        let writer = try WAVStreamWriter(url: url)
        do {
            // Each block goes to the file as it is made; nothing is kept. A write that failed
            // is reported before the next utterance (appending nothing rethrows it), else by
            // `finish`.
            try await produce(utterances, voice: voice, sampleRate: sampleRate, limits: limits, channel: SpeechChannel(),
                              adjust: adjust, beforeEach: { try writer.append([]) },
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
        try requireWithinLimit(utterances, limits: limits)
        let channel = SpeechChannel()
        // libespeak-ng opens an utterance with 10–50 ms of digital silence; the track's first is
        // skipped, so speech starts as soon as the key is pressed.
        let trimmer = LeadingSilenceTrimmer()
        try await withTaskCancellationHandler {
            try await produce(utterances, voice: voice, sampleRate: stream.sampleRate, limits: limits, channel: channel,
                              adjust: adjust,
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

    /// Makes a track's audio in order and hands each block to `emit` as it is made: the pause
    /// between utterances, each sound's earcon, and each utterance's speech as libespeak-ng
    /// produces it (`opensTrack` for the first utterance's speech). `beforeEach` runs before each
    /// utterance. The track's limits hold over everything emitted.
    private static func produce(_ utterances: [Utterance], voice: Voice, sampleRate: Int, limits: SpeechLimits,
                                channel: SpeechChannel, adjust: (inout SpeechUtterance) -> Void,
                                beforeEach: () async throws -> Void,
                                emit: @escaping @Sendable (_ samples: [Int16], _ opensTrack: Bool) -> Void) async throws {
        let pause = [Int16](repeating: 0, count: voice.milliseconds(.utterancePause) * sampleRate / 1000)
        let made = SampleCount()
        let trackLimitExceeded = SpeechError.durationLimitExceeded(seconds: limits.maximumTrackDuration)
        for (index, utterance) in utterances.enumerated() {
            try await beforeEach()
            if index > 0 { made.emit(pause, opensTrack: false, to: emit) }
            if let sound = utterance.sound {
                made.emit(Earcon.samples(for: sound, sampleRate: sampleRate), opensTrack: false, to: emit)
            } else {
                var spoken = try SpeechUtterance(utterance, voice: voice)
                adjust(&spoken)
                let remaining = limits.remaining(afterSamples: made.value, sampleRate: sampleRate)
                guard remaining.maximumDuration > 0 else { throw trackLimitExceeded }
                let opensTrack = index == 0
                do {
                    _ = try await Synthesizer.shared.render(spoken, limits: remaining, channel: channel, keepsSamples: false) { chunk in
                        made.emit(chunk.samples, opensTrack: opensTrack, to: emit)
                    }
                } catch SpeechError.durationLimitExceeded where remaining.maximumDuration < limits.maximumDuration {
                    throw trackLimitExceeded
                }
            }
            if made.value > limits.maximumTrackDuration * sampleRate { throw trackLimitExceeded }
        }
    }

    /// The whole track's text is measured before anything is synthesized, allocated or written.
    private static func requireWithinLimit(_ utterances: [Utterance], limits: SpeechLimits) throws {
        let characters = utterances.reduce(0) { $0 + ($1.kind == .sound ? 0 : $1.text.count) }
        guard characters <= limits.maximumTrackCharacters else {
            throw SpeechError.textTooLong(characters: characters, limit: limits.maximumTrackCharacters)
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

/// How many samples a track has emitted so far. Touched by one task at a time: the producing
/// task, and the engine thread while that task awaits a render.
private final class SampleCount: @unchecked Sendable {
    private(set) var value = 0

    func emit(_ samples: [Int16], opensTrack: Bool, to emit: ([Int16], Bool) -> Void) {
        emit(samples, opensTrack)
        value += samples.count
    }
}
