// VoiceOver's recipe table: for each role, the blocks that speak it, in order; for each
// presentation, the blocks that announce it. Data the generator is given through
// ``VoiceOverRules``; adding a role is one row here plus its words in `Voices/`.
enum VoiceOverRecipes {
    /// The blocks that speak a stop of a role when it gets focus.
    static func recipe(for role: AccessibilityRole) -> [FocusBlock] {
        switch role {
        case .button, .staticText, .heading, .link, .image, .searchField, .tab, .backButton, .other: described
        case .textField, .secureTextField: editable
        case .adjustable: adjustable
        case .switchButton: toggleable
        }
    }

    /// The blocks that speak a data table's cell (C6): the cell's core (headers, label, spans,
    /// row, column, value) in place of `selected` and `core`, then the role's other blocks.
    static func cellRecipe(for role: AccessibilityRole) -> [FocusBlock] {
        switch role {
        case .button, .staticText, .heading, .link, .image, .searchField, .tab, .backButton, .other: describedCell
        case .textField, .secureTextField: editableCell
        case .adjustable: adjustableCell
        case .switchButton: toggleableCell
        }
    }

    /// The blocks that announce a presentation when it appears (A3, P2).
    static func recipe(for presentation: Presentation) -> [AnnouncementBlock] {
        switch presentation {
        case .alert: [.roleWord(.alert), .title, .message]
        case .actionSheet: [.title, .message]
        case .popover: []
        }
    }

    private static let described: [FocusBlock] = [.selected, .core, .traitWords, .context, .available, .appHint]
    private static let editable: [FocusBlock] = [.selected, .core, .traitWords, .context, .available, .editHint]
    private static let adjustable: [FocusBlock] = [.selected, .core, .traitWords, .context, .available, .adjustHint]
    private static let toggleable: [FocusBlock] = [.selected, .core, .traitWords, .context, .available, .toggleHint]
    private static let describedCell = cell(of: described)
    private static let editableCell = cell(of: editable)
    private static let adjustableCell = cell(of: adjustable)
    private static let toggleableCell = cell(of: toggleable)

    private static func cell(of recipe: [FocusBlock]) -> [FocusBlock] {
        [.cell] + recipe.filter { $0 != .selected && $0 != .core }
    }
}

// The recipe table as the generator shows it (its documentation and tests ask it by role).
extension SpeechGenerator {
    /// The blocks VoiceOver speaks an element of a role with when it gets focus.
    ///
    /// ```swift
    /// SpeechGenerator.recipe(for: .textField)   // [.selected, .core, .traitWords, .context, .available, .editHint]
    /// ```
    public static func recipe(for role: AccessibilityRole) -> [FocusBlock] { VoiceOverRecipes.recipe(for: role) }

    /// The blocks VoiceOver speaks a data table's cell with (C6).
    ///
    /// ```swift
    /// SpeechGenerator.cellRecipe(for: .button)   // [.cell, .traitWords, .context, .available, .appHint]
    /// ```
    public static func cellRecipe(for role: AccessibilityRole) -> [FocusBlock] { VoiceOverRecipes.cellRecipe(for: role) }

    /// The blocks VoiceOver announces a presentation with when it appears.
    ///
    /// ```swift
    /// SpeechGenerator.recipe(for: .alert(Alert(title: "Saved")))   // [.roleWord(.alert), .title, .message]
    /// ```
    public static func recipe(for presentation: Presentation) -> [AnnouncementBlock] { VoiceOverRecipes.recipe(for: presentation) }
}
