/// A stepper (UIKit's `UIStepper`): a value changed in steps between a minimum and a maximum.
///
/// The properties and defaults are UIKit's (ST1). VoiceOver shows it either as one adjustable
/// element (`Quantity: 3. Adjustable.`, the default) or, as newer iOS does, as two buttons
/// (`Decrement. Button.`, `Increment. Button.`). Arithmetic is exact in decimal, and values are
/// spoken with as many fraction digits as the most precise of `minimumValue`, `stepValue` and
/// `value` as written (ST5).
///
/// ```swift
/// var quantity = try Stepper("Quantity", value: 3, maximumValue: 10)
/// quantity.increment()   // .changed: value 4, spoken "4"
/// let price = try Stepper("Price", value: 1, stepValue: 0.05)   // spoken "1.00"
/// ```
public struct Stepper: AccessibleControl, Hashable {
    /// How VoiceOver exposes a stepper.
    public enum Exposure: String, Hashable, Sendable, CaseIterable {
        /// One element with the `adjustable` trait: swipe up or down to change it.
        case adjustable
        /// Two buttons, `Decrement` and `Increment`.
        case buttons
    }

    /// What a step did.
    public enum StepOutcome: Hashable, Sendable {
        /// The value changed (possibly wrapping around).
        case changed
        /// The value is at the bound and does not wrap: nothing changed.
        case boundary
    }

    /// What the stepper adjusts.
    public var label: String
    /// The current value, within `minimumValue...maximumValue`.
    public private(set) var value: DecimalValue
    /// The lowest value (UIKit default 0).
    public let minimumValue: DecimalValue
    /// The highest value (UIKit default 100).
    public let maximumValue: DecimalValue
    /// How much a step changes the value (UIKit default 1).
    public let stepValue: DecimalValue
    /// Whether stepping past a bound wraps to the other one (UIKit default `false`).
    public var wraps: Bool
    /// Whether holding a button repeats the step (UIKit default `true`).
    public var autorepeat: Bool
    /// Whether every step of a hold reports a change, or only the end (UIKit default `true`).
    public var isContinuous: Bool
    /// How VoiceOver shows the stepper.
    public var exposure: Exposure
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes
    /// Fraction digits to speak, fixed from the numbers as written (ST5).
    public let fractionDigits: Int

    /// Creates a stepper, checking that its numbers are possible (ST1).
    ///
    /// ```swift
    /// let stepper = try Stepper("Quantity", value: 3, minimumValue: 0, maximumValue: 10)
    /// ```
    /// - Throws: ``StepperError`` when `minimumValue ≥ maximumValue`, `stepValue ≤ 0`, or `value`
    ///   is outside the range.
    public init(
        _ label: String = "",
        value: DecimalValue = 0,
        minimumValue: DecimalValue = 0,
        maximumValue: DecimalValue = 100,
        stepValue: DecimalValue = 1,
        wraps: Bool = false,
        autorepeat: Bool = true,
        isContinuous: Bool = true,
        exposure: Exposure = .adjustable,
        attributes: ControlAttributes = ControlAttributes()
    ) throws {
        guard minimumValue < maximumValue else {
            throw StepperError.minimumNotBelowMaximum(minimum: minimumValue, maximum: maximumValue)
        }
        guard stepValue > 0 else {
            throw StepperError.stepNotPositive(step: stepValue)
        }
        guard value >= minimumValue, value <= maximumValue else {
            throw StepperError.valueOutOfRange(value: value, minimum: minimumValue, maximum: maximumValue)
        }
        guard maximumValue.subtracting(minimumValue) != nil else {
            throw StepperError.rangeTooWide
        }
        self.label = label
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
        self.wraps = wraps
        self.autorepeat = autorepeat
        self.isContinuous = isContinuous
        self.exposure = exposure
        self.attributes = attributes
        self.fractionDigits = max(minimumValue.fractionDigits, stepValue.fractionDigits, value.fractionDigits)
    }

    /// This stepper as a ``Control``.
    public var control: Control { .stepper(self) }

    /// Adds `stepValue`; past the maximum it wraps to the minimum, or stays (ST3).
    ///
    /// ```swift
    /// var s = try Stepper(value: 100)
    /// s.increment()   // .boundary, value stays 100
    /// ```
    @discardableResult
    public mutating func increment() -> StepOutcome {
        step(by: stepValue, past: maximumValue, wrapTo: minimumValue) { $0 > $1 }
    }

    /// Subtracts `stepValue`; past the minimum it wraps to the maximum, or stays (ST3).
    ///
    /// ```swift
    /// var s = try Stepper(value: 0, wraps: true)
    /// s.decrement()   // .changed, value 100
    /// ```
    @discardableResult
    public mutating func decrement() -> StepOutcome {
        step(by: DecimalValue(significand: -stepValue.significand, fractionDigits: stepValue.fractionDigits),
             past: minimumValue, wrapTo: maximumValue) { $0 < $1 }
    }

    /// Sets the value directly (a number typed in), keeping the stepper's range, step and
    /// fraction digits.
    ///
    /// ```swift
    /// var copies = try Stepper(value: 1, maximumValue: 10)
    /// try copies.setValue(4)
    /// ```
    /// - Throws: ``StepperError/valueOutOfRange(value:minimum:maximum:)``.
    public mutating func setValue(_ newValue: DecimalValue) throws {
        guard newValue >= minimumValue, newValue <= maximumValue else {
            throw StepperError.valueOutOfRange(value: newValue, minimum: minimumValue, maximum: maximumValue)
        }
        value = newValue
    }

    /// Whether the value sits at the bound a step would cross, so that the button is dimmed
    /// (ST4): never when the stepper wraps.
    ///
    /// ```swift
    /// try Stepper(value: 0).isAtBound(incrementing: false)   // true
    /// ```
    public func isAtBound(incrementing: Bool) -> Bool {
        !wraps && value == (incrementing ? maximumValue : minimumValue)
    }

    /// The value as the screen reader reports it: a number with the stepper's fixed fraction
    /// digits, formatted with the locale's separator when spoken (ST5).
    ///
    /// ```swift
    /// try Stepper(value: 1.5, stepValue: 0.25).spokenValue.resolved(in: .builtIn(.ru))   // "1,50"
    /// ```
    public var spokenValue: AccessibilityValue { .number(value, fractionDigits: fractionDigits) }

    private mutating func step(by delta: DecimalValue, past bound: DecimalValue, wrapTo other: DecimalValue,
                               beyond: (DecimalValue, DecimalValue) -> Bool) -> StepOutcome {
        // A sum that overflows Int64 is past any bound a stepper can have.
        let next = value.adding(delta)
        if let next, !beyond(next, bound) {
            value = next
            return .changed
        }
        guard wraps else { return .boundary }
        value = other
        return .changed
    }
}

extension Stepper: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement {
        var element = exposedElement(path: path)
        // A reader whose platform has no stepper asks the tree for its own shape (TB18).
        element.stepperShape = StepperShape(value: spokenValue, isAtMinimum: isAtBound(incrementing: false),
                                            isAtMaximum: isAtBound(incrementing: true), path: path)
        return element
    }

    /// The element as VoiceOver is shown it (`exposure`).
    private func exposedElement(path: [Int]) -> AccessibilityElement {
        switch exposure {
        case .adjustable:
            return attributes.element(label: AccessibilityLabel(label), value: spokenValue, traits: .adjustable, path: path)
        case .buttons:
            var container = attributes.element(label: AccessibilityLabel(label), traits: [], path: path)
            container.isAccessibilityElement = false
            container.hint = ""
            container.children = [false, true].map { incrementing in
                var button = attributes.element(
                    label: AccessibilityLabel(word: incrementing ? .increment : .decrement),
                    traits: isAtBound(incrementing: incrementing) ? [.button, .notEnabled] : .button, path: path)
                button.identifier = nil
                button.target = .stepperButton(path: path, increment: incrementing)
                return button
            }
            return container
        }
    }
}
