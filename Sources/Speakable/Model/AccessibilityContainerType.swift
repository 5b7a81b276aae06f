/// What kind of container a group of elements is (UIKit's `UIAccessibilityContainerType`, with
/// the tab bar and segmented control that UIKit marks by trait).
///
/// A container is a node of the tree, never a focus stop; the kinds decide the context words
/// its stops take (phrasing §17).
///
/// ```swift
/// Group("Recent", containerType: .list) { Button("Ann"); Button("Bob") }
/// // "Ann. Button. List Start.", "Bob. Button. List End."
/// ```
public enum AccessibilityContainerType: String, CaseIterable, Hashable, Sendable {
    /// A plain container: no words of its own. With a label it is a semantic group.
    case none
    /// A list: its first stop says `List Start.`, its last `List End.` (C2, C5).
    case list
    /// A landmark: its first stop says `Landmark.`, its last `End.` (C3, C5).
    case landmark
    /// A tab bar: every stop under it is a tab, `N of M` (C4).
    case tabBar
    /// A segmented control: every stop under it is a segment, `N of M`, keeping `Button.` (C4).
    case segmentedControl
    /// A data table: its stops are cells with a row and a column (C6).
    case dataTable
    /// A labelled semantic group: no words for its stops; the Containers rotor says its label
    /// (C7).
    case semanticGroup
}
