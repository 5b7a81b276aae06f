/// A button of an alert or action sheet (UIKit's `UIAlertAction`).
///
/// ```swift
/// let delete: AlertAction = "Delete"
/// let send = AlertAction("Send", isEnabled: false)   // "Send. Dimmed. Button."
/// ```
public struct AlertAction: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The button's title.
    public var title: String
    /// A disabled button is spoken `Dimmed.` and does nothing.
    public var isEnabled: Bool
    /// A voice word said before the title (the shake alert's `Undo `), if any.
    package var prefix: VoiceKey?

    /// Creates a button.
    ///
    /// ```swift
    /// AlertAction("Delete")
    /// ```
    public init(_ title: String, isEnabled: Bool = true) {
        self.title = title
        self.isEnabled = isEnabled
    }

    /// The button's label: the prefix word, if any, then the title.
    ///
    /// ```swift
    /// AlertAction("Delete").label   // "Delete"
    /// ```
    public var label: AccessibilityLabel { AccessibilityLabel(word: prefix, text: title) }

    /// A button from a literal title.
    ///
    /// ```swift
    /// let buttons: [AlertAction] = ["Mail", "Messages"]
    /// ```
    public init(stringLiteral title: String) { self.init(title) }
}
