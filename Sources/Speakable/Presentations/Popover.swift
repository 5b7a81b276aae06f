/// A popover (UIKit's `UIPopoverPresentationController`): controls in a bubble anchored to a
/// source element, modal, with `Dismiss popup. Button.` as its last stop (P4).
///
/// ```swift
/// Popover(source: "font") {
///     Button("Bold")
///     Button("Italic")
/// }
/// ```
public struct Popover: Hashable, Sendable {
    /// The identifier of the element the popover points at; required in a regular width.
    public var source: String?
    /// The controls in the popover, in reading order.
    public var elements: [Control]

    /// Creates a popover from a list of controls.
    ///
    /// ```swift
    /// Popover(source: "font", elements: [Button("Bold").control])
    /// ```
    public init(source: String? = nil, elements: [Control]) {
        self.source = source
        self.elements = elements
    }

    /// Creates a popover with a builder.
    ///
    /// ```swift
    /// Popover(source: "font") { Button("Bold") }
    /// ```
    public init(source: String? = nil, @ControlBuilder _ content: () throws -> [Control]) rethrows {
        self.init(source: source, elements: try content())
    }
}
