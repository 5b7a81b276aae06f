/// How an alert or action sheet was dismissed: which button was chosen and the text fields'
/// values, handed to the code that presented it (A7). It names the button, never a word of the
/// voice: the standard cancel button is `.cancel(title: nil)` in every locale. Secure values
/// stay ``SecureText``.
///
/// ```swift
/// reader.perform(.activate)
/// if let result = reader.alertResults.last, case .app(let index, let title) = result.button {
///     print(index, title, result.textFieldValues.first ?? .plain(""))
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

    /// Which button dismissed the alert or sheet.
    public enum Button: Hashable, Sendable {
        /// The cancel button (or escape): `nil` for the standard one, or the title the app gave.
        case cancel(title: String?)
        /// A popover's `Dismiss popup` region (an action sheet shown as a popover).
        case dismissPopup
        /// One of the app's buttons: its index in the alert's `buttons` and its title.
        case app(index: Int, title: String)
    }

    /// The button chosen.
    public var button: Button
    /// The text fields' values, in order.
    public var textFieldValues: [FieldValue]

    /// The chosen button's index in the alert's `buttons`, or `nil` for cancel, escape or
    /// dismissal.
    ///
    /// ```swift
    /// AlertResult(button: .app(index: 0, title: "Delete"), textFieldValues: []).buttonIndex   // 0
    /// ```
    public var buttonIndex: Int? {
        if case .app(let index, _) = button { return index }
        return nil
    }

    /// Whether the alert was cancelled (cancel button, escape, or a popover dismissed).
    ///
    /// ```swift
    /// AlertResult(button: .cancel(title: nil), textFieldValues: []).isCancel   // true
    /// ```
    public var isCancel: Bool { buttonIndex == nil }

    /// Creates a result.
    ///
    /// ```swift
    /// AlertResult(button: .app(index: 0, title: "Delete"), textFieldValues: [])
    /// ```
    public init(button: Button, textFieldValues: [FieldValue]) {
        self.button = button
        self.textFieldValues = textFieldValues
    }
}
