import Speakable

/// A yes-or-no question: an alert with the voice's Yes and No (`confirm`).
///
/// ```swift
/// var question = Confirmation("Delete the branch?")
/// question.defaultAnswer = false   // focus starts on No
/// ```
public struct Confirmation: Hashable, Sendable {
    /// The question: the alert's title.
    public var question: String
    /// More words under it: the alert's message.
    public var message: String?
    /// The answer the focus starts on (Enter gives it at once).
    public var defaultAnswer: Bool
    /// The yes button's title (gum's `--affirmative`); `nil`: the voice's Yes.
    public var affirmative: String?
    /// The no button's title (gum's `--negative`); `nil`: the voice's No.
    public var negative: String?

    /// Creates a question.
    ///
    /// ```swift
    /// Confirmation("Continue?", defaultAnswer: true)
    /// ```
    public init(_ question: String, message: String? = nil, defaultAnswer: Bool = true) {
        self.question = question
        self.message = message
        self.defaultAnswer = defaultAnswer
    }

    /// The alert: Yes (button 0) then No (button 1), in the voice's words, as gum lays them out.
    var alert: Alert {
        var yes = AlertAction(affirmative ?? ""), no = AlertAction(negative ?? "")
        if affirmative == nil { yes.prefix = .promptYes }
        if negative == nil { no.prefix = .promptNo }
        return Alert(title: question, message: message, cancelButton: .none, buttons: [yes, no])
    }
}
