/// VoiceOver's role table: for each role, what a gesture can do on a stop of it.
///
/// ```swift
/// VoiceOverRoleTable.actions(of: AccessibilityElement(label: "Wi-Fi", traits: .switchButton), role: .switchButton)   // [.toggle]
/// ```
enum VoiceOverRoleTable {
    /// Traits a double tap hands to the app, whatever the role (a heading that is a button too).
    static let activatingTraits: AccessibilityTraits = [.button, .link, .backButton, .searchField, .keyboardKey]

    /// The actions of a stop: its role's row, and `custom` when it offers custom actions. A
    /// dimmed stop offers what its role offers (it is still a slider), but a gesture on it is
    /// `[sound: unavailable]` and it says no hint (H4): see ``FocusStop/isEnabled``.
    static func actions(of element: AccessibilityElement, role: AccessibilityRole) -> StopActions {
        var actions: StopActions = element.customActions.isEmpty ? [] : .custom
        switch role {
        case .textField, .secureTextField: actions.insert(.edit)
        case .switchButton: actions.insert(.toggle)
        case .adjustable: actions.insert(.adjust)
        case .tab: actions.formUnion([.activate, .select])
        case .button, .link, .backButton, .searchField, .staticText, .heading, .image, .other:
            if !element.traits.isDisjoint(with: activatingTraits) { actions.insert(.activate) }
        }
        return actions
    }
}
