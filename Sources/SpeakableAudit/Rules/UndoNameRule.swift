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
        return names.filter { !isTitleCase($0) || $0.contains(where: { ".,;:!?…\"()[]{}".contains($0) }) }.map {
            .init(stop: nil, message: screen.voice.message(.auditUndoName, ["name": $0]))
        }
    }

    /// Whether every word starts in upper case, short inner words (`of`, `the`…) aside.
    public static func isTitleCase(_ name: String) -> Bool {
        let minor: Set<String> = ["a", "an", "and", "as", "at", "but", "by", "for", "in", "nor", "of", "on", "or", "the", "to", "up", "via"]
        let words = name.split(separator: " ")
        return words.enumerated().allSatisfy { index, word in
            guard let first = word.first, first.isLowercase else { return true }
            return index > 0 && index < words.count - 1 && minor.contains(word.lowercased())
        }
    }
}
