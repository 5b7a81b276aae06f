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
        let synthesizer = Synthesizer.shared
        let sampleRate = try await synthesizer.sampleRate()
        let pause = [Int16](repeating: 0, count: voice.milliseconds(.utterancePause) * sampleRate / 1000)
        let writer = try WAVStreamWriter(url: url)
        do {
            let channel = SpeechChannel()
            for (index, utterance) in utterances.enumerated() {
                if index > 0 { try writer.append(pause) }
                if let sound = utterance.sound {
                    try writer.append(Earcon.samples(for: sound, sampleRate: sampleRate))
                } else {
                    var spoken = try SpeechUtterance(utterance, voice: voice)
                    adjust(&spoken)
                    let remaining = limits.remaining(afterSamples: writer.sampleCount, sampleRate: sampleRate)
                    guard remaining.maximumDuration > 0 else { throw SpeechError.durationLimitExceeded(seconds: limits.maximumTrackDuration) }
                    do {
                        // Each block goes to the file as libespeak-ng makes it; nothing is kept.
                        _ = try await synthesizer.render(spoken, limits: remaining, channel: channel, keepsSamples: false) { chunk in
                            try? writer.append(chunk.samples)
                        }
                    } catch SpeechError.durationLimitExceeded where remaining.maximumDuration < limits.maximumDuration {
                        throw SpeechError.durationLimitExceeded(seconds: limits.maximumTrackDuration)
                    }
                }
                if writer.sampleCount > limits.maximumTrackDuration * sampleRate {
                    throw SpeechError.durationLimitExceeded(seconds: limits.maximumTrackDuration)
                }
            }
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
        let sampleRate = stream.sampleRate
        let pause = [Int16](repeating: 0, count: voice.milliseconds(.utterancePause) * sampleRate / 1000)
        let channel = SpeechChannel()
        try await withTaskCancellationHandler {
            var made = 0
            for (index, utterance) in utterances.enumerated() {
                await stream.waitForRoom(below: 2 * sampleRate)
                try Task.checkCancellation()
                if index > 0 { stream.enqueue(pause) }
                made += index > 0 ? pause.count : 0
                if let sound = utterance.sound {
                    let earcon = Earcon.samples(for: sound, sampleRate: sampleRate)
                    stream.enqueue(earcon)
                    made += earcon.count
                    continue
                }
                var spoken = try SpeechUtterance(utterance, voice: voice)
                adjust(&spoken)
                let remaining = limits.remaining(afterSamples: made, sampleRate: sampleRate)
                guard remaining.maximumDuration > 0 else { throw SpeechError.durationLimitExceeded(seconds: limits.maximumTrackDuration) }
                // libespeak-ng opens an utterance with 10–50 ms of digital silence; the first
                // one is skipped, so speech starts as soon as the key is pressed.
                let trimmer = LeadingSilenceTrimmer(isActive: index == 0)
                let rendering = try await Synthesizer.shared.render(spoken, limits: remaining, channel: channel, keepsSamples: false) { chunk in
                    stream.enqueue(trimmer.trim(chunk.samples))
                }
                made += rendering.samples.count
            }
            try Task.checkCancellation()
            _ = try await stream.played()
        } onCancel: {
            channel.interrupt()
            stream.interrupt()
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
    private var isActive: Bool

    init(isActive: Bool) { self.isActive = isActive }

    func trim(_ samples: [Int16]) -> [Int16] {
        guard isActive else { return samples }
        guard let first = samples.firstIndex(where: { $0 != 0 }) else { return [] }
        isActive = false
        return first == 0 ? samples : Array(samples[first...])
    }
}
