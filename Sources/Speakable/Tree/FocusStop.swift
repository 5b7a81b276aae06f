/// A place the screen reader's focus can land: an element and what it stands for.
///
/// ```swift
/// let stops = AccessibilityTree(screen: screen).focusStops
/// stops.map(\.element.label)   // ["Settings", "Save"]
/// ```
public struct FocusStop: Hashable, Sendable {
    /// What is spoken when focus lands here.
    public var element: AccessibilityElement
    /// What activating or adjusting acts on.
    public var target: FocusTarget
    /// What the stop is, decided once when the tree is built (from its element's traits), not
    /// again each time it is spoken. A tab bar's context makes any item a tab when it speaks.
    public var role: AccessibilityRole
    /// The innermost container holding the stop, by index into
    /// ``AccessibilityTree/containers``; `nil` at the top level.
    public var container: Int?

    /// Creates a focus stop.
    ///
    /// ```swift
    /// FocusStop(element: AccessibilityElement(label: "OK", traits: .button), target: .alertButton(index: 0))
    /// ```
    public init(element: AccessibilityElement, target: FocusTarget, container: Int? = nil) {
        self.element = element
        self.target = target
        self.container = container
        self.role = element.role
    }
}
