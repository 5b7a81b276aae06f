import Speakable

/// A question asked in the terminal: what the user sees, hears and answers.
///
/// ```swift
/// let prompt = Prompt.alert(Alert(title: "Delete File?", buttons: ["Delete"]))
/// let outcome = try await TerminalPrompt.run(prompt)
/// ```
public enum Prompt: Sendable {
    /// An alert: choose a button (and fill its text fields).
    case alert(Alert)
    /// A stepper: adjust, then accept the value.
    case stepper(Stepper)
    /// A text field: type, then accept the text. A secure field shows bullets and speaks none.
    case input(label: String, placeholder: String = "", isSecure: Bool = false)
    /// A whole screen (a document's frontmost presentation, or its controls): activate a
    /// button or link, or choose a button of what is presented.
    case screen(Screen)

    /// The screen the prompt's screen reader moves through.
    var screen: Screen {
        switch self {
        case .alert(let alert):
            var screen = Screen(elements: [])
            try? screen.present(.alert(alert))
            return screen
        case .stepper(let stepper):
            return Screen(elements: [stepper.control])
        case .input(let label, let placeholder, let isSecure):
            let field = isSecure ? SecureTextField(label, placeholder: placeholder).control : TextField(label, placeholder: placeholder).control
            return Screen(elements: [field])
        case .screen(let screen):
            return screen
        }
    }
}
