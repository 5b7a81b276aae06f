import Speakable

extension AuditRule {
    /// `label-style`: a button or link label that ends in a period, or is over 40 characters.
    ///
    /// ```swift
    /// // Button("Save.") → "Label ends in a period: …"
    /// ```
    public static let labelStyle = AuditRule(
        id: "label-style", category: .speakable, severity: .note, needsFrames: false,
        summary: "A button or link label ends in a period or is over 40 characters.",
        help: "A label is a name, not a sentence: short, with no final period."
    ) { screen in
        screen.elements.indices.compactMap { index in
            let element = screen.elements[index]
            guard screen.tree.focusStops[index].actions.contains(.activate), element.label.word == nil else { return nil }
            let label = element.label.text
            if label.hasSuffix("."), !label.hasSuffix("...") { return .init(stop: index, message: screen.message(.auditLabelPeriod)) }
            if label.count > 40 { return .init(stop: index, message: screen.message(.auditLabelLength, ["count": String(label.count)])) }
            return nil
        }
    }
}
