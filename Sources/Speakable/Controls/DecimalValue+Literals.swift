// Literals let steppers be written as UIKit's are: `Stepper("Size", value: 1.5, stepValue: 0.5)`.
extension DecimalValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// An integer literal.
    ///
    /// ```swift
    /// let three: DecimalValue = 3
    /// ```
    public init(integerLiteral value: Int64) {
        self.init(significand: value, fractionDigits: 0)
    }

    /// A floating-point literal, read back as its shortest decimal (`0.05` is exactly `0.05`).
    ///
    /// ```swift
    /// let step: DecimalValue = 0.05
    /// ```
    public init(floatLiteral value: Double) {
        guard let decimal = DecimalValue(value) else {
            preconditionFailure("\(value) is not a decimal a stepper can hold")
        }
        self = decimal
    }
}
