import Speakable

/// Somewhere speech is heard: ``DirectSpeech`` (libespeak-ng streamed to the sound server) or
/// ``SpeechDispatcher`` (the user's speech server, beside their screen reader).
///
/// ```swift
/// if let output = try SpeechRoute.auto.open() {
///     try await output.speak(utterances, voice: english, priority: .text)
/// }
/// ```
public protocol SpeechOutput: Sendable {
    /// Speaks utterances in order, sounds as earcons, and returns when they have been heard.
    /// Cancelling the task silences them at once. `adjust` changes each utterance's settings
    /// (`--rate` and the like).
    func speak(_ utterances: [Utterance], voice: Voice, priority: SpeechPriority,
               adjust: @Sendable (inout SpeechUtterance) -> Void) async throws
}

extension SpeechOutput {
    /// Speaks utterances (at ``SpeechPriority/text`` unless told) with the voice's own settings.
    ///
    /// ```swift
    /// try await output.speak(utterances, voice: english)
    /// ```
    public func speak(_ utterances: [Utterance], voice: Voice, priority: SpeechPriority = .text) async throws {
        try await speak(utterances, voice: voice, priority: priority, adjust: { _ in })
    }
}
