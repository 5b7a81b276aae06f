/// What an element is called: the app's own text, a word of the voice (`Cancel`,
/// `Dismiss popup`, `Increment`), or a word of the voice before the app's text
/// (`Undo ` + `Typing`).
///
/// The tree holds labels like this, not words: the generator looks the word up in the voice when
/// it speaks, so one tree serves every locale.
///
/// ```swift
/// let save: AccessibilityLabel = "Save"
/// let cancel = AccessibilityLabel(word: .cancel)
/// let undo = AccessibilityLabel(word: .undoPrefix, text: "Typing")   // "Undo Typing"
/// ```
public struct AccessibilityLabel: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A word of the voice, said before ``text``.
    public var word: VoiceKey?
    /// The app's text, said as written.
    public var text: String

    /// A label of the app's own text.
    ///
    /// ```swift
    /// AccessibilityLabel("Save").text   // "Save"
    /// ```
    public init(_ text: String) {
        self.word = nil
        self.text = text
    }

    /// A label made of a voice word and, optionally, the app's text after it.
    ///
    /// ```swift
    /// AccessibilityLabel(word: .redoPrefix, text: "Bold")
    /// ```
    public init(word: VoiceKey?, text: String = "") {
        self.word = word
        self.text = text
    }

    /// A label from a literal.
    ///
    /// ```swift
    /// let label: AccessibilityLabel = "Save"
    /// ```
    public init(stringLiteral text: String) { self.init(text) }

    /// Whether the label says nothing.
    ///
    /// ```swift
    /// AccessibilityLabel("").isEmpty   // true
    /// ```
    public var isEmpty: Bool { word == nil && text.isEmpty }

    /// The label in a voice.
    ///
    /// ```swift
    /// AccessibilityLabel(word: .cancel).resolved(in: try .builtIn(.ru))   // "Отменить"
    /// ```
    public func resolved(in voice: Voice) -> String {
        guard let word else { return text }
        return voice[word] + text
    }

    /// The app's text, with `[word]` for a voice word: for debugging, never for speech.
    public var description: String { word.map { "[\($0.fileKey)]" + text } ?? text }
}
