import Speakable

/// Warnings for documents that work but go against Apple's Human Interface Guidelines. They go
/// to standard error and never change what is spoken.
enum HIGLint {
    /// A button title longer than this risks truncation (phrasing spec U4).
    static let longTitle = 24

    /// Words that stay lower case inside a Title Case name.
    static let minorWords: Set<String> = ["a", "an", "and", "as", "at", "but", "by", "for", "in", "nor", "of", "on", "or", "the", "to", "up", "via"]

    static func buttonTitles(_ titles: [String], fields: Fields) {
        guard let list = try? fields.optional("buttons")?.list() else { return }
        for (title, node) in zip(titles, list) where title.count > longTitle {
            node.warn("the button title is \(title.count) characters long; titles over \(longTitle) risk truncation")
        }
    }

    /// U4: undo action names should be Title Case, short and free of punctuation.
    static func undoName(_ name: String, buttonTitle: String, node: DocumentNode) {
        if buttonTitle.count > longTitle {
            node.warn("the button '\(buttonTitle)' is \(buttonTitle.count) characters long; titles over \(longTitle) risk truncation")
        }
        if name.contains(where: { ".,;:!?…\"()[]{}".contains($0) }) {
            node.warn("undo action names should have no punctuation")
        }
        let words = name.split(separator: " ")
        let lowerWords = words.enumerated().filter { index, word in
            guard let first = word.first, first.isLowercase else { return false }
            let isInner = index > 0 && index < words.count - 1
            return !(isInner && minorWords.contains(word.lowercased()))
        }
        if !lowerWords.isEmpty {
            node.warn("undo action names should be Title Case ('\(lowerWords[0].element)' starts in lower case)")
        }
    }
}
