// A reader as people name it: in a task file's `reader:`, a document's, or `--reader`. Every
// name is checked here, so a new reader is named by its case alone.
extension Reader {
    /// The names a file or `--reader` may give, in the order they are listed.
    ///
    /// ```swift
    /// Reader.names   // ["voiceover", "talkback"]
    /// ```
    public static var names: [String] { allCases.map(\.rawValue) }

    /// The reader of this name, ignoring case, or the error that lists the names (with a
    /// did-you-mean).
    ///
    /// ```swift
    /// try Reader(named: "TalkBack")   // .talkBack
    /// ```
    public init(named name: String) throws(ReaderNameError) {
        guard let reader = Reader(rawValue: name.lowercased()) else { throw ReaderNameError(name: name) }
        self = reader
    }
}

/// A reader name that is not one of ``Reader/names``.
public struct ReaderNameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name as given.
    public var name: String

    /// The error for a name that is no reader's.
    public init(name: String) {
        self.name = name
    }

    /// `unknown reader 'talkbak' (did you mean 'talkback'?); expected one of: voiceover, talkback`.
    public var description: String {
        "unknown reader '\(name)'\(Suggestion.hint(for: name.lowercased(), in: Reader.names)); expected one of: \(Reader.names.joined(separator: ", "))"
    }
}
