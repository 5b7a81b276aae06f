/// A slider (UIKit's `UISlider`): `Volume: 50%. Adjustable.` (K2).
///
/// The value is spoken as a whole percentage of the range, rounded half up; a swipe up or down
/// moves it by a tenth of the range, stopping at the ends. UIKit's defaults: minimum 0,
/// maximum 1, value 0.
///
/// ```swift
/// var volume = try Slider("Volume", value: 0.5)   // "Volume: 50%. Adjustable. Swipe up or down…"
/// volume.increment()                               // .changed, spoken "60%"
/// ```
public struct Slider: AccessibleControl, Hashable {
    /// What the slider sets.
    public var label: String
    /// The current value, within `minimumValue...maximumValue`.
    public private(set) var value: DecimalValue
    /// The lowest value (UIKit default 0).
    public let minimumValue: DecimalValue
    /// The highest value (UIKit default 1).
    public let maximumValue: DecimalValue
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates a slider, checking that its numbers are possible.
    ///
    /// ```swift
    /// let brightness = try Slider("Brightness", value: 30, minimumValue: 0, maximumValue: 100)
    /// ```
    /// - Throws: ``StepperError`` (the same range errors as a stepper's) when
    ///   `minimumValue ≥ maximumValue` or `value` is outside the range.
    public init(_ label: String = "", value: DecimalValue = 0, minimumValue: DecimalValue = 0, maximumValue: DecimalValue = 1,
                attributes: ControlAttributes = ControlAttributes()) throws {
        guard minimumValue < maximumValue else {
            throw StepperError.minimumNotBelowMaximum(minimum: minimumValue, maximum: maximumValue)
        }
        guard value >= minimumValue, value <= maximumValue else {
            throw StepperError.valueOutOfRange(value: value, minimum: minimumValue, maximum: maximumValue)
        }
        guard maximumValue.subtracting(minimumValue) != nil else { throw StepperError.rangeTooWide }
        self.label = label
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.attributes = attributes
    }

    /// This slider as a ``Control``.
    public var control: Control { .slider(self) }

    /// The value as a whole percentage of the range, rounded half up (K2).
    ///
    /// ```swift
    /// try Slider(value: 0.125).percent   // 13
    /// ```
    public var percent: Int {
        guard let offset = value.subtracting(minimumValue), let range = maximumValue.subtracting(minimumValue) else { return 0 }
        let digits = max(offset.fractionDigits, range.fractionDigits)
        if let a = offset.rescaled(to: digits)?.significand, let b = range.rescaled(to: digits)?.significand, b > 0 {
            // round(a / b × 100) half up, in integers: floor((200a + b) / 2b). Every step is
            // checked: a range near Int64's limit (found by the fuzzer) falls back to Double.
            let (twoHundredA, overflow1) = a.multipliedReportingOverflow(by: 200)
            let (numerator, overflow2) = twoHundredA.addingReportingOverflow(b)
            let (twoB, overflow3) = b.multipliedReportingOverflow(by: 2)
            if !overflow1, !overflow2, !overflow3 { return Int(numerator / twoB) }
        }
        let ratio = (Double(offset.description) ?? 0) / (Double(range.description) ?? 1)
        let percent = (ratio * 100 + 0.5).rounded(.down)
        return percent.isFinite ? Int(min(max(percent, 0), 100)) : 0
    }

    /// What the slider reports as its value: the percentage.
    public var spokenValue: AccessibilityValue { .percent(percent) }

    /// Moves up by a tenth of the range, stopping at the maximum (K2).
    ///
    /// ```swift
    /// var s = try Slider(value: 1)
    /// s.increment()   // .boundary
    /// ```
    @discardableResult
    public mutating func increment() -> Stepper.StepOutcome { move(up: true) }

    /// Moves down by a tenth of the range, stopping at the minimum (K2).
    ///
    /// ```swift
    /// var s = try Slider(value: 0.5)
    /// s.decrement()   // .changed, value 0.4
    /// ```
    @discardableResult
    public mutating func decrement() -> Stepper.StepOutcome { move(up: false) }

    private mutating func move(up: Bool) -> Stepper.StepOutcome {
        let bound = up ? maximumValue : minimumValue
        guard value != bound else { return .boundary }
        guard let range = maximumValue.subtracting(minimumValue) else { return .boundary }
        // A tenth is one more fraction digit; at the most digits a value may have, a tenth of the
        // significand (the range is positive, so negating it cannot overflow).
        let digits = min(range.fractionDigits + 1, DecimalValue.maximumFractionDigits)
        let magnitude = digits > range.fractionDigits ? range.significand : range.significand / 10
        let tenth = DecimalValue(significand: up ? magnitude : -magnitude, fractionDigits: digits)
        let next = value.adding(tenth) ?? bound
        value = up ? min(next, bound) : max(next, bound)
        return .changed
    }
}

extension Slider: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement {
        attributes.element(label: AccessibilityLabel(label), value: spokenValue, traits: .adjustable, path: path)
    }
}
