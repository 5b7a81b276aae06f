/// A piece of custom content an element offers (UIKit's `AXCustomContent`): spoken only on
/// request, announced as `More Content Available.` (X1).
///
/// ```swift
/// CustomContent(label: "Sent", value: "9:41")
/// ```
public struct CustomContent: Hashable, Sendable {
    /// What the content is.
    public var label: String
    /// Its value.
    public var value: String

    /// Creates custom content.
    ///
    /// ```swift
    /// CustomContent(label: "Size", value: "2 MB")
    /// ```
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
