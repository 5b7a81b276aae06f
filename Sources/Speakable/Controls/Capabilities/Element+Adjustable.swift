/// An element whose role is adjustable (a captured slider, picker wheel or stepper, or a
/// document `element` with the `adjustable` trait) adjusts when swiped, as it says it does:
/// the capability follows the role, not the Swift type (issue 32).
///
/// A capture holds only the value on screen, so a step is taken from what that value is: a
/// percentage moves by a tenth of UISlider's range (K2) within 0–100 %, a whole number by
/// UIStepper's default step of 1; any other value (a picker wheel's `March`) is the only value
/// the capture knows, and is spoken again as the app's answer.
///
/// ```swift
/// var level = Element("Level", value: "50%", traits: .adjustable)
/// level.adjust(incrementing: true)   // .changed; level.value is "60%"
/// ```
extension Element: AdjustableControl {
    /// Only an element with the adjustable trait is adjustable.
    public var isAdjustable: Bool { traits.contains(.adjustable) }

    /// Swipes adjust it whenever it is adjustable.
    public var adjustsBySwipe: Bool { isAdjustable }

    /// The value as captured, after the step.
    public var spokenValue: AccessibilityValue { .text(SpokenText.clean(value)) }

    /// One step from the value on screen.
    public mutating func adjust(incrementing: Bool) -> Stepper.StepOutcome {
        let written = value.filter { !$0.isWhitespace }
        if written.hasSuffix("%"), let percent = Int(written.dropLast()) {
            let moved = min(100, max(0, percent + (incrementing ? 10 : -10)))
            guard moved != percent else { return .boundary }
            value = "\(moved)%"
            return .changed
        }
        if let number = Int(written) {
            let (moved, overflow) = number.addingReportingOverflow(incrementing ? 1 : -1)
            guard !overflow else { return .boundary }
            value = String(moved)
            return .changed
        }
        return .changed
    }
}
