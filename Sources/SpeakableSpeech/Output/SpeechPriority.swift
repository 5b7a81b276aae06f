/// How urgent speech is, in speech-dispatcher's terms (its SSIP priorities), so that speech
/// beside the user's own screen reader never talks over it: Orca speaks at `message`, which
/// cuts off `text` and `notification`.
///
/// ```swift
/// try await output.speak(utterances, voice: english, priority: .text)
/// ```
public enum SpeechPriority: Int32, Sendable, CaseIterable {
    /// Errors: spoken at once, never interrupted. Rarely used.
    case important = 1
    /// Waits for the user's screen reader, cancels pending text (what Orca itself uses).
    case message = 2
    /// A prompt's speech: waits behind the screen reader, and each new one cuts off the last.
    case text = 3
    /// Sounds and chatter: cut off by anything else.
    case notification = 4
    /// Progress reports (a long command's "still working"): cut off by anything else, though
    /// speech-dispatcher speaks the last of a series, so an outcome is never lost.
    case progress = 5
}
