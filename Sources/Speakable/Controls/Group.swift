/// A container of controls (a view with `isAccessibilityElement` off).
///
/// Its children are focus stops in reading order. The group itself is a stop only when it has a
/// label and no focusable children. With a label and children it is a semantic group (C7): it
/// adds no words, and the Containers rotor says its label. With a container type it is that
/// container: a list, landmark, tab bar, segmented control or data table (§17).
///
/// ```swift
/// Group("Shipping") {
///     TextField("Street")
///     TextField("City")
/// }
/// ```
public struct Group: AccessibleControl, Hashable {
    /// The container's label: spoken as a stop when it has no focusable children, and by the
    /// Containers rotor when it has (C7, RO2).
    public var label: String
    /// The controls inside, in reading order.
    public var children: [Control]
    /// What kind of container it is: a plain group, a list (C2) or a landmark (C3), or any kind
    /// of §17.
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
        // C7: a labelled group is a semantic group; an unlabelled one is no container at all.
        element.containerType = containerType == .none && !element.label.isEmpty ? .semanticGroup : containerType
        element.children = children.enumerated().map { index, child in
            child.accessibilityElement(path: path + [index])
        }
        return element
    }
}
