/// A secure text field (UIKit's `UITextField` with `isSecureTextEntry`).
///
/// Its characters never leave the process: it is spoken as a character count
/// (`Password: 3 characters. Secure Text Field.`), typing echoes a click, and every printed form
/// of the field shows `<secure text>`.
///
/// ```swift
/// SecureTextField("Password", text: "hunter2")
/// // "Password: 7 characters. Secure Text Field. Double tap to edit."
/// ```
public struct SecureTextField: AccessibleControl, Hashable {
    /// The accessibility label; may be empty.
    public var label: String
    /// Shown (and spoken) while the field is empty.
    public var placeholder: String
    /// The characters in the field, which never print themselves.
    public var text: SecureText
    /// Whether the field is being edited (it has the keyboard).
    public var isEditing: Bool
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates a secure text field.
    ///
    /// ```swift
    /// SecureTextField("Password", placeholder: "Required")
    /// ```
    public init(_ label: String = "", placeholder: String = "", text: SecureText = "", isEditing: Bool = false,
                attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.placeholder = placeholder
        self.text = text
        self.isEditing = isEditing
        self.attributes = attributes
    }

    /// This secure text field as a ``Control``.
    public var control: Control { .secureTextField(self) }
}

extension SecureTextField: ElementRepresentable {
    func accessibilityElement(voice: Voice, path: [Int]) -> AccessibilityElement {
        let (label, placeholderValue) = TextEntry.labelAndPlaceholderValue(
            label: label, placeholder: placeholder, isEmpty: text.isEmpty)
        let value: AccessibilityValue? = text.isEmpty
            ? (placeholderValue.isEmpty ? nil : .text(placeholderValue))
            : .secureCharacters(text.characterCount)
        return attributes.element(
            label: label, value: value,
            traits: isEditing ? [.secureTextField, .isEditing] : .secureTextField, path: path)
    }
}
