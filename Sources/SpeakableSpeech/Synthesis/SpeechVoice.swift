import Speakable

/// An espeak-ng voice name, checked before it reaches the library.
///
/// libespeak-ng 1.51 aborts the whole process on a variant name of 37 characters or more, and
/// caps names at 59; only short names of letters, digits and hyphens are accepted here.
///
/// ```swift
/// let voice = try SpeechVoice("en-us", variant: "steady")   // "en-us+steady"
/// let russian = try SpeechVoice(for: .builtIn(.ru))          // the voice file's voice
/// ```
public struct SpeechVoice: Hashable, Sendable, CustomStringConvertible {
    /// The voice (`en-us`, `ru`, `cmn-latn-pinyin`).
    public let name: String
    /// The variant (`steady`, `f3`), if any.
    public let variant: String?

    /// Validates a voice name and variant: 1–24 characters each, of `a-z`, `0-9` and `-`.
    /// `cmn` and `zh` are taken as `cmn-latn-pinyin`: 1.51's `cmn` reads hanzi as English pinyin.
    ///
    /// ```swift
    /// try SpeechVoice("EN-US")   // en-us
    /// try SpeechVoice("en+" + String(repeating: "x", count: 40))   // throws: SpeechError.invalidVoiceName
    /// ```
    public init(_ name: String, variant: String? = nil) throws {
        var name = name.lowercased(), variant = variant?.lowercased()
        if variant == nil, let plus = name.firstIndex(of: "+") {
            variant = String(name[name.index(after: plus)...])
            name = String(name[..<plus])
        }
        guard Self.isValidPart(name), variant.map(Self.isValidPart) ?? true else {
            throw SpeechError.invalidVoiceName(name + (variant.map { "+" + $0 } ?? ""))
        }
        self.name = ["cmn", "zh", "zh-cmn", "zh-hans"].contains(name) ? "cmn-latn-pinyin" : name
        self.variant = variant
    }

    /// The voice a locale's voice file names.
    ///
    /// ```swift
    /// try SpeechVoice(for: .builtIn(.zhHans)).name   // "cmn-latn-pinyin"
    /// ```
    public init(for voice: Voice) throws {
        let settings = try EspeakSettings(for: voice)
        try self.init(settings.voiceName, variant: settings.variant)
    }

    /// `name+variant`, as libespeak-ng takes it.
    public var description: String { name + (variant.map { "+" + $0 } ?? "") }

    private static func isValidPart(_ part: String) -> Bool {
        (1...24).contains(part.count) && part.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" }
    }
}
