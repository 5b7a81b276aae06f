import Speakable

extension AuditRule {
    /// `no-heading`: a screen of 8 or more stops with no heading (the Headings rotor finds
    /// nothing).
    ///
    /// ```swift
    /// // eight buttons and no heading → "Screen has no heading: the Headings rotor finds nothing"
    /// ```
    public static let noHeading = AuditRule(
        id: "no-heading", category: .speakable, severity: .note, needsFrames: false,
        summary: "A screen of eight or more elements has no heading.",
        help: "Mark the screen's title and section titles as headers, so the Headings rotor can move between them."
    ) { screen in
        guard screen.tree.presentation == nil, screen.elements.count >= 8,
              !screen.tree.focusStops.contains(where: { $0.role == .heading }) else { return [] }
        return [.init(stop: nil, message: screen.message(.auditNoHeading))]
    }
}
