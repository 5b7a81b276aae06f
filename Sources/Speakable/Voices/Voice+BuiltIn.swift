import Foundation

extension Voice {
    /// The voice of a locale, from the package's `Voices/` folder. Files are read once per
    /// process.
    ///
    /// ```swift
    /// let english = try Voice.builtIn(.en)
    /// english[.adjustable]   // "Adjustable"
    /// ```
    /// - Throws: ``VoiceError`` when the installed voice file is missing or damaged.
    public static func builtIn(_ locale: SpeechLocale) throws -> Voice {
        try builtInVoices[locale]!.get()
    }

    /// Every built-in voice, loaded on first use (a `static let` is initialised once, safely
    /// across threads).
    private static let builtInVoices: [SpeechLocale: Result<Voice, VoiceError>] = {
        Dictionary(uniqueKeysWithValues: SpeechLocale.allCases.map { locale in
            (locale, Result {
                guard let url = Bundle.module.url(forResource: locale.rawValue, withExtension: "voice") else {
                    throw VoiceError(file: "\(locale.rawValue).voice", line: nil, reason: "is not installed with Speakable's resources")
                }
                let voice = try Voice(contentsOf: url)
                guard voice.locale == locale else {
                    throw VoiceError(file: url.lastPathComponent, line: nil, reason: "says it is '\(voice.locale.rawValue)'")
                }
                return voice
            }.mapError { $0 as! VoiceError })
        })
    }()
}
