import Speakable

extension AuditRule {
    /// `duplicate-description`: two or more actionable stops of a screen say the same; one
    /// finding per group, on its second stop, naming how many there are.
    ///
    /// ```swift
    /// // Button("More"), Button("More") → on the second: "2 elements are spoken \"More. Button.\""
    /// ```
    public static let duplicateDescription = AuditRule(
        id: "duplicate-description", category: .sufficientElementDescription, severity: .warning, needsFrames: false,
        summary: "Several actionable elements are spoken the same.",
        help: "Say what each one acts on (\"More about Ann\", \"More about Bob\"), so a VoiceOver user can tell them apart."
    ) { screen in
        // Only the stops that could say what another says are formatted: most are told apart by
        // their labels (`possiblyAlikeDescriptions`); a stop alone in its group finds nothing.
        var groups: [String: [Int]] = [:]
        let actionable = screen.elements.indices.filter(screen.isActionable)
        for index in screen.possiblyAlikeDescriptions(among: actionable) { groups[screen.description(ofStop: index), default: []].append(index) }
        return groups.values.filter { $0.count > 1 }.map { group in
            .init(stop: group[1], message: screen.message(.auditDuplicateDescription,
                                                               ["count": String(group.count), "description": screen.description(ofStop: group[1])]))
        }.sorted { ($0.stop ?? 0) < ($1.stop ?? 0) }
    }
}
