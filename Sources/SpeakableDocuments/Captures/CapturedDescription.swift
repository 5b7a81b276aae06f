/// A capture's own description of one focus stop (AccessibilitySnapshot's `description`).
///
/// ```swift
/// let described = CapturedDescription(line: 12, text: "Quantity: 3. Adjustable.")
/// ```
public struct CapturedDescription: Hashable, Sendable {
    /// The line of the element in the capture.
    public var line: Int
    /// What the capturing tool says VoiceOver says; `nil` when the capture gives nothing.
    public var text: String?

    /// A description at a line.
    public init(line: Int, text: String?) {
        self.line = line
        self.text = text
    }
}
