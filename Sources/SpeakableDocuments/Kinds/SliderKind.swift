import Speakable

/// `slider` (K2): a label, a value and its bounds (default 0 to 1).
struct SliderKind: ElementDescriptor {
    let key = "slider"
    let keys = ["label", "value", "min", "max"]

    func decode(_ entry: KindEntry, identifiers: inout [String: Int]) throws -> Control {
        let fields = entry.fields
        func number(_ key: String, _ fallback: DecimalValue) throws -> DecimalValue { try fields?.optional(key)?.decimal() ?? fallback }
        do {
            return try Slider(entry.label, value: number("value", 0), minimumValue: number("min", 0), maximumValue: number("max", 1),
                              attributes: entry.attributes).control
        } catch let error as StepperError {
            throw (fields?.optional(StepperKind.documentKey(error.field)) ?? entry.node).error(error.message(naming: StepperKind.documentKey))
        }
    }

    func encode(_ control: Control) -> [(key: String, value: DocumentValue)]? {
        guard case .slider(let c) = control else { return nil }
        var fields: [(key: String, value: DocumentValue)] = []
        FieldWriting.text("label", c.label, into: &fields)
        fields += [("value", FieldWriting.number(c.value)), ("min", FieldWriting.number(c.minimumValue)), ("max", FieldWriting.number(c.maximumValue))]
        return fields
    }
}
