/// Caps that keep hostile or accidental input from taking minutes of CPU or gigabytes of memory
/// (a 42 KB text is 75 minutes of speech).
///
/// ```swift
/// var limits = SpeechLimits.default
/// limits.maximumDuration = 30   // seconds
/// ```
public struct SpeechLimits: Hashable, Sendable {
    /// The most characters one utterance may have.
    public var maximumCharacters: Int
    /// The most seconds of audio one utterance may make.
    public var maximumDuration: Int
    /// The most characters a whole track (every utterance of a screen) may have: checked before
    /// anything is synthesized.
    public var maximumTrackCharacters: Int
    /// The most seconds of audio a whole track may make: its memory is bounded by it (30 minutes
    /// of 22,050 Hz 16-bit audio is 79 MB).
    public var maximumTrackDuration: Int

    /// 20,000 characters and 10 minutes an utterance; 200,000 characters and 30 minutes a track.
    public static let `default` = SpeechLimits(maximumCharacters: 20_000, maximumDuration: 600)

    /// What a screen reader's utterance may take: 2 minutes (no focus stop is spoken longer),
    /// within the default track limits. ``SpeechTrack`` uses these.
    public static let screenReader = SpeechLimits(maximumCharacters: 20_000, maximumDuration: 120)

    /// Creates limits.
    ///
    /// ```swift
    /// SpeechLimits(maximumCharacters: 1_000, maximumDuration: 60)
    /// ```
    public init(maximumCharacters: Int, maximumDuration: Int, maximumTrackCharacters: Int = 200_000, maximumTrackDuration: Int = 1_800) {
        self.maximumCharacters = maximumCharacters
        self.maximumDuration = maximumDuration
        self.maximumTrackCharacters = maximumTrackCharacters
        self.maximumTrackDuration = maximumTrackDuration
    }

    /// These limits for one utterance of a track that has `samples` already: the per-utterance
    /// duration, or what is left of the track's, whichever is less.
    func remaining(afterSamples samples: Int, sampleRate: Int) -> SpeechLimits {
        var limits = self
        limits.maximumDuration = max(0, min(maximumDuration, maximumTrackDuration - samples / max(sampleRate, 1)))
        return limits
    }
}
