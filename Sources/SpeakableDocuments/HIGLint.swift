import Speakable

/// Warnings for documents that work but go against Apple's Human Interface Guidelines, printed as
/// a document is read (to standard error; they never change what is spoken). They are the
/// audit's HIG rules (`button-title-length`, `undo-name`), asked here of the same predicates, so
/// `check` and the audit never disagree; `speakable audit` reports them as findings.
enum HIGLint {
    /// A button title longer than this risks truncation (phrasing spec U4).
    static var longTitle: Int { TitleStyle.buttonTitleLimit }

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
        if TitleStyle.hasPunctuation(name) {
            node.warn("undo action names should have no punctuation")
        }
        if let word = TitleStyle.firstWordNotInTitleCase(name) {
            node.warn("undo action names should be Title Case ('\(word)' starts in lower case)")
        }
    }
}
