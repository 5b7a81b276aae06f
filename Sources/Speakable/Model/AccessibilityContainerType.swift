/// What kind of container a group of elements is (UIKit's `UIAccessibilityContainerType`).
///
/// ```swift
/// Group("Recent", containerType: .list) { Button("Ann"); Button("Bob") }
/// // "Ann. Button. List Start.", "Bob. Button. List End."
/// ```
public enum AccessibilityContainerType: String, CaseIterable, Hashable, Sendable {
    /// A plain container: no words of its own.
    case none
    /// A list: its first stop says `List Start.`, its last `List End.` (C2).
    case list
    /// A landmark: its first stop says `Landmark.`, its last `End.` (C3).
    case landmark
}
