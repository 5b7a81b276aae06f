/// A link, spoken `Terms of Service. Link.`
///
/// ```swift
/// Link("Terms of Service")   // "Terms of Service. Link."
/// ```
public struct Link: AccessibleControl, Hashable {
    /// What the link is called.
    public var label: String
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates a link with a label.
    ///
    /// ```swift
    /// Link("Terms of Service")   // "Terms of Service. Link."
    /// ```
    public init(_ label: String, attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.attributes = attributes
    }

    /// This link as a ``Control``.
    public var control: Control { .link(self) }
}

extension Link: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement {
        attributes.element(label: AccessibilityLabel(label), traits: .link, path: path)
    }
}
