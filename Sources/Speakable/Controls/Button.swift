/// A button (UIKit's `UIButton`), spoken `Save. Button.`
///
/// ```swift
/// Button("Save").hint("Saves the file.")   // "Save. Button. Saves the file."
/// ```
public struct Button: AccessibleControl, Hashable {
    /// What the button is called.
    public var label: String
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates a button with a label.
    ///
    /// ```swift
    /// Button("Save").hint("Saves the file.")   // "Save. Button. Saves the file."
    /// ```
    public init(_ label: String, attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.attributes = attributes
    }

    /// This button as a ``Control``.
    public var control: Control { .button(self) }
}

extension Button: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement {
        attributes.element(label: AccessibilityLabel(label), traits: .button, path: path)
    }
}
