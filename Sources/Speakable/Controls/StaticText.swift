/// Static text (UIKit's `UILabel`), spoken as written: `Hello.`
///
/// ```swift
/// StaticText("Hello")   // "Hello."
/// ```
public struct StaticText: LabelControl, ElementRepresentable {
    /// The traits that make an element this kind.
    public static let kindTraits: AccessibilityTraits = .staticText
    /// What the static text is called.
    public var label: String
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates the static text with a label.
    public init(_ label: String, attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.attributes = attributes
    }

    /// This static text as a ``Control``.
    public var control: Control { .staticText(self) }
}
