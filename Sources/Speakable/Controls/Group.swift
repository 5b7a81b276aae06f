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
    /// What kind of container it is: a plain group, a list (C2) or a landmark (C3).
    public var containerType: AccessibilityContainerType
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates a group from a list of controls.
    ///
    /// ```swift
    /// Group("Shipping", children: [TextField("Street").control])
    /// ```
    public init(_ label: String = "", containerType: AccessibilityContainerType = .none, children: [Control],
                attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.containerType = containerType
        self.children = children
        self.attributes = attributes
    }

    /// Creates a group with a builder.
    ///
    /// ```swift
    /// Group("Shipping") { TextField("Street") }
    /// ```
    public init(_ label: String = "", containerType: AccessibilityContainerType = .none,
                @ControlBuilder _ content: () throws -> [Control]) rethrows {
        self.init(label, containerType: containerType, children: try content())
    }

    /// This group as a ``Control``.
    public var control: Control { .group(self) }
}

extension Group: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement {
        var element = attributes.element(label: AccessibilityLabel(label), traits: [], path: path)
        element.isAccessibilityElement = false
        element.containerType = containerType
        element.children = children.enumerated().map { index, child in
            child.accessibilityElement(path: path + [index])
        }
        return element
    }
}
