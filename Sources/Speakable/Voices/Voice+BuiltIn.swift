extension Voice {
    /// The voice of a locale, from the package's `Voices/` folder, compiled into the binary
    /// (so it runs wherever it is copied). Each file is parsed once per process, when its locale
    /// is first used.
    ///
    /// ```swift
    /// let english = try Voice.builtIn(.en)
    /// english[.adjustable]   // "Adjustable"
    /// ```
    /// - Throws: ``VoiceError`` when the installed voice file is missing or damaged.
    public static func builtIn(_ locale: SpeechLocale) throws -> Voice {
        switch locale {
        case .en: try english.get()
        case .ru: try russian.get()
        case .zhHans: try chinese.get()
        }
    }

    // Each voice is parsed on its first use (a `static let` is initialised once, safely across
    // threads): a process that speaks one locale parses one file.
    private static let english = loadBuiltIn(.en)
    private static let russian = loadBuiltIn(.ru)
    private static let chinese = loadBuiltIn(.zhHans)

    private static func loadBuiltIn(_ locale: SpeechLocale) -> Result<Voice, VoiceError> {
        Result {
            let name = "\(locale.rawValue).voice"
            guard let text = EmbeddedVoiceFiles.files.first(where: { $0.name == name })?.text else {
                throw VoiceError(file: name, line: nil, reason: "is not compiled into Speakable (run scripts/generate-voices)")
            }
            let voice = try Voice(entries: VoiceFile.parse(text, named: name), file: name)
            guard voice.locale == locale else {
                throw VoiceError(file: name, line: nil, reason: "says it is '\(voice.locale.rawValue)'")
            }
            return voice
        }.mapError { $0 as! VoiceError }
    }
}
