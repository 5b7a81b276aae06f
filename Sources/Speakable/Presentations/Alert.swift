/// An alert (UIKit's `UIAlertController` with the `.alert` style, and the text-field styles of
/// `UIAlertView`).
///
/// Spoken on appearance as `Alert. <title> <message>` (A3); its focus stops are the title, the
/// message, the text fields, then the buttons in UIKit's layout order (A4). It is modal.
///
/// ```swift
/// let alert = Alert(title: "Delete File?", message: "This cannot be undone.", buttons: ["Delete"])
/// // "Alert. Delete File? This cannot be undone."
/// var login = Alert(title: "Sign In", style: .loginAndPasswordInput, buttons: ["Sign In"])
/// login.setText("ann", ofTextFieldAt: 0)
/// ```
public struct Alert: Hashable, Sendable {
    /// Which text fields an alert has (UIKit's `UIAlertView.Style`).
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// No text fields.
        case `default`
        /// One plain text field.
        case plainTextInput
        /// One secure text field.
        case secureTextInput
        /// A plain field (placeholder `Login`) and a secure one (placeholder `Password`).
        case loginAndPasswordInput

        /// How many text fields the style has.
        ///
        /// ```swift
        /// Alert.Style.loginAndPasswordInput.textFieldCount   // 2
        /// ```
        public var textFieldCount: Int {
            switch self {
            case .default: 0
            case .plainTextInput, .secureTextInput: 1
            case .loginAndPasswordInput: 2
            }
        }
    }

    /// The title, spoken after `Alert.`
    public var title: String?
    /// The message, spoken after the title.
    public var message: String?
    /// Which text fields the alert has.
    public let style: Style
    /// The cancel button.
    public var cancelButton: CancelButton
    /// The other buttons, in the order they were added.
    public var buttons: [AlertAction]
    /// The text fields the style adds (``TextField`` or ``SecureTextField`` controls). A
    /// login field's and a password field's empty placeholder is spoken as the locale's
    /// `Login` and `Password`.
    public var textFields: [Control]
    /// For the shake-to-undo alert, what each button does (see ``undoAlert(for:)``).
    package var undoRoles: [UndoRole] = []

    /// Creates an alert.
    ///
    /// ```swift
    /// Alert(title: "Rename", style: .plainTextInput, buttons: ["Rename"])
    /// ```
    public init(title: String? = nil, message: String? = nil, style: Style = .default,
                cancelButton: CancelButton = .standard, buttons: [AlertAction] = []) {
        self.title = title
        self.message = message
        self.style = style
        self.cancelButton = cancelButton
        self.buttons = buttons
        switch style {
        case .default: textFields = []
        case .plainTextInput: textFields = [TextField().control]
        case .secureTextInput: textFields = [SecureTextField().control]
        case .loginAndPasswordInput: textFields = [TextField().control, SecureTextField().control]
        }
    }

    /// Puts text into a text field, as the user or the app would (a secure field keeps it
    /// secret).
    ///
    /// ```swift
    /// var alert = Alert(title: "Unlock", style: .secureTextInput)
    /// alert.setText("hunter2", ofTextFieldAt: 0)   // spoken "7 characters. Secure Text Field."
    /// ```
    /// - Precondition: `index` is a text field of the style.
    public mutating func setText(_ text: String, ofTextFieldAt index: Int) {
        guard textFields[index].updateTextEntry({ $0.setText(text) }) != nil else {
            preconditionFailure("an alert's text fields are text fields")
        }
    }

    /// The buttons in UIKit's layout order, each as its index in ``buttons`` (`nil` for
    /// cancel): with exactly two buttons the cancel button is first (left); otherwise the other
    /// buttons come in order and the cancel button last (bottom) (A4).
    ///
    /// ```swift
    /// Alert(title: "Delete?", buttons: ["Delete"]).buttonLayoutOrder   // [nil, 0]
    /// ```
    public var buttonLayoutOrder: [Int?] {
        let others: [Int?] = Array(buttons.indices)
        guard cancelButton != .none else { return others }
        return others.count == 1 ? [nil] + others : others + [nil]
    }
}
