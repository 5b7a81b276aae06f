import Speakable

extension AuditRule {
    /// `undo-name`: an undo or redo action name not in Title Case, or with punctuation (U4).
    ///
    /// ```swift
    /// AuditRule.isTitleCase("Name Change")   // true
    /// AuditRule.isTitleCase("name change")   // false
    /// ```
    public static let undoName = AuditRule(
        id: "undo-name", category: .hig, severity: .warning, needsFrames: false,
        summary: "An undo or redo action name is not in Title Case, or has punctuation.",
        help: "Undo names follow \"Undo\" on a button: a short Title Case phrase with no punctuation (\"Name Change\")."
    ) { screen in
        let names = screen.screen.undoHistory.undoActionNames + screen.screen.undoHistory.redoActionNames
        return names.filter { !isTitleCase($0) || hasPunctuation($0) }.map {
            .init(stop: nil, message: screen.message(.auditUndoName, ["name": $0]))
        }
    }

    /// Whether every word starts in upper case, short inner words (`of`, `the`…) aside.
    public static func isTitleCase(_ name: String) -> Bool { firstWordNotInTitleCase(name) == nil }

    /// The first word that should start in upper case and does not (the documents' HIG lint
    /// names it).
    ///
    /// ```swift
    /// AuditRule.firstWordNotInTitleCase("Move to trash")   // "trash"
    /// ```
    public static func firstWordNotInTitleCase(_ name: String) -> Substring? { TitleStyle.firstWordNotInTitleCase(name) }

    /// Whether an undo name has punctuation, which it should not.
    public static func hasPunctuation(_ name: String) -> Bool { TitleStyle.hasPunctuation(name) }

    /// A button title longer than this risks truncation (U4).
    public static let buttonTitleLimit = TitleStyle.buttonTitleLimit
}
