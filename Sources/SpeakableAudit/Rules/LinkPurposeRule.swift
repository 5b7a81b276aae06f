import Speakable

extension AuditRule {
    /// `link-purpose`: a link whose label is only words like `click`, `here`, `more`, `learn`.
    ///
    /// ```swift
    /// // Link("Learn more") → "Link text \"Learn more\" may not say where it goes"
    /// ```
    public static let linkPurpose = AuditRule(
        id: "link-purpose", category: .speakable, severity: .note, needsFrames: false,
        summary: "A link's text does not say where it goes.",
        help: "Links are found by the Links rotor out of context: say where each goes (\"Privacy Policy\", not \"Learn more\")."
    ) { screen in
        let vague: Set<String> = ["click", "tap", "here", "more", "learn", "this", "page", "link", "go", "about", "read"]
        return screen.elements.indices.compactMap { index in
            let element = screen.elements[index]
            guard screen.tree.focusStops[index].role == .link else { return nil }
            let words = element.label.text.lowercased().split { !$0.isLetter }
            guard !words.isEmpty, words.allSatisfy({ vague.contains(String($0)) }) else { return nil }
            return .init(stop: index, message: screen.message(.auditLinkPurpose, ["label": element.label.text]))
        }
    }
}
