/// A link, spoken `Terms of Service. Link.`
///
/// ```swift
/// Link("Terms of Service")   // "Terms of Service. Link."
/// ```
public struct Link: LabelControl, ElementRepresentable {
    /// The traits that make an element this kind.
    public static let kindTraits: AccessibilityTraits = .link
    /// What the link is called.
    public var label: String
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates the link with a label.
    public init(_ label: String, attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.attributes = attributes
    }

    /// This link as a ``Control``.
    public var control: Control { .link(self) }
}
