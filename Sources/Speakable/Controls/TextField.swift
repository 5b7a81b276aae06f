/// A text field (UIKit's `UITextField`).
///
/// With no label, the placeholder serves as the label while the field is empty (T1); an empty
/// field with a label and a placeholder speaks the placeholder as its value (T2).
///
/// ```swift
/// TextField("Email", placeholder: "name@example.com")
/// // "Email: name@example.com. Text Field. Double tap to edit."
/// TextField("Name", text: "Ann")   // "Name: Ann. Text Field. Double tap to edit."
/// ```
public struct TextField: AccessibleControl, Hashable {
    /// The accessibility label; may be empty.
    public var label: String
    /// Shown (and spoken) while the field is empty.
    public var placeholder: String
    /// The text in the field.
    public var text: String
    /// Whether the field is being edited (it has the keyboard).
    public var isEditing: Bool
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates a text field.
    ///
    /// ```swift
    /// TextField("Name", placeholder: "Your name", text: "Ann")
    /// ```
    public init(_ label: String = "", placeholder: String = "", text: String = "", isEditing: Bool = false,
                attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.placeholder = placeholder
        self.text = text
        self.isEditing = isEditing
        self.attributes = attributes
    }

    /// This text field as a ``Control``.
    public var control: Control { .textField(self) }
}

extension TextField: ElementRepresentable {
    func accessibilityElement(voice: Voice, path: [Int]) -> AccessibilityElement {
        let (label, placeholderValue) = TextEntry.labelAndPlaceholderValue(
            label: label, placeholder: placeholder, isEmpty: text.isEmpty)
        let value = text.isEmpty ? placeholderValue : SpokenText.clean(text)
        return attributes.element(
            label: label, value: value.isEmpty ? nil : .text(value),
            traits: isEditing ? [.textField, .isEditing] : .textField, path: path)
    }
}

/// The label and placeholder rules that plain and secure text fields share (T1, T2).
enum TextEntry {
    /// The label to speak, and the placeholder to speak as the value (empty when none).
    static func labelAndPlaceholderValue(label: String, placeholder: String, isEmpty: Bool) -> (label: String, placeholderValue: String) {
        guard isEmpty else { return (label, "") }
        if label.isEmpty { return (placeholder, "") }
        return (label, SpokenText.clean(placeholder))
    }
}
