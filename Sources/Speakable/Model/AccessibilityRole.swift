/// What kind of thing a focus stop is, for choosing the recipe that speaks it.
///
/// A role follows from the element's traits, in one place (``init(traits:)``), so that an
/// element from a document, a capture or the Swift API is spoken by the same recipe whatever
/// built it. `SpeechGenerator.recipe(for:)` gives each role to the blocks that speak it.
///
/// ```swift
/// AccessibilityRole(traits: [.button, .notEnabled])   // .button
/// AccessibilityRole(traits: .secureTextField)         // .secureTextField
/// ```
public enum AccessibilityRole: String, CaseIterable, Hashable, Sendable {
    /// A button.
    case button
    /// Text that cannot change.
    case staticText
    /// A heading.
    case heading
    /// A link.
    case link
    /// An image.
    case image
    /// A search field.
    case searchField
    /// A text field.
    case textField
    /// A secure text field.
    case secureTextField
    /// An adjustable element (a stepper shown as one element, a slider).
    case adjustable
    /// A switch (K1).
    case switchButton
    /// An item of a tab bar (K4).
    case tab
    /// A navigation bar's back button (K5).
    case backButton
    /// Anything else: an element with only a label, a value, or traits that add no role.
    case other

    /// The role of an element with these traits. Text entry comes first (a search field that
    /// edits text, or a text view, is edited like a text field), then switches, adjustable
    /// elements, tabs and back buttons, then the kinds that only add a word.
    ///
    /// ```swift
    /// AccessibilityRole(traits: [.adjustable, .button])   // .adjustable
    /// ```
    public init(traits: AccessibilityTraits) {
        self = if traits.contains(.secureTextField) { .secureTextField }
            else if traits.contains(.textField) { .textField }
            else if traits.contains(.switchButton) { .switchButton }
            else if traits.contains(.adjustable) { .adjustable }
            else if traits.contains(.tabBarItem) { .tab }
            else if traits.contains(.backButton) { .backButton }
            else if traits.contains(.searchField) { .searchField }
            else if traits.contains(.header) { .heading }
            else if traits.contains(.link) { .link }
            else if traits.contains(.image) { .image }
            else if traits.contains(.button) { .button }
            else if traits.contains(.staticText) { .staticText }
            else { .other }
    }
}
