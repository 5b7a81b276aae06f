/// The value an element reports to the screen reader.
///
/// A secure text field reports only how many characters it holds, so the characters cannot
/// reach phrasing, output or speech.
///
/// ```swift
/// let quantity = AccessibilityValue.text("3")
/// let password = AccessibilityValue.secureCharacters(7)   // spoken "7 characters"
/// ```
public enum AccessibilityValue: Hashable, Sendable {
    /// A value spoken as written.
    case text(String)
    /// The number of characters in a secure field, spoken as a count.
    case secureCharacters(Int)

    /// Whether the value speaks nothing (an empty text, or an empty secure field).
    ///
    /// ```swift
    /// AccessibilityValue.text("").isEmpty   // true
    /// ```
    public var isEmpty: Bool {
        switch self {
        case .text(let text): text.isEmpty
        case .secureCharacters(let count): count == 0
        }
    }
}
