import Speakable

/// The text field of an `input` prompt: its label, placeholder, text to start with, and limits.
///
/// ```swift
/// var name = TextInput(label: "Name", placeholder: "Ann Smith")
/// name.value = "Ann"          // pre-filled; the cursor starts at its end
/// name.characterLimit = 40    // typing past it is refused with a tone
/// ```
public struct TextInput: Hashable, Sendable {
    /// What is entered: the field's label.
    public var label: String
    /// Shown (dim) and spoken while the field is empty.
    public var placeholder: String
    /// A secure field: bullets on screen, clicks in speech.
    public var isSecure: Bool
    /// The text the field starts with.
    public var value: String
    /// The most characters the field takes, if limited.
    public var characterLimit: Int?

    /// Creates a text input.
    ///
    /// ```swift
    /// TextInput(label: "PIN", isSecure: true)
    /// ```
    public init(label: String, placeholder: String = "", isSecure: Bool = false, value: String = "", characterLimit: Int? = nil) {
        self.label = label
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.value = value
        self.characterLimit = characterLimit
    }

    /// The field as a control of the prompt's screen, holding `text`.
    func control(text: String) -> Control {
        if isSecure {
            var field = SecureTextField(label, placeholder: placeholder)
            field.setText(text)
            return field.control
        }
        var field = TextField(label, placeholder: placeholder)
        field.setText(text)
        return field.control
    }

    /// The field as it starts.
    var control: Control { control(text: value) }
}
