/// Why speech could not be produced. Every case is a Swift error: a setup problem never ends the
/// host process.
///
/// ```swift
/// do { _ = try await Synthesizer.shared.render(utterance) }
/// catch let error as SpeechError { print(error) }
/// ```
public enum SpeechError: Error, Hashable, Sendable, CustomStringConvertible {
    /// libespeak-ng or its data could not be set up.
    case engineUnavailable(String)
    /// A voice name that is not safe to hand to libespeak-ng.
    case invalidVoiceName(String)
    /// libespeak-ng has no such voice.
    case voiceNotFound(String)
    /// A file of the user's could not be created or written (the path as the user gave it).
    case cannotCreateFile(path: String, reason: String)
    /// A voice file's `espeak.*` settings are missing or malformed.
    case invalidVoiceSettings(String)
    /// The text is longer than the limit.
    case textTooLong(characters: Int, limit: Int)
    /// The audio would be longer than the limit; synthesis was stopped.
    case durationLimitExceeded(seconds: Int)
    /// libespeak-ng reported an error.
    case synthesisFailed(code: Int)
    /// No audio device could be found for playback.
    case noAudioDevice
    /// Writing audio failed.
    case audioOutputFailed(String)
    /// speech-dispatcher could not be reached or refused a message.
    case speechServerUnavailable(String)

    /// One line saying what went wrong and what to do.
    public var description: String {
        switch self {
        case .engineUnavailable(let reason): "espeak-ng is not available: \(reason) (run scripts/setup)"
        case .invalidVoiceName(let name): "invalid voice name '\(name)': use letters, digits and hyphens, with an optional +variant (en-us, ru, en-us+f3)"
        case .voiceNotFound(let name): "espeak-ng has no voice '\(name)'"
        case .invalidVoiceSettings(let reason): "invalid voice settings: \(reason)"
        case .cannotCreateFile(let path, let reason): "cannot write \(path): \(reason)"
        case .textTooLong(let characters, let limit): "the text has \(characters) characters; the limit is \(limit)"
        case .durationLimitExceeded(let seconds): "the speech would last more than \(seconds) seconds; it was stopped"
        case .synthesisFailed(let code): "espeak-ng failed to synthesize (error \(code))"
        case .noAudioDevice: "no audio device found (PulseAudio, PipeWire or ALSA); use --wav FILE to write the speech to a file"
        case .audioOutputFailed(let reason): "audio output failed: \(reason)"
        case .speechServerUnavailable(let reason): "speech-dispatcher is not available: \(reason) (--speech direct speaks without it)"
        }
    }
}
