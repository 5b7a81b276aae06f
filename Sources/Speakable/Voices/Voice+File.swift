import FoundationEssentials

extension Voice {
    /// Reads a voice from a file in the format of the package's `Voices/` folder.
    ///
    /// ```swift
    /// let voice = try Voice(contentsOf: URL(fileURLWithPath: "Voices/en.voice"))
    /// ```
    /// - Throws: ``VoiceError`` for a malformed file, a missing word or an unknown key.
    public init(contentsOf url: URL) throws {
        let name = url.lastPathComponent
        guard let data = FileManager.default.contents(atPath: url.path),
              let text = String(data: data, encoding: .utf8) else {
            throw VoiceError(file: name, line: nil, reason: "cannot be read as UTF-8 text")
        }
        try self.init(entries: VoiceFile.parse(text, named: name), file: name)
    }

    /// Builds a voice from parsed entries: every required ``VoiceKey``, any `espeak.*` setting,
    /// and nothing else.
    init(entries: [String: String], file: String) throws {
        var words = [String](repeating: "", count: VoiceKey.allCases.count)
        var engineSettings: [String: String] = [:]
        for (key, value) in entries {
            if let known = VoiceKey.byFileKey[key] {
                if known.isNumber, Int(value) == nil {
                    throw VoiceError(file: file, line: nil, reason: "'\(key)' must be a whole number")
                }
                words[known.rawValue] = value
            } else if key.hasPrefix(VoiceKey.engineSettingPrefix) {
                engineSettings[key] = value
            } else {
                throw VoiceError(file: file, line: nil, reason: "unknown key '\(key)'\(Suggestion.hint(for: key, in: VoiceKey.allCases.map(\.fileKey)))")
            }
        }
        if let missing = VoiceKey.allCases.first(where: { $0.isRequired && entries[$0.fileKey] == nil }) {
            throw VoiceError(file: file, line: nil, reason: "missing '\(missing.fileKey)'")
        }
        guard let locale = SpeechLocale(rawValue: words[VoiceKey.locale.rawValue]) else {
            throw VoiceError(file: file, line: nil, reason: "'locale' must be one of \(SpeechLocale.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let plural = PluralRule(rawValue: words[VoiceKey.plural.rawValue]) else {
            throw VoiceError(file: file, line: nil, reason: "'plural' must be one of \(PluralRule.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.init(locale: locale, pluralRule: plural, words: words, engineSettings: engineSettings)
    }
}
