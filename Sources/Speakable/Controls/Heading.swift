/// A heading (the `header` trait), spoken `Settings. Heading.`
///
/// ```swift
/// Heading("Settings")   // "Settings. Heading."
/// ```
public struct Heading: LabelControl, ElementRepresentable {
    /// The traits that make an element this kind.
    public static let kindTraits: AccessibilityTraits = .header
    /// What the heading is called.
    public var label: String
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates the heading with a label.
    public init(_ label: String, attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.attributes = attributes
    }

    /// This heading as a ``Control``.
    public var control: Control { .heading(self) }
}
