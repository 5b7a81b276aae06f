/// A control that a swipe up or down adjusts (ST3, K2): the capability the screen reader and the
/// prompts ask a control for, rather than switching over kinds. A new adjustable kind (a picker
/// wheel, say) conforms, and swipes, the Adjust Value rotor and `increment`/`decrement` work.
///
/// ```swift
/// var volume = try Slider("Volume", value: 0.5)
/// volume.adjust(incrementing: true)   // .changed; volume.spokenValue is .percent(60)
/// ```
public protocol AdjustableControl: AccessibleControl {
    /// Whether this one is adjustable at all: an `Element` is only when its role is (its
    /// `adjustable` trait), so what is spoken as adjustable is exactly what adjusts.
    var isAdjustable: Bool { get }
    /// Whether swipes adjust it as it is shown (a stepper shown as buttons is adjusted by them).
    var adjustsBySwipe: Bool { get }
    /// What is said after it changes: the new value alone.
    var spokenValue: AccessibilityValue { get }
    /// One step up or down; `.boundary` when it cannot move.
    mutating func adjust(incrementing: Bool) -> Stepper.StepOutcome
}

extension AdjustableControl {
    /// Steppers and sliders always are.
    public var isAdjustable: Bool { true }
}

extension Stepper: AdjustableControl {
    /// Swipes adjust a stepper shown as one adjustable element.
    public var adjustsBySwipe: Bool { exposure == .adjustable }

    /// One step (ST3).
    public mutating func adjust(incrementing: Bool) -> Stepper.StepOutcome { incrementing ? increment() : decrement() }
}

extension Slider: AdjustableControl {
    /// Swipes always adjust a slider.
    public var adjustsBySwipe: Bool { true }

    /// A tenth of the range (K2).
    public mutating func adjust(incrementing: Bool) -> Stepper.StepOutcome { incrementing ? increment() : decrement() }
}
