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
        var yes = AlertAction(""), no = AlertAction("")
        yes.prefix = .promptYes
        no.prefix = .promptNo
        return Alert(title: question, message: message, cancelButton: .none, buttons: [yes, no])
    }
}
