import Speakable

/// `stepper` (§6, ST1–ST6): a label, the value and its bounds and step, wrapping, autorepeat,
/// continuous, and whether it is one adjustable element or two buttons. Impossible numbers are
/// one error at the key that makes them so.
struct StepperKind: ElementDescriptor {
    let key = "stepper"
    let keys = ["label", "value", "min", "max", "step", "wraps", "autorepeat", "continuous", "exposure"]

    func decode(_ entry: KindEntry, identifiers: inout [String: Int]) throws -> Control {
        let defaults = try Stepper()
        let fields = entry.fields
        func number(_ key: String, _ fallback: DecimalValue) throws -> DecimalValue { try fields?.optional(key)?.decimal() ?? fallback }
        func flag(_ key: String, _ fallback: Bool) throws -> Bool { try fields?.optional(key)?.bool() ?? fallback }
        do {
            return try Stepper(
                entry.label,
                value: number("value", defaults.value),
                minimumValue: number("min", defaults.minimumValue),
                maximumValue: number("max", defaults.maximumValue),
                stepValue: number("step", defaults.stepValue),
                wraps: flag("wraps", defaults.wraps),
                autorepeat: flag("autorepeat", defaults.autorepeat),
                isContinuous: flag("continuous", defaults.isContinuous),
                exposure: fields?.optional("exposure")?.choice(Stepper.Exposure.self) ?? .adjustable,
                attributes: entry.attributes).control
        } catch let error as StepperError {
            throw (fields?.optional(Self.documentKey(error.field)) ?? entry.node).error(error.message(naming: Self.documentKey))
        }
    }

    func encode(_ control: Control) -> [(key: String, value: DocumentValue)]? {
        guard case .stepper(let c) = control else { return nil }
        var fields: [(key: String, value: DocumentValue)] = []
        FieldWriting.text("label", c.label, into: &fields)
        fields += [("value", FieldWriting.number(c.value)), ("min", FieldWriting.number(c.minimumValue)),
                   ("max", FieldWriting.number(c.maximumValue)), ("step", FieldWriting.number(c.stepValue)),
                   ("wraps", .bool(c.wraps)), ("autorepeat", .bool(c.autorepeat)), ("continuous", .bool(c.isContinuous)),
                   ("exposure", .string(c.exposure.rawValue))]
        return fields
    }

    /// The document's name for a stepper's field.
    static func documentKey(_ field: StepperError.Field) -> String {
        switch field {
        case .value: "value"
        case .minimumValue: "min"
        case .maximumValue: "max"
        case .stepValue: "step"
        }
    }
}
