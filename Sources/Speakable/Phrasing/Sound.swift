/// A sound the screen reader plays instead of speaking (phrasing spec §10).
///
/// Transcripts show sounds as their own line: `[sound: boundary]`.
///
/// ```swift
/// Sound.boundary.transcriptLine   // "[sound: boundary]"
/// ```
public enum Sound: String, Hashable, Sendable, CaseIterable, Codable {
    /// Focus cannot move further, or a value is at its bound.
    case boundary
    /// The action is not available here.
    case unavailable
    /// A keystroke in a secure field.
    case click

    /// How the sound appears in a transcript.
    public var transcriptLine: String { "[sound: \(rawValue)]" }
}
