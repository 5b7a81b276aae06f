/// A heading (the `header` trait), spoken `Settings. Heading.`
///
/// ```swift
/// Heading("Settings")   // "Settings. Heading."
/// ```
public struct Heading: AccessibleControl, Hashable {
    /// What the heading is called.
    public var label: String
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates a heading with a label.
    ///
    /// ```swift
    /// Heading("Settings")   // "Settings. Heading."
    /// ```
    public init(_ label: String, attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.attributes = attributes
    }

    /// This heading as a ``Control``.
    public var control: Control { .heading(self) }
}

extension Heading: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement {
        attributes.element(label: AccessibilityLabel(label), traits: .header, path: path)
    }
}
