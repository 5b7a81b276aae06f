/// The words the screen reader adds in one locale, and how that locale is spoken.
///
/// Loaded from a file of the package's `Voices/` folder (the only place these words live):
/// trait words (`Button`), hints (`Double tap to edit.`), the alert role word, the cancel title,
/// punctuation (`。` in Chinese), the decimal separator, plural forms of the character count,
/// and the espeak-ng voice settings.
///
/// ```swift
/// let voice = try Voice.builtIn(.ru)
/// voice.traitWords.button           // "Кнопка"
/// voice.characterCount(5)           // "5 символов"
/// voice.punctuation.decimal         // ","
/// ```
public struct Voice: Hashable, Sendable {
    /// How sentences and values are punctuated.
    public struct Punctuation: Hashable, Sendable {
        /// Ends a sentence: `.` or `。`.
        public var sentenceEnd: String
        /// Joins a label and its value: `: ` or `：`.
        public var labelValue: String
        /// Joins the sentences of an utterance: a space.
        public var wordSeparator: String
        /// The decimal separator of stepper values: `.` or `,`.
        public var decimal: String
    }

    /// The word each spoken trait adds, without its sentence end (phrasing spec D3, D5).
    public struct TraitWords: Hashable, Sendable {
        /// `Selected`, prefixed to the core (D3).
        public var selected: String
        /// `Dimmed` (notEnabled).
        public var notEnabled: String
        /// `Button`.
        public var button: String
        /// `Text Field`.
        public var textField: String
        /// `Secure Text Field`.
        public var secureTextField: String
        /// `Is editing`.
        public var isEditing: String
        /// `Heading` (the header trait).
        public var header: String
        /// `Link`.
        public var link: String
        /// `Adjustable`.
        public var adjustable: String
        /// `Image`.
        public var image: String
        /// `Search Field`.
        public var searchField: String
    }

    /// Hints the screen reader adds (H2, H3).
    public struct Hints: Hashable, Sendable {
        /// For an adjustable element with no hint of its own.
        public var adjustable: String
        /// For an adjustable element with a hint; `{hint}` is the app's hint without its period.
        public var adjustableAfterAppHint: String
        /// For a text field that is not being edited.
        public var edit: String
    }

    /// Other words the screen reader and its controls add (phrasing spec §11).
    public struct Words: Hashable, Sendable {
        /// `Alert`, the role word of an alert's announcement (A3).
        public var alert: String
        /// `Cancel`, the default cancel button title (A1).
        public var cancel: String
        /// `Login`, the login field's placeholder (A2).
        public var login: String
        /// `Password`, the password field's placeholder (A2).
        public var password: String
        /// `Undo `, before an undo action's name (U2).
        public var undoPrefix: String
        /// `Redo `, before a redo action's name (U2).
        public var redoPrefix: String
        /// `Dismiss popup`, a popover's last stop (P3, P4).
        public var dismissPopup: String
        /// `Decrement`, a stepper's first button (ST4).
        public var decrement: String
        /// `Increment`, a stepper's second button (ST4).
        public var increment: String
        /// `space`, a typed space (T3).
        public var space: String
    }

    /// The espeak-ng voice and its default prosody.
    public struct SpeechSettings: Hashable, Sendable {
        /// The espeak-ng voice name (`en-us`, `ru`, `cmn-latn-pinyin`).
        public var voiceName: String
        /// A variant from `Voices/` (its `<name>.variant` file) or espeak-ng's own, if any.
        public var variant: String?
        /// Words per minute.
        public var rate: Int
        /// Base pitch, 0–99.
        public var pitch: Int
        /// Pitch range, 0–99.
        public var range: Int
        /// Volume, 0–200 (100 is normal).
        public var volume: Int
    }

    /// The locale this voice speaks.
    public var locale: SpeechLocale
    /// The language's own name for itself.
    public var name: String
    /// Punctuation and separators.
    public var punctuation: Punctuation
    /// Trait words.
    public var traitWords: TraitWords
    /// Hints.
    public var hints: Hints
    /// Other words.
    public var words: Words
    /// How espeak-ng speaks this locale.
    public var speech: SpeechSettings
    /// Picks the plural form of a count.
    public var pluralRule: PluralRule
    /// The character-count forms by CLDR category; `{n}` is the count.
    public var characterCountForms: [String: String]

    /// A secure field's character count in words: `1 character`, `5 символов`, `3个字符` (S2, S4).
    ///
    /// ```swift
    /// try Voice.builtIn(.en).characterCount(1)   // "1 character"
    /// ```
    public func characterCount(_ count: Int) -> String {
        let form = characterCountForms[pluralRule.category(for: count)] ?? characterCountForms["other"] ?? "{n}"
        // Split by hand rather than with Foundation: this runs for every secure field rendered.
        guard let placeholder = form.range(of: "{n}") else { return form }
        return form[..<placeholder.lowerBound] + String(count) + form[placeholder.upperBound...]
    }
}
