
/// Who walks a task (tasks spec TK3): the screen reader named by `reader:` in a task file or
/// `--reader` on the command line. Every name is checked here and nowhere else, so adding
/// TalkBack is one case and its walk.
///
/// ```swift
/// try TaskReader(named: "voiceover")   // .voiceOver
/// TaskReader.voiceOver.displayName     // "VoiceOver"
/// ```
public enum TaskReader: String, CaseIterable, Hashable, Sendable, Codable {
    /// Apple's VoiceOver: the screen reader this package models.
    case voiceOver = "voiceover"

    /// The names a task file or `--reader` may give, in the order they are listed.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// The reader of this name, or the error that lists the names (with a did-you-mean).
    ///
    /// ```swift
    /// try TaskReader(named: "VoiceOver")   // .voiceOver: case does not matter
    /// ```
    public init(named name: String) throws(TaskReaderError) {
        guard let reader = TaskReader(rawValue: name.lowercased()) else { throw TaskReaderError(name: name) }
        self = reader
    }

    /// The name people know it by, in output meant for them.
    public var displayName: String {
        switch self {
        case .voiceOver: "VoiceOver"
        }
    }
}

/// A reader name that is not one of ``TaskReader/names``.
public struct TaskReaderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name as given.
    public var name: String

    /// `unknown reader 'talkbak'; expected one of: voiceover`: TalkBack is named once it walks.
    public var description: String {
        "unknown reader '\(name)'\(Suggestion.hint(for: name.lowercased(), in: TaskReader.names)); expected one of: \(TaskReader.names.joined(separator: ", "))"
    }
}
