import Speakable

extension AuditRule {
    /// `placeholder-only`: a text field with no label of its own, named only by its placeholder.
    ///
    /// ```swift
    /// // TextField("", placeholder: "Email") → "Text field is named only by its placeholder: …"
    /// ```
    public static let placeholderOnly = AuditRule(
        id: "placeholder-only", category: .sufficientElementDescription, severity: .warning, needsFrames: false,
        summary: "A text field is named only by its placeholder.",
        help: "Give the field a label: the placeholder goes away once something is typed, and the field's name with it."
    ) { screen in
        screen.elements.indices.compactMap { index in
            // A text entry's element always has its entry trait (`TextEntryControl.entryTrait`):
            // the control of any other stop is not looked up (a task audits each layer it walks).
            guard !screen.elements[index].traits.isDisjoint(with: [.textField, .secureTextField]),
                  screen.control(of: index)?.isNamedOnlyByPlaceholder == true else { return nil }
            return .init(stop: index, message: screen.message(.auditPlaceholderOnly))
        }
    }
}
