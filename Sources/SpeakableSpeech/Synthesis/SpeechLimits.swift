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

    /// 20,000 characters and 10 minutes.
    public static let `default` = SpeechLimits(maximumCharacters: 20_000, maximumDuration: 600)

    /// Creates limits.
    ///
    /// ```swift
    /// SpeechLimits(maximumCharacters: 1_000, maximumDuration: 60)
    /// ```
    public init(maximumCharacters: Int, maximumDuration: Int) {
        self.maximumCharacters = maximumCharacters
        self.maximumDuration = maximumDuration
    }
}
