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
    /// A text field: type and edit, then accept the text. A secure field shows bullets and
    /// speaks none.
    case input(TextInput)
    /// A list: choose one item, or several (``ChoiceList/limit``); with
    /// ``ChoiceList/filters``, type to narrow it first.
    case choose(ChoiceList)
    /// A yes-or-no question.
    case confirm(Confirmation)
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
        case .input(let input):
            return Screen(elements: [input.control])
        case .choose:
            return Screen(elements: [])
        case .confirm(let confirmation):
            var screen = Screen(elements: [])
            try? screen.present(.alert(confirmation.alert))
            return screen
        case .screen(let screen):
            return screen
        }
    }

    /// What the prompt answers when its timeout passes: its default where it has one (as gum
    /// does), else ``PromptOutcome/timedOut``.
    ///
    /// ```swift
    /// Prompt.confirm(Confirmation("Go?", defaultAnswer: false)).answerOnTimeout   // .confirmed(false)
    /// ```
    public var answerOnTimeout: PromptOutcome {
        switch self {
        case .confirm(let confirmation): return .confirmed(confirmation.defaultAnswer)
        case .input(let input) where !input.value.isEmpty:
            return .text(input.isSecure ? .secure(SecureText(input.value)) : .plain(input.value))
        case .choose(let list):
            let wanted = Set(list.selected)
            let chosen = wanted.isEmpty ? [] : list.items.filter { wanted.contains($0) }.prefix(list.limit)
            return chosen.isEmpty ? .timedOut : .items(Array(chosen))
        default: return .timedOut
        }
    }

    /// Whether the answer may hold a secure field's characters (a secure input, or an alert
    /// with a secure field), which a caller gets only when it captures standard output.
    ///
    /// ```swift
    /// Prompt.input(TextInput(label: "Password", isSecure: true)).asksForSecureText   // true
    /// ```
    public var asksForSecureText: Bool {
        switch self {
        case .input(let input): input.isSecure
        case .alert(let alert): alert.style == .secureTextInput || alert.style == .loginAndPasswordInput
        case .stepper, .choose, .confirm: false
        case .screen(let screen):
            if case .alert(let alert)? = screen.topPresentation {
                alert.style == .secureTextInput || alert.style == .loginAndPasswordInput
            } else { false }
        }
    }

    /// Why there is nothing to choose, or `nil` when there is something: an alert with no
    /// button (or every one dimmed), a screen with no enabled button or link.
    ///
    /// ```swift
    /// Prompt.alert(Alert(title: "Hi", cancelButton: .none)).nothingToChoose   // "the alert has no button to choose"
    /// ```
    public var nothingToChoose: String? {
        func check(_ alert: Alert) -> String? {
            let order = alert.buttonLayoutOrder
            if order.isEmpty { return "the alert has no button to choose" }
            if !order.contains(where: { $0.map { alert.buttons[$0].isEnabled } ?? true }) { return "every button of the alert is dimmed" }
            return nil
        }
        switch self {
        case .alert(let alert): return check(alert)
        case .input, .stepper, .confirm: return nil
        case .choose(let list): return list.items.isEmpty ? "the list has no items" : nil
        case .screen(let screen):
            if case .alert(let alert)? = screen.topPresentation { return check(alert) }
            if screen.topPresentation != nil { return nil }
            let stops = AccessibilityTree(screen: screen).focusStops
            let choosable = stops.contains { $0.actions.contains(.activate) && $0.isEnabled }
            return choosable ? nil : "the screen has no enabled button or link to choose"
        }
    }
}
