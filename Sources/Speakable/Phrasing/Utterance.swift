/// One thing the screen reader says (or one sound it plays), as typed segments.
///
/// ```swift
/// let generator = SpeechGenerator(voice: try .builtIn(.en))
/// let save = generator.utterance(for: AccessibilityElement(label: "Save", hint: "Saves the file.", traits: .button))
/// save.spokenDescription   // "Save. Button."
/// save.spokenHint          // "Saves the file."
/// save.text                // "Save. Button. Saves the file."
/// ```
public struct Utterance: Hashable, Sendable {
    /// Why the utterance is spoken.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Something was presented (`Alert. Delete File?`).
        case announcement
        /// Focus landed on an element.
        case element
        /// A value changed (`4`).
        case value
        /// A typed character was echoed.
        case echo
        /// A sound, not speech.
        case sound
    }

    /// Why it is spoken.
    public var kind: Kind
    /// What is said, in order; a ``Segment/pause`` separates the description from the hint.
    public var segments: [Segment]
    /// The traits of the element spoken, if any.
    public var traits: AccessibilityTraits
    /// The identifier of the element spoken, if any.
    public var identifier: String?
    /// The voice's punctuation, used to format the segments.
    public var punctuation: Voice.Punctuation

    /// Creates an utterance.
    ///
    /// ```swift
    /// Utterance(kind: .value, segments: [Segment(.newValue, "4")], punctuation: voice.punctuation)
    /// ```
    public init(kind: Kind, segments: [Segment], traits: AccessibilityTraits = [], identifier: String? = nil,
                punctuation: Voice.Punctuation) {
        self.kind = kind
        self.segments = segments
        self.traits = traits
        self.identifier = identifier
        self.punctuation = punctuation
    }

    /// The description: everything before the pause, punctuated (D1–D5).
    ///
    /// ```swift
    /// utterance.spokenDescription   // "Quantity: 3. Adjustable."
    /// ```
    public var spokenDescription: String {
        let split = segments.firstIndex(of: .pause) ?? segments.endIndex
        return TextFormatter(punctuation: punctuation).format(segments[..<split])
    }

    /// The hint after the pause, or `nil` when there is none.
    ///
    /// ```swift
    /// utterance.spokenHint   // "Swipe up or down with one finger to adjust the value."
    /// ```
    public var spokenHint: String? {
        guard let split = segments.firstIndex(of: .pause) else { return nil }
        let hint = TextFormatter(punctuation: punctuation).format(segments[(split + 1)...])
        return hint.isEmpty ? nil : hint
    }

    /// The whole utterance on one line: the description, a space, the hint (H5).
    ///
    /// ```swift
    /// utterance.text   // "Quantity: 3. Adjustable. Swipe up or down with one finger to adjust the value."
    /// ```
    public var text: String { TextFormatter(punctuation: punctuation).format(segments[...]) }
}
