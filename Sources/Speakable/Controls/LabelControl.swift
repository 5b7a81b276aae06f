/// A kind that is a label and its traits and nothing else: a button, static text, a heading,
/// an image, a link, a back button. Each such kind is its traits, its case of ``Control`` and
/// the few lines that store a label; how it becomes an element is written here once.
///
/// ```swift
/// Heading.kindTraits                     // .header
/// Heading("Settings").label              // "Settings"
/// ```
public protocol LabelControl: AccessibleControl, Hashable {
    /// The traits that make an element this kind (a control's attributes add theirs).
    static var kindTraits: AccessibilityTraits { get }
    /// What the control is called.
    var label: String { get set }
    /// Creates the control with a label.
    init(_ label: String, attributes: ControlAttributes)
}

extension LabelControl {
    /// The label with the kind's traits and the attributes applied.
    func accessibilityElement(path: [Int]) -> AccessibilityElement {
        attributes.element(label: AccessibilityLabel(label), traits: Self.kindTraits, path: path)
    }
}

extension Control {
    /// The control as a label kind, if it is one.
    ///
    /// ```swift
    /// (Heading("Settings").control.labelControl as? Heading)?.label   // "Settings"
    /// ```
    public var labelControl: (any LabelControl)? { base as? any LabelControl }
}
