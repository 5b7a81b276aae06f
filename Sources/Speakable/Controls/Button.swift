/// A button (UIKit's `UIButton`), spoken `Save. Button.`
///
/// ```swift
/// Button("Save").hint("Saves the file.")   // "Save. Button. Saves the file."
/// ```
public struct Button: LabelControl, ElementRepresentable {
    /// The traits that make an element this kind.
    public static let kindTraits: AccessibilityTraits = .button
    /// What the button is called.
    public var label: String
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates the button with a label.
    public init(_ label: String, attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.attributes = attributes
    }

    /// This button as a ``Control``.
    public var control: Control { .button(self) }
}
