import Speakable

/// How a prompt ended.
///
/// ```swift
/// switch try await TerminalPrompt.run(.stepper(stepper)) {
/// case .value(let stepper): print(stepper.value)
/// case .cancelled: exit(1)
/// default: break
/// }
/// ```
public enum PromptOutcome: Hashable, Sendable {
    /// A button other than cancel was chosen; the result holds its title and the text fields'
    /// values (secure ones stay `SecureText`).
    case chose(AlertResult)
    /// A stepper's value was accepted.
    case value(Stepper)
    /// Text was entered.
    case text(AlertResult.FieldValue)
    /// A button or link of a screen was activated.
    case activated(AccessibilityElement)
    /// Cancel, Escape, or the end of input.
    case cancelled
    /// Ctrl-C.
    case interrupted

    /// The exit status a command-line tool gives it: 0, 1 for cancel, 130 for Ctrl-C (as gum).
    ///
    /// ```swift
    /// PromptOutcome.cancelled.exitStatus   // 1
    /// ```
    public var exitStatus: Int32 {
        switch self {
        case .chose, .value, .text, .activated: 0
        case .cancelled: 1
        case .interrupted: 130
        }
    }
}
