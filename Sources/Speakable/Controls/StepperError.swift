/// A stepper whose numbers are impossible (phrasing spec ST1).
///
/// ```swift
/// do { _ = try Stepper("Size", value: 5, minimumValue: 10, maximumValue: 0) }
/// catch let error as StepperError { print(error.field, error) }
/// // minimumValue  minimumValue must be less than maximumValue (10 is not less than 0)
/// ```
public enum StepperError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The property that is wrong, by its UIKit name.
    public enum Field: String, Hashable, Sendable {
        case value, minimumValue, maximumValue, stepValue
    }

    /// `minimumValue` is not below `maximumValue`.
    case minimumNotBelowMaximum(minimum: DecimalValue, maximum: DecimalValue)
    /// `stepValue` is zero or negative.
    case stepNotPositive(step: DecimalValue)
    /// `value` is outside `minimumValue...maximumValue`.
    case valueOutOfRange(value: DecimalValue, minimum: DecimalValue, maximum: DecimalValue)
    /// The range is too wide to count exactly.
    case rangeTooWide

    /// The property that is wrong.
    ///
    /// ```swift
    /// StepperError.stepNotPositive(step: 0).field   // .stepValue
    /// ```
    public var field: Field {
        switch self {
        case .minimumNotBelowMaximum: .minimumValue
        case .stepNotPositive: .stepValue
        case .valueOutOfRange: .value
        case .rangeTooWide: .maximumValue
        }
    }

    /// What is wrong, in UIKit's property names.
    public var description: String { message(naming: { $0.rawValue }) }

    /// What is wrong, naming the properties as the caller calls them (a document says `min`).
    ///
    /// ```swift
    /// StepperError.stepNotPositive(step: 0).message { $0 == .stepValue ? "step" : $0.rawValue }
    /// // "step must be greater than 0, got 0"
    /// ```
    public func message(naming name: (Field) -> String) -> String {
        switch self {
        case .minimumNotBelowMaximum(let minimum, let maximum):
            "\(name(.minimumValue)) must be less than \(name(.maximumValue)) (\(minimum) is not less than \(maximum))"
        case .stepNotPositive(let step):
            "\(name(.stepValue)) must be greater than 0 (got \(step))"
        case .valueOutOfRange(let value, let minimum, let maximum):
            "\(name(.value)) must be within \(name(.minimumValue))...\(name(.maximumValue)) (\(minimum)...\(maximum)), got \(value)"
        case .rangeTooWide:
            "\(name(.maximumValue)) is too far from \(name(.minimumValue)) to count exactly"
        }
    }
}
