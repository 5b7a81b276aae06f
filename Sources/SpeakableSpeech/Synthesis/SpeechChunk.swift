/// A block of audio as it is made, for playing before the whole utterance is done.
///
/// ```swift
/// for try await chunk in Synthesizer.shared.stream(utterance) { play(chunk.samples) }
/// ```
public struct SpeechChunk: Hashable, Sendable {
    /// 16-bit mono samples at the synthesizer's sample rate.
    public var samples: [Int16]
    /// The index of the first sample within the utterance.
    public var firstSample: Int
}
