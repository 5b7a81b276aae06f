import Speakable

/// How espeak-ng speaks a locale: the `espeak.*` lines of its voice file, which the core carries
/// without reading and this module interprets.
///
/// ```swift
/// let settings = try EspeakSettings(for: .builtIn(.ru))
/// settings.voiceName   // "ru"
/// settings.rate        // 175
/// ```
public struct EspeakSettings: Hashable, Sendable {
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

    /// The settings a voice file gives; every one but the variant is required.
    ///
    /// ```swift
    /// try EspeakSettings(for: .builtIn(.zhHans)).voiceName   // "cmn-latn-pinyin"
    /// ```
    /// - Throws: ``SpeechError/invalidVoiceSettings(_:)`` naming a missing or malformed setting.
    public init(for voice: Voice) throws {
        let settings = voice.engineSettings
        let file = "\(voice.locale.rawValue).voice"
        func text(_ key: String) throws -> String {
            guard let value = settings["espeak." + key] else {
                throw SpeechError.invalidVoiceSettings("\(file): missing 'espeak.\(key)'")
            }
            return value
        }
        func number(_ key: String) throws -> Int {
            guard let value = Int(try text(key)) else {
                throw SpeechError.invalidVoiceSettings("\(file): 'espeak.\(key)' must be a whole number")
            }
            return value
        }
        voiceName = try text("voice")
        variant = settings["espeak.variant"]
        rate = try number("rate")
        pitch = try number("pitch")
        range = try number("range")
        volume = try number("volume")
    }
}
