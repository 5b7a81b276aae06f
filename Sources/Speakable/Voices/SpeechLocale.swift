/// A locale the screen reader speaks: each has one file in the package's `Voices/` folder.
///
/// ```swift
/// SpeechLocale(rawValue: "zh-Hans")   // .zhHans
/// SpeechLocale.ru.rawValue            // "ru"
/// ```
public enum SpeechLocale: String, CaseIterable, Hashable, Sendable, Codable {
    /// English (the default).
    case en
    /// Russian.
    case ru
    /// Simplified Chinese.
    case zhHans = "zh-Hans"
}
