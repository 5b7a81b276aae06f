import Speakable

extension AuditRule {
    /// `no-description`: an actionable stop, or an image, with no label and no value (a hint alone
    /// does not count).
    ///
    /// ```swift
    /// // Button("") → "Element has no description: VoiceOver says only \"Button.\""
    /// ```
    public static let noDescription = AuditRule(
        id: "no-description", category: .sufficientElementDescription, severity: .error, needsFrames: false,
        summary: "An actionable element or image has no label and no value.",
        help: "Give the element an accessibilityLabel that says what it is or does; a hint alone is not read first and is often turned off."
    ) { screen in
        screen.elements.indices.compactMap { index in
            // A switch's value is its state, which says nothing of what it switches (K1).
            // The element's fields are read in place, not copied out.
            let role = screen.tree.focusStops[index].role
            guard screen.isActionable(index) || role == .image, screen.elements[index].label.isEmpty,
                  role == .switchButton || screen.elements[index].value?.isEmpty ?? true else { return nil }
            return .init(stop: index, message: screen.message(.auditNoDescription, ["description": screen.description(ofStop: index)]))
        }
    }
}
