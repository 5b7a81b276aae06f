/// Something that happens at a point of the audio: a word or sentence starts, a mark is
/// reached, a phoneme is spoken, the utterance ends.
///
/// ```swift
/// for event in rendering.events {
///     if case .word = event.kind, let range = event.range { print(rendering.text[range], event.sampleOffset) }
/// }
/// ```
public struct SpeechEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        case word, sentence, end
        /// An SSML `<mark name>`.
        case mark(String)
        /// A phoneme, by its espeak-ng name.
        case phoneme(String)
    }

    /// What happened.
    public var kind: Kind
    /// Where in ``Rendering/text`` it happened, when libespeak-ng says.
    public var range: Range<String.Index>?
    /// The sample at which it happens.
    public var sampleOffset: Int
}
