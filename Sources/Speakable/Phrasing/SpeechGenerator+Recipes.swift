// The recipe table: for each role, the blocks that speak it, in order. Adding a role is one row
// here plus its words in `Voices/`.
extension SpeechGenerator {
    /// The blocks that speak an element of a role when it gets focus.
    ///
    /// ```swift
    /// SpeechGenerator.recipe(for: .textField)   // [.selected, .core, .traitWords, .context, .available, .editHint]
    /// ```
    public static func recipe(for role: AccessibilityRole) -> [FocusBlock] {
        switch role {
        case .button, .staticText, .heading, .link, .image, .searchField, .tab, .backButton, .other: described
        case .textField, .secureTextField: editable
        case .adjustable: adjustable
        case .switchButton: toggleable
        }
    }

    /// The blocks that speak a data table's cell (C6): the cell's core (headers, label, spans,
    /// row, column, value) in place of `selected` and `core`, then the role's other blocks.
    ///
    /// ```swift
    /// SpeechGenerator.cellRecipe(for: .button)   // [.cell, .traitWords, .context, .available, .appHint]
    /// ```
    public static func cellRecipe(for role: AccessibilityRole) -> [FocusBlock] {
        [.cell] + recipe(for: role).filter { $0 != .selected && $0 != .core }
    }

    /// The blocks that announce a presentation when it appears.
    ///
    /// ```swift
    /// SpeechGenerator.recipe(for: .alert(Alert(title: "Saved")))   // [.roleWord(.alert), .title, .message]
    /// ```
    public static func recipe(for presentation: Presentation) -> [AnnouncementBlock] {
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
}
