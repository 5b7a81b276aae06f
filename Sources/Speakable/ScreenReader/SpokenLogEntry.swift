/// What one command (or the start of a session, or an app notification) made the screen reader
/// say, in order.
///
/// ```swift
/// let entry = reader.log.entries.last!
/// entry.cause        // .command(.next)
/// entry.output.map(\.text)   // ["Delete. Button."]
/// ```
public struct SpokenLogEntry: Hashable, Sendable {
    /// What caused the output.
    public enum Cause: Hashable, Sendable {
        /// The session started: the initial utterance.
        case start
        /// A gesture. A `type` into a secure field is recorded with one `•` per character, never
        /// the text.
        case command(ScreenReaderCommand)
        /// A stepper button held for a number of repeats (``ScreenReader/hold(repeats:)``).
        case hold(repeats: Int)
        /// The app posted an announcement or a screen-changed or layout-changed notification,
        /// or presented something.
        case app
    }

    /// What caused the output.
    public var cause: Cause
    /// The utterances and sounds, in order.
    public var output: [Utterance]

    /// Creates an entry.
    ///
    /// ```swift
    /// SpokenLogEntry(cause: .start, output: [])
    /// ```
    public init(cause: Cause, output: [Utterance]) {
        self.cause = cause
        self.output = output
    }
}
