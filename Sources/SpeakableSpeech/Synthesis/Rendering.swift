import FoundationEssentials

/// The audio of one utterance, with its events.
///
/// ```swift
/// let rendering = try await Synthesizer.shared.render(SpeechUtterance(string: "Delete. Button.", voice: voice))
/// rendering.duration            // about 1.1 seconds
/// try rendering.write(to: URL(fileURLWithPath: "delete.wav"))
/// ```
public struct Rendering: Hashable, Sendable {
    /// Samples per second (22,050 for libespeak-ng 1.51).
    public var sampleRate: Int
    /// 16-bit mono samples.
    public var samples: [Int16]
    /// Words, sentences, marks and phonemes, in order.
    public var events: [SpeechEvent]
    /// The text handed to libespeak-ng (cleaned, or built SSML), which event ranges index.
    public var text: String
    /// Whether the utterance was cut off by ``Synthesizer/interrupt()``.
    public var wasInterrupted: Bool

    /// The length of the audio in seconds.
    ///
    /// ```swift
    /// rendering.duration   // 1.12
    /// ```
    public var duration: Double { Double(samples.count) / Double(sampleRate) }

    /// The audio as a WAV file (RIFF, PCM, mono, 16-bit).
    ///
    /// ```swift
    /// let data = rendering.wavData()
    /// ```
    public func wavData() -> Data { WAVFile.data(samples: samples, sampleRate: sampleRate) }

    /// Writes the audio as a WAV file, atomically.
    ///
    /// ```swift
    /// try rendering.write(to: URL(fileURLWithPath: "out.wav"))
    /// ```
    public func write(to url: URL) throws { try WAVFile.write(samples: samples, sampleRate: sampleRate, to: url) }
}
