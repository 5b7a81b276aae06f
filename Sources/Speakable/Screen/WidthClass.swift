/// The horizontal size class of a screen (UIKit's `UIUserInterfaceSizeClass`).
///
/// It decides how an action sheet is shown: sliding up in `compact`, as a popover in `regular`.
///
/// ```swift
/// let screen = Screen(width: .regular) { Button("Share").identifier("share") }
/// ```
public enum WidthClass: String, Hashable, Sendable, CaseIterable {
    /// iPhone portrait width (the default).
    case compact
    /// iPad full-screen width.
    case regular
}
