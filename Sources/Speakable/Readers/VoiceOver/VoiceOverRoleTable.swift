/// VoiceOver's role table: for each role, what a gesture can do on a stop of it.
///
/// ```swift
/// VoiceOverRoleTable.actions(of: AccessibilityElement(label: "Wi-Fi", traits: .switchButton), role: .switchButton)   // [.toggle]
/// ```
enum VoiceOverRoleTable {
    /// Traits a double tap hands to the app, whatever the role (a heading that is a button too).
    static let activatingTraits: AccessibilityTraits = [.button, .link, .backButton, .searchField, .keyboardKey]

    /// The actions of a stop: its role's row, none but its custom actions when dimmed (H4: a
    /// dimmed stop has no hint and a gesture on it is `[sound: unavailable]`).
    static func actions(of element: AccessibilityElement, role: AccessibilityRole) -> StopActions {
        var actions: StopActions = element.customActions.isEmpty ? [] : .custom
        guard !element.traits.contains(.notEnabled) else { return actions }
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
