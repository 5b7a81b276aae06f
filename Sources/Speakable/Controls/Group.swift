/// A container of controls (a view with `isAccessibilityElement` off).
///
/// Its children are focus stops in reading order. The group itself is a stop only when it has a
/// label and no focusable children.
///
/// ```swift
/// Group("Shipping") {
///     TextField("Street")
///     TextField("City")
/// }
/// ```
public struct Group: AccessibleControl, Hashable {
    /// The container's label, spoken only when it has no focusable children.
    public var label: String
    /// The controls inside, in reading order.
    public var children: [Control]
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates a group from a list of controls.
    ///
    /// ```swift
    /// Group("Shipping", children: [TextField("Street").control])
    /// ```
    public init(_ label: String = "", children: [Control], attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.children = children
        self.attributes = attributes
    }

    /// Creates a group with a builder.
    ///
    /// ```swift
    /// Group("Shipping") { TextField("Street") }
    /// ```
    public init(_ label: String = "", @ControlBuilder _ content: () throws -> [Control]) rethrows {
        self.init(label, children: try content())
    }

    /// This group as a ``Control``.
    public var control: Control { .group(self) }
}

extension Group: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement {
        var element = attributes.element(label: AccessibilityLabel(label), traits: [], path: path)
        element.isAccessibilityElement = false
        element.children = children.enumerated().map { index, child in
            child.accessibilityElement(path: path + [index])
        }
        return element
    }
}
