import Speakable

/// What a track says, decided once: each utterance as speech in the locale's voice (with the
/// command line's adjustments) or as its earcon, and the voice's pause between two. Clips
/// (``SpeechClips``), a track, a WAV written as it is made and a stream to the speaker
/// (``SpeechTrack``) all read one plan, and hand it to one synthesizer entry.
///
/// ```swift
/// let english = try Voice.builtIn(.en)
/// let plan = try SpeechPlan(SpeechGenerator(voice: english).render(screen), voice: english)
/// plan.steps.count   // one per utterance
/// ```
public struct SpeechPlan: Sendable {
    /// One utterance of the plan.
    public enum Step: Sendable {
        /// Speech, ready for libespeak-ng.
        case speech(SpeechUtterance)
        /// A sound, played as its earcon.
        case sound(Sound)
    }

    /// The utterances, in order.
    public let steps: [Step]
    /// The silence between two utterances (the voice's `pause.utterance`), in milliseconds.
    public let pauseMilliseconds: Int
    /// The limits every rendering of the plan keeps.
    public let limits: SpeechLimits

    /// Plans utterances. The whole track's text is measured here, before anything is
    /// synthesized, allocated or written; `adjust` changes each spoken utterance's settings (a
    /// `--rate` given on the command line, for example).
    ///
    /// - Throws: ``SpeechError/textTooLong(characters:limit:)`` past the track's characters.
    public init(_ utterances: [Utterance], voice: Voice, limits: SpeechLimits = .screenReader,
                adjust: (inout SpeechUtterance) -> Void = { _ in }) throws {
        let characters = utterances.reduce(0) { $0 + ($1.kind == .sound ? 0 : $1.text.count) }
        guard characters <= limits.maximumTrackCharacters else {
            throw SpeechError.textTooLong(characters: characters, limit: limits.maximumTrackCharacters)
        }
        steps = try utterances.map { utterance in
            if let sound = utterance.sound { return .sound(sound) }
            var spoken = try SpeechUtterance(utterance, voice: voice)
            adjust(&spoken)
            return .speech(spoken)
        }
        pauseMilliseconds = voice.milliseconds(.utterancePause)
        self.limits = limits
    }

    /// The pause between two utterances, in samples.
    func pauseSamples(sampleRate: Int) -> Int { pauseMilliseconds * sampleRate / 1000 }

    /// The synthesizer's parts for `steps`: each step's speech or earcon, with the pause before
    /// each step but the track's first when `paused` (a track; clips have none).
    func parts(_ range: Range<Int>, sampleRate: Int, paused: Bool) -> [Synthesizer.TrackPart] {
        let pause = paused ? [Int16](repeating: 0, count: pauseSamples(sampleRate: sampleRate)) : []
        var parts: [Synthesizer.TrackPart] = []
        parts.reserveCapacity(range.count * (paused ? 2 : 1))
        for index in range {
            if paused, index > 0 { parts.append(.samples(pause)) }
            switch steps[index] {
            case .speech(let spoken): parts.append(.speech(spoken))
            case .sound(let sound): parts.append(.samples(Earcon.samples(for: sound, sampleRate: sampleRate)))
            }
        }
        return parts
    }
}
