/// Every utterance and sound of a screen-reader session, with what caused it: the recorder
/// tests read, in the spirit of swift-log's in-memory handler.
///
/// ```swift
/// var reader = try ScreenReader(screen: screen, voice: .builtIn(.en))
/// reader.perform(.next)
/// reader.log.utterances.map(\.text)   // everything said so far
/// print(reader.log.transcript)        // the text transcript of phrasing spec §12
/// ```
public struct SpokenLog: Hashable, Sendable {
    /// The entries, oldest first.
    public private(set) var entries: [SpokenLogEntry] = []

    /// Creates an empty log.
    ///
    /// ```swift
    /// var log = SpokenLog()
    /// ```
    public init() {}

    /// Records what a cause produced.
    ///
    /// ```swift
    /// log.record(.command(.next), output: utterances)
    /// ```
    public mutating func record(_ cause: SpokenLogEntry.Cause, output: [Utterance]) {
        if isRecording { entries.append(SpokenLogEntry(cause: cause, output: output)) }
    }

    /// Whether ``record(_:output:)`` keeps what it is given: a session whose caller keeps what
    /// each gesture returns (a task's walk, its copies of a session for trying a gesture) keeps
    /// no second record of it (issue 34).
    package var isRecording = true

    /// Every utterance and sound, in order.
    ///
    /// ```swift
    /// reader.log.utterances.last?.text
    /// ```
    public var utterances: [Utterance] { entries.flatMap(\.output) }

    /// Forgets everything recorded.
    ///
    /// ```swift
    /// reader.log.removeAll()
    /// ```
    public mutating func removeAll() { entries.removeAll() }
}
