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
    /// Items of a list were chosen (`choose`, `filter`), in the list's order.
    case items([String])
    /// A yes-or-no question was answered (`confirm`): exit 0 for yes, 1 for no.
    case confirmed(Bool)
    /// Cancel, Escape, or the end of input.
    case cancelled
    /// Ctrl-C.
    case interrupted
    /// No answer before the timeout, and no default to give (exit 124, as gum and timeout(1)).
    case timedOut

    /// The exit status a command-line tool gives it: 0, 1 for cancel, 130 for Ctrl-C (as gum).
    ///
    /// ```swift
    /// PromptOutcome.cancelled.exitStatus   // 1
    /// ```
    public var exitStatus: Int32 {
        switch self {
        case .chose, .value, .text, .activated, .items: 0
        case .confirmed(let yes): yes ? 0 : 1
        case .cancelled: 1
        case .interrupted: 130
        case .timedOut: 124
        }
    }
}
