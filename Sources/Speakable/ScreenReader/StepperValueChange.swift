/// A stepper's value-changed event, as UIKit sends `.valueChanged` (ST6).
///
/// ```swift
/// reader.hold(repeats: 3)
/// reader.valueChanges.map(\.value)   // [4, 5, 6] with continuous on; [6] with it off
/// ```
public struct StepperValueChange: Hashable, Sendable {
    /// The stepper's identifier, if it has one.
    public var identifier: String?
    /// The stepper's label.
    public var label: String
    /// The new value.
    public var value: DecimalValue

    /// Creates an event.
    ///
    /// ```swift
    /// StepperValueChange(identifier: "quantity", label: "Quantity", value: 4)
    /// ```
    public init(identifier: String?, label: String, value: DecimalValue) {
        self.identifier = identifier
        self.label = label
        self.value = value
    }
}
