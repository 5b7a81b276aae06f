/// One typed piece of an utterance. Text, JSON, SSML and speech are all formatted from
/// segments, so they cannot disagree.
///
/// ```swift
/// let segments: [Segment] = [.init(.label, "Save"), .init(.trait, "Button")]
/// // formatted as "Save. Button."
/// ```
public struct Segment: Hashable, Sendable {
    /// What a segment is, which decides how it is punctuated.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// The `Selected` state word, prefixed to the label and value (D3).
        case selected
        /// The label (or, by D2, the hint standing in for it).
        case label
        /// The value, joined to the label with `: ` (D1).
        case value
        /// A role word of an announcement (`Alert`).
        case role
        /// An alert's or sheet's title, its own sentence.
        case title
        /// An alert's or sheet's message, its own sentence.
        case message
        /// A trait word (`Button`), its own sentence (D5).
        case trait
        /// A hint, spoken as given after a pause (H1).
        case hint
        /// A changed value, spoken alone with no period added (ST3).
        case newValue
        /// A typed character echoed back (T3).
        case echo
        /// A sound, which is never spoken as words (§10).
        case sound
        /// A pause between the description and the hint (H5).
        case pause
    }

    /// What the segment is.
    public var kind: Kind
    /// Its text in the voice's language, without added punctuation.
    public var text: String

    /// Creates a segment.
    ///
    /// ```swift
    /// Segment(.hint, "Saves the file.")
    /// ```
    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    /// The pause between a description and its hint.
    public static let pause = Segment(.pause, "")
}
