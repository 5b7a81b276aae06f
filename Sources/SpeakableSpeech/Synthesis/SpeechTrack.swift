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
        // The whole track's text is measured before anything is synthesized or allocated.
        let characters = utterances.reduce(0) { $0 + ($1.kind == .sound ? 0 : $1.text.count) }
        guard characters <= limits.maximumTrackCharacters else {
            throw SpeechError.textTooLong(characters: characters, limit: limits.maximumTrackCharacters)
        }
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
}
