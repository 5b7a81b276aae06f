/// A stepper whose numbers are impossible (phrasing spec ST1).
///
/// ```swift
/// do { _ = try Stepper("Size", value: 5, minimumValue: 10, maximumValue: 0) }
/// catch let error as StepperError { print(error.field, error.reason) }
/// // minimumValue: must be less than maximumValue (10 ≥ 0)
/// ```
public struct StepperError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The property that is wrong, by its UIKit name.
    public enum Field: String, Hashable, Sendable {
        case value, minimumValue, maximumValue, stepValue
    }

    /// The property that is wrong.
    public var field: Field
    /// What is wrong with it, and what was expected.
    public var reason: String

    /// Creates an error.
    ///
    /// ```swift
    /// StepperError(field: .stepValue, reason: "must be greater than 0")
    /// ```
    public init(field: Field, reason: String) {
        self.field = field
        self.reason = reason
    }

    /// `field: reason`.
    public var description: String { "\(field.rawValue): \(reason)" }
}
