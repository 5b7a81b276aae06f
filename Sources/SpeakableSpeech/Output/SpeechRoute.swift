import FoundationEssentials

/// Where speech is heard: the user's speech-dispatcher (beside their screen reader), directly
/// through libespeak-ng and the sound server, or nowhere.
///
/// ```swift
/// let route = try SpeechRoute(environment: ProcessInfo.processInfo.environment) ?? .auto
/// if let output = try route.open() { try await output.speak(utterances, voice: english) }
/// ```
public enum SpeechRoute: String, Sendable, CaseIterable {
    /// speech-dispatcher when the session has one running, direct otherwise.
    case auto
    /// libespeak-ng in this process, streamed to PulseAudio (or to a player program).
    case direct
    /// The session's speech-dispatcher, started if need be.
    case speechDispatcher = "speech-dispatcher"
    /// Silent.
    case off

    /// The route `SPEAKABLE_SPEECH` names: `auto`, `direct`, `speech-dispatcher` or `off`, with
    /// `on`/`1`/`yes` meaning `auto` and `0`/`no` meaning `off`; `nil` when it is not set.
    ///
    /// ```swift
    /// try SpeechRoute(environment: ["SPEAKABLE_SPEECH": "speech-dispatcher"])   // .speechDispatcher
    /// ```
    /// - Throws: ``SpeechRouteError`` for any other value.
    public init?(environment: [String: String]) throws {
        guard let value = environment["SPEAKABLE_SPEECH"], !value.isEmpty else { return nil }
        switch value.lowercased() {
        case "on", "1", "yes": self = .auto
        case "0", "no": self = .off
        default:
            guard let route = SpeechRoute(rawValue: value.lowercased()) else { throw SpeechRouteError(value: value) }
            self = route
        }
    }

    /// Opens the output, or `nil` for ``off``.
    ///
    /// ```swift
    /// let output = try SpeechRoute.direct.open()   // throws SpeechError.noAudioDevice on a server
    /// ```
    /// - Throws: ``SpeechError/noAudioDevice`` when direct speech finds no sound server or
    ///   player, ``SpeechError/speechServerUnavailable(_:)`` when speech-dispatcher was asked for
    ///   and cannot be reached.
    public func open(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> (any SpeechOutput)? {
        switch self {
        case .off: return nil
        case .direct: return try DirectSpeech(environment: environment)
        case .speechDispatcher: return try SpeechDispatcher(autospawn: true)
        case .auto:
            // Only a speech-dispatcher that is already running: starting one would speak where
            // the user never chose it.
            if let speechDispatcher = try? SpeechDispatcher(autospawn: false) { return speechDispatcher }
            return try DirectSpeech(environment: environment)
        }
    }
}

/// A `SPEAKABLE_SPEECH` value that names no route.
///
/// ```swift
/// SpeechRouteError(value: "loud").description
/// ```
public struct SpeechRouteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value given.
    public var value: String
    /// One line naming the choices.
    public var description: String {
        "SPEAKABLE_SPEECH=\(value) is not a speech route: use auto, direct, speech-dispatcher or off"
    }
}
