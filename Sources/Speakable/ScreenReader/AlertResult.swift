/// How an alert or action sheet was dismissed: the button chosen and the text fields' values,
/// handed to the code that presented it (A7). Secure values stay ``SecureText``.
///
/// ```swift
/// reader.perform(.activate)
/// if let result = reader.alertResults.last, !result.isCancel {
///     print(result.buttonTitle, result.textFieldValues.first ?? .plain(""))
/// }
/// ```
public struct AlertResult: Hashable, Sendable {
    /// A text field's value.
    public enum FieldValue: Hashable, Sendable {
        /// A plain field's text.
        case plain(String)
        /// A secure field's characters, which never print themselves.
        case secure(SecureText)
    }

    /// The title of the button chosen (the cancel title for cancel and escape).
    public var buttonTitle: String
    /// The button's index in the alert's `buttons`, or `nil` for cancel, escape or dismissal.
    public var buttonIndex: Int?
    /// The text fields' values, in order.
    public var textFieldValues: [FieldValue]

    /// Whether the alert was cancelled (cancel button, escape, or a popover dismissed).
    public var isCancel: Bool { buttonIndex == nil }

    /// Creates a result.
    ///
    /// ```swift
    /// AlertResult(buttonTitle: "Delete", buttonIndex: 0, textFieldValues: [])
    /// ```
    public init(buttonTitle: String, buttonIndex: Int?, textFieldValues: [FieldValue]) {
        self.buttonTitle = buttonTitle
        self.buttonIndex = buttonIndex
        self.textFieldValues = textFieldValues
    }
}
