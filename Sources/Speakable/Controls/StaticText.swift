/// Static text (UIKit's `UILabel`), spoken as written: `Hello.`
///
/// ```swift
/// StaticText("Hello")   // "Hello."
/// ```
public struct StaticText: AccessibleControl, Hashable {
    /// What the static text is called.
    public var label: String
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates a static text with a label.
    ///
    /// ```swift
    /// StaticText("Hello")   // "Hello."
    /// ```
    public init(_ label: String, attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.attributes = attributes
    }

    /// This static text as a ``Control``.
    public var control: Control { .staticText(self) }
}

extension StaticText: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement {
        attributes.element(label: AccessibilityLabel(label), traits: .staticText, path: path)
    }
}
