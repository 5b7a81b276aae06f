import Foundation

extension Voice {
    /// Reads a voice from a file in the format of the package's `Voices/` folder.
    ///
    /// ```swift
    /// let voice = try Voice(contentsOf: URL(fileURLWithPath: "Voices/en.voice"))
    /// ```
    /// - Throws: ``VoiceError`` for a malformed file or a missing word.
    public init(contentsOf url: URL) throws {
        let name = url.lastPathComponent
        guard let data = FileManager.default.contents(atPath: url.path),
              let text = String(data: data, encoding: .utf8) else {
            throw VoiceError(file: name, line: nil, reason: "cannot be read as UTF-8 text")
        }
        try self.init(entries: VoiceFile.parse(text, named: name), file: name)
    }

    /// Builds a voice from parsed entries, requiring every key.
    init(entries: [String: String], file: String) throws {
        func word(_ key: String) throws -> String {
            guard let value = entries[key] else { throw VoiceError(file: file, line: nil, reason: "missing '\(key)'") }
            return value
        }
        func number(_ key: String) throws -> Int {
            guard let value = Int(try word(key)) else { throw VoiceError(file: file, line: nil, reason: "'\(key)' must be a whole number") }
            return value
        }
        guard let locale = SpeechLocale(rawValue: try word("locale")) else {
            throw VoiceError(file: file, line: nil, reason: "'locale' must be one of \(SpeechLocale.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let plural = PluralRule(rawValue: try word("plural")) else {
            throw VoiceError(file: file, line: nil, reason: "'plural' must be one of \(PluralRule.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let counts = entries.filter { $0.key.hasPrefix("count.") }
        guard counts["count.other"] != nil else { throw VoiceError(file: file, line: nil, reason: "missing 'count.other'") }
        self.init(
            locale: locale,
            name: try word("name"),
            punctuation: Punctuation(
                sentenceEnd: try word("punctuation.sentenceEnd"), labelValue: try word("punctuation.labelValue"),
                wordSeparator: try word("punctuation.wordSeparator"), decimal: try word("punctuation.decimal")),
            traitWords: TraitWords(
                selected: try word("trait.selected"), notEnabled: try word("trait.notEnabled"),
                button: try word("trait.button"), textField: try word("trait.textField"),
                secureTextField: try word("trait.secureTextField"), isEditing: try word("trait.isEditing"),
                header: try word("trait.header"), link: try word("trait.link"),
                adjustable: try word("trait.adjustable"), image: try word("trait.image"),
                searchField: try word("trait.searchField")),
            hints: Hints(
                adjustable: try word("hint.adjustable"), adjustableAfterAppHint: try word("hint.adjustableAfterAppHint"),
                edit: try word("hint.edit")),
            words: Words(
                alert: try word("role.alert"), cancel: try word("button.cancel"),
                login: try word("placeholder.login"), password: try word("placeholder.password"),
                undoPrefix: try word("undo.prefix"), redoPrefix: try word("redo.prefix"),
                dismissPopup: try word("popover.dismiss"), decrement: try word("stepper.decrement"),
                increment: try word("stepper.increment"), space: try word("echo.space")),
            speech: SpeechSettings(
                voiceName: try word("espeak.voice"), variant: entries["espeak.variant"], rate: try number("espeak.rate"), pitch: try number("espeak.pitch"),
                range: try number("espeak.range"), volume: try number("espeak.volume")),
            pluralRule: plural,
            characterCountForms: Dictionary(uniqueKeysWithValues: counts.map { (String($0.key.dropFirst(6)), $0.value) })
        )
    }
}
