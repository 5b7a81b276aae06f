import FoundationEssentials
import Speakable

/// Speech made here by libespeak-ng and heard through the sound server: streamed block by block
/// to PulseAudio (or PipeWire's PulseAudio service) as it is synthesized, so the first sound
/// follows the request within milliseconds. Where no PulseAudio server answers, a whole track is
/// handed to the sound system's player program (`pw-play`, `aplay`) instead.
///
/// ```swift
/// let direct = try DirectSpeech()
/// try await direct.speak(utterances, voice: english, priority: .text, adjust: { $0.rate = 250 })
/// ```
public final class DirectSpeech: SpeechOutput {
    private enum Player: Sendable {
        case stream(PulseAudioStream)
        case process(PlaybackSink)
    }

    private let player: Player

    /// Opens the sound server, or finds a player program.
    ///
    /// `SPEAKABLE_AUDIO=player` always uses a player program (the design before streaming,
    /// kept for comparison); `SPEAKABLE_AUDIO=none` says there is no device.
    ///
    /// - Throws: ``SpeechError/noAudioDevice`` when there is neither.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        if environment["SPEAKABLE_AUDIO"] == "none" { throw SpeechError.noAudioDevice }
        if environment["SPEAKABLE_AUDIO"] != "player", AudioDevice.hasPulseAudioServer(environment: environment),
           let stream = try? PulseAudioStream(server: environment["PULSE_SERVER"]) {
            player = .stream(stream)
        } else if let device = AudioDevice.detect(environment: environment) {
            player = .process(PlaybackSink(device: device))
        } else {
            throw SpeechError.noAudioDevice
        }
    }

    /// Whether audio streams to the sound server as it is made (rather than through a player
    /// program, a whole track at a time).
    public var streams: Bool {
        if case .stream = player { true } else { false }
    }

    /// Speaks the utterances; `priority` has no meaning here (nothing else shares this voice).
    public func speak(_ utterances: [Utterance], voice: Voice, priority: SpeechPriority,
                      adjust: @Sendable (inout SpeechUtterance) -> Void) async throws {
        switch player {
        case .stream(let stream):
            try await SpeechTrack.play(utterances, voice: voice, on: stream, adjust: adjust)
        case .process(let sink):
            let track = try await SpeechTrack.render(utterances, voice: voice, adjust: adjust)
            try Task.checkCancellation()
            try await sink.play(track.samples, sampleRate: track.sampleRate)
        }
    }
}
