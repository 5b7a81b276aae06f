/// The counts TalkBack says in the plural form of the locale (F§10 plurals): a password's
/// characters, a list's items, a grid's rows and columns.
///
/// ```swift
/// TalkBackPart(kind: .state, .count(.characters, 5)).text(in: try .builtIn(.ru))   // "5 символов"
/// ```
public enum TalkBackCount: Hashable, Sendable, CaseIterable {
    /// `%1$d characters` (`template_password_character_count`).
    case characters
    /// `%1$d items` (`template_list_total_count`).
    case items
    /// `%1$d rows` (`template_list_row_count`).
    case rows
    /// `%1$d columns` (`template_list_column_count`).
    case columns

    /// The key of a plural form told as a value: phrasing picks one for every list it enters,
    /// and comparing the category's name cost more than filling the words.
    func key(for form: PluralRule.Form) -> VoiceKey {
        switch (self, form) {
        case (.characters, .one): .talkBackCharactersOne
        case (.characters, .few): .talkBackCharactersFew
        case (.characters, .many): .talkBackCharactersMany
        case (.items, .one): .talkBackItemsOne
        case (.items, .few): .talkBackItemsFew
        case (.items, .many): .talkBackItemsMany
        case (.rows, .one): .talkBackRowsOne
        case (.rows, .few): .talkBackRowsFew
        case (.rows, .many): .talkBackRowsMany
        case (.columns, .one): .talkBackColumnsOne
        case (.columns, .few): .talkBackColumnsFew
        case (.columns, .many): .talkBackColumnsMany
        case (_, .other): otherKey
        }
    }

    /// The `other` form, which every voice has.
    var otherKey: VoiceKey {
        switch self {
        case .characters: .talkBackCharactersOther
        case .items: .talkBackItemsOther
        case .rows: .talkBackRowsOther
        case .columns: .talkBackColumnsOther
        }
    }
}
