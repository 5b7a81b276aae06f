/// An action sheet (UIKit's `UIAlertController` with the `.actionSheet` style).
///
/// In a compact width it slides up from the bottom: its announcement is the title and message
/// (no role word) and its stops are the title, message, buttons and cancel last (P2). In a
/// regular width it is shown as a popover anchored to a source element, without its cancel
/// button and with `Dismiss popup. Button.` last (P3).
///
/// ```swift
/// ActionSheet(title: "Share", message: "Choose a target", buttons: ["Mail", "Messages"], source: "share")
/// ```
public struct ActionSheet: Hashable, Sendable {
    /// The title.
    public var title: String?
    /// The message.
    public var message: String?
    /// The cancel button, hidden when the sheet is shown as a popover.
    public var cancelButton: CancelButton
    /// The other buttons, in order.
    public var buttons: [AlertAction]
    /// The identifier of the element the sheet points at; required in a regular width.
    public var source: String?

    /// Creates an action sheet.
    ///
    /// ```swift
    /// ActionSheet(title: "Photo", buttons: ["Take Photo", "Choose Photo"])
    /// ```
    public init(title: String? = nil, message: String? = nil, cancelButton: CancelButton = .standard,
                buttons: [AlertAction] = [], source: String? = nil) {
        self.title = title
        self.message = message
        self.cancelButton = cancelButton
        self.buttons = buttons
        self.source = source
    }
}
