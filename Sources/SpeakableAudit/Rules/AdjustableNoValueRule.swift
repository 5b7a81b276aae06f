import Speakable

extension AuditRule {
    /// `adjustable-no-value`: an adjustable stop with no value.
    ///
    /// ```swift
    /// // Element("Volume", traits: .adjustable) → "Adjustable element has no value: …"
    /// ```
    public static let adjustableNoValue = AuditRule(
        id: "adjustable-no-value", category: .trait, severity: .warning, needsFrames: false,
        summary: "An adjustable element has no value.",
        help: "Set accessibilityValue, so VoiceOver can say where the control is set and what a swipe changed it to."
    ) { screen in
        screen.elements.indices.compactMap { index in
            // Read in place: most stops are not adjustable, and their elements are not copied.
            guard screen.tree.focusStops[index].actions.contains(.adjust), screen.elements[index].value?.isEmpty ?? true else { return nil }
            return .init(stop: index, message: screen.message(.auditAdjustableNoValue))
        }
    }
}
