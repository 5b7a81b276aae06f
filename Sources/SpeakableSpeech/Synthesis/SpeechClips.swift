import Speakable

/// Each utterance's audio on its own, made in one pass as ``SpeechTrack`` makes a track: a
/// report plays each stop's clip, plays the whole screen as the clips with the voice's pause
/// between them (the same samples as `speak`'s track), and measures how long each stop takes
/// to hear.
///
/// ```swift
/// let english = try Voice.builtIn(.en)
/// let clips = try await SpeechClips.render(SpeechGenerator(voice: english).render(screen), voice: english)
/// clips.duration(of: 0)   // seconds of the first utterance
/// let screenTrack = clips.track()
/// ```
public struct SpeechClips: Sendable {
    /// Each utterance's samples, in order (an earcon for a sound).
    public let clips: [[Int16]]
    /// Samples per second.
    public let sampleRate: Int
    /// The silence between two utterances, in samples (the voice's `pause.utterance`).
    public let pauseSamples: Int

    /// Renders each utterance, in order, with the same limits as a track.
    public static func render(_ utterances: [Utterance], voice: Voice, limits: SpeechLimits = .screenReader,
                              adjust: (inout SpeechUtterance) -> Void = { _ in }) async throws -> SpeechClips {
        try await render(SpeechPlan(utterances, voice: voice, limits: limits, adjust: adjust))
    }

    /// Renders each step of a plan on its own, in one job: the clips are cut from one track
    /// made without the pauses.
    public static func render(_ plan: SpeechPlan) async throws -> SpeechClips {
        let sampleRate = try await Synthesizer.shared.sampleRate()
        let (samples, ends) = try await Synthesizer.shared.renderTrack(plan.parts(plan.steps.indices, sampleRate: sampleRate, paused: false),
                                                                       limits: plan.limits)
        var start = 0
        let clips = ends.map { end -> [Int16] in
            defer { start = end }
            return Array(samples[start..<end])
        }
        return SpeechClips(clips: clips, sampleRate: sampleRate, pauseSamples: plan.pauseSamples(sampleRate: sampleRate))
    }

    /// Clips made elsewhere.
    public init(clips: [[Int16]], sampleRate: Int, pauseSamples: Int) {
        self.clips = clips
        self.sampleRate = sampleRate
        self.pauseSamples = pauseSamples
    }

    /// How long clip `index` lasts, in seconds.
    public func duration(of index: Int) -> Double { Double(clips[index].count) / Double(sampleRate) }

    /// How long the pause between two clips lasts, in seconds.
    public var pauseDuration: Double { Double(pauseSamples) / Double(sampleRate) }

    /// The clips as one track, the pause between each two: what `speak` plays.
    public func track() -> [Int16] {
        var samples: [Int16] = []
        samples.reserveCapacity(clips.reduce(0) { $0 + $1.count } + max(0, clips.count - 1) * pauseSamples)
        for (index, clip) in clips.enumerated() {
            if index > 0 { samples.append(contentsOf: repeatElement(0, count: pauseSamples)) }
            samples += clip
        }
        return samples
    }
}
