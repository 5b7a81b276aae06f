/// A navigation bar's back button: `Settings. Back Button.` (K5).
///
/// Its label is the previous screen's title; a label that is the locale's `Back` is not
/// spoken (`Back Button.`).
///
/// ```swift
/// BackButton("Settings")   // "Settings. Back Button."
/// BackButton("Back")       // "Back Button."
/// ```
public struct BackButton: LabelControl, ElementRepresentable {
    /// The traits that make an element this kind.
    public static let kindTraits: AccessibilityTraits = [.button, .backButton]
    /// The previous screen's title, or `Back`.
    public var label: String
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates a back button.
    public init(_ label: String, attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.attributes = attributes
    }

    /// This back button as a ``Control``.
    public var control: Control { .backButton(self) }
}
