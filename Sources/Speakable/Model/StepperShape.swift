/// What a stepper's element carries of the stepper for a reader whose platform shows it in
/// another shape (talkback.md TB18: Android has no stepper, so TalkBack meets its value and two
/// buttons). VoiceOver reads the element as the stepper's exposure made it and ignores this.
package struct StepperShape: Hashable, Sendable {
    /// The stepper's value, as spoken.
    package var value: AccessibilityValue
    /// Whether a step down, or up, would cross a bound that does not wrap (its button is dimmed, ST4).
    package var isAtMinimum: Bool
    package var isAtMaximum: Bool
    /// Where the stepper is among the screen's controls (what its buttons step).
    package var path: [Int]

    package init(value: AccessibilityValue, isAtMinimum: Bool, isAtMaximum: Bool, path: [Int]) {
        self.value = value
        self.isAtMinimum = isAtMinimum
        self.isAtMaximum = isAtMaximum
        self.path = path
    }
}
