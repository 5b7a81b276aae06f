/// The value an element reports to the screen reader.
///
/// Values are kept as what they are, not as words: a number is formatted with the locale's
/// decimal separator, and a voice word (a login alert's `Login` placeholder) looked up, only when
/// the utterance is spoken. A secure text field reports only how many characters it holds, so
/// the characters cannot reach phrasing, output or speech.
///
/// ```swift
/// let name = AccessibilityValue.text("Ann")
/// let quantity = AccessibilityValue.number(3, fractionDigits: 0)   // spoken "3"
/// let password = AccessibilityValue.secureCharacters(7)            // spoken "7 characters"
/// ```
public enum AccessibilityValue: Hashable, Sendable {
    /// A value spoken as written.
    case text(String)
    /// A word of the voice (a placeholder such as `Login`).
    case word(VoiceKey)
    /// A number, spoken with a fixed count of fraction digits and the locale's separator (ST5).
    case number(DecimalValue, fractionDigits: Int)
    /// The number of characters in a secure field, spoken as a count (S2).
    case secureCharacters(Int)
    /// A whole percentage, spoken in the locale's percent format (a slider, K2).
    case percent(Int)
    /// A switch's state: never spoken as a value, but as the state word after
    /// `Switch Button.` (K1).
    case switchState(SwitchState)
    /// How many items a filtered list holds, spoken as a count (`4 results`).
    case resultCount(Int)

    /// Whether the value speaks nothing (an empty text, or an empty secure field).
    ///
    /// ```swift
    /// AccessibilityValue.text("").isEmpty   // true
    /// ```
    public var isEmpty: Bool {
        switch self {
        case .text(let text): text.isEmpty
        case .word, .number, .percent, .switchState, .resultCount: false
        case .secureCharacters(let count): count == 0
        }
    }

    /// The value in a voice's words.
    ///
    /// ```swift
    /// AccessibilityValue.number(1.5, fractionDigits: 2).resolved(in: try .builtIn(.ru))   // "1,50"
    /// ```
    public func resolved(in voice: Voice) -> String {
        switch self {
        case .text(let text): text
        case .word(let key): voice[key]
        case .number(let number, let digits): number.formatted(fractionDigits: digits, decimalSeparator: voice.punctuation.decimal)
        case .secureCharacters(let count): voice.characterCount(count)
        case .percent(let percent): LineWriter.string { voice.writeCounted(.percent, percent, to: &$0) }
        case .switchState(let state): voice[state.word]
        case .resultCount(let count): voice.resultCount(count)
        }
    }
}
