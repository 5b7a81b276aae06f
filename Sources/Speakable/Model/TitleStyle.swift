/// What the Human Interface Guidelines ask of a button title or an undo action name (phrasing
/// spec U4): the one home of the predicates that a document's lint (as it is read) and the audit
/// (`button-title-length`, `undo-name`) both ask, so that `check` and `audit` never disagree.
///
/// ```swift
/// TitleStyle.firstWordNotInTitleCase("Move to trash")   // "trash"
/// ```
public enum TitleStyle {
    /// A button title longer than this risks truncation (U4).
    public static let buttonTitleLimit = 24

    /// The first word of an undo name that should start in upper case and does not (a minor word
    /// inside the name may stay lower case), or `nil`.
    public static func firstWordNotInTitleCase(_ name: String) -> Substring? {
        let words = name.split(separator: " ")
        return words.enumerated().first { index, word in
            guard let first = word.first, first.isLowercase else { return false }
            return !(index > 0 && index < words.count - 1 && minorWords.contains(word.lowercased()))
        }?.element
    }

    /// Whether an undo name has punctuation, which it should not.
    public static func hasPunctuation(_ name: String) -> Bool { name.contains { ".,;:!?…\"()[]{}".contains($0) } }

    /// Words that stay lower case inside a Title Case name.
    static let minorWords: Set<String> = ["a", "an", "and", "as", "at", "but", "by", "for", "in", "nor", "of", "on", "or", "the", "to", "up", "via"]
}
