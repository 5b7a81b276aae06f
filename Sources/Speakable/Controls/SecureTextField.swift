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
public struct SecureTextField: Hashable {
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

extension SecureTextField: TextEntryControl {
    public var isEmpty: Bool { text.isEmpty }
    public var fieldValue: AlertResult.FieldValue { .secure(text) }
    public var enteredValue: AccessibilityValue { .secureCharacters(text.characterCount) }
    public var entryTrait: AccessibilityTraits { .secureTextField }
    public mutating func setText(_ text: String) { self.text = SecureText(text) }

    public mutating func insert(_ text: String) -> [KeyEcho] {
        self.text.append(text)
        return text.map { _ in .hidden }
    }

    public mutating func deleteBackward() -> KeyEcho? {
        guard !text.isEmpty else { return nil }
        text.removeLast()
        return .hidden
    }
}

extension SecureTextField: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement { textEntryElement(path: path) }
}
