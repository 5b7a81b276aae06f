/// A voice libespeak-ng knows, as `espeak_ListVoices` describes it.
///
/// ```swift
/// let voices = try await Synthesizer.shared.voices()
/// voices.first { $0.identifier.hasSuffix("/ru") }?.languages   // ["ru"]
/// ```
public struct EspeakVoiceInfo: Hashable, Sendable {
    /// The voice's given name (`Russian`).
    public var name: String
    /// Its file within `espeak-ng-data/voices` (`zle/ru`).
    public var identifier: String
    /// The languages it speaks, most preferred first (`ru`, `ru-ru`).
    public var languages: [String]

    /// Whether a name given by a user (`ru`, `Russian`, `zle/ru`) selects this voice, as
    /// `espeak_SetVoiceByName` would.
    ///
    /// ```swift
    /// EspeakVoiceInfo(name: "Russian", identifier: "zle/ru", languages: ["ru"]).answers(to: "ru")   // true
    /// ```
    public func answers(to requested: String) -> Bool {
        let requested = requested.lowercased()
        return name.lowercased() == requested || identifier.lowercased() == requested
            || identifier.split(separator: "/").last.map { $0.lowercased() == requested } == true
            || languages.contains { $0.lowercased() == requested }
    }
}
