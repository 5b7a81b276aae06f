/// A voice file that cannot be used: malformed, or missing a word.
///
/// ```swift
/// do { _ = try Voice(contentsOf: url) }
/// catch let error as VoiceError { print(error) }   // "fr.voice:3: expected `key = \"value\"`"
/// ```
public struct VoiceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The voice file's name.
    public var file: String
    /// The line, when the problem is on one.
    public var line: Int?
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    ///
    /// ```swift
    /// VoiceError(file: "en.voice", line: nil, reason: "missing 'trait.button'")
    /// ```
    public init(file: String, line: Int?, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `file:line: reason`.
    public var description: String {
        line.map { "\(file):\($0): \(reason)" } ?? "\(file): \(reason)"
    }
}
