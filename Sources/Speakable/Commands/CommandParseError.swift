/// A command that cannot be parsed. It never repeats the text of a `type` command, which may be
/// a password.
///
/// ```swift
/// do { _ = try ScreenReaderCommand(parsing: "nxt") }
/// catch { print(error) }   // unknown command 'nxt'
/// ```
public enum CommandParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first word is not a command.
    case unknownCommand(String)
    /// `type` with nothing to type.
    case missingText
    /// `action` with no action name.
    case missingActionName
    /// A command that takes no argument was given one.
    case unexpectedArgument(command: String)
    /// `rotor` with an item it does not have.
    case unknownRotorItem(String)
    /// `read` with neither `all` nor `from top`.
    case unknownReading(String)
    /// `touch` without a point `X,Y`.
    case missingPoint

    /// What is wrong, with any control character of the input shown as an escape.
    public var description: String { VisibleText.escaped(message) }

    private var message: String {
        switch self {
        case .unknownCommand(let verb):
            "unknown command '\(verb)'\(Suggestion.hint(for: verb, in: ScreenReaderCommand.names)); expected one of: \(ScreenReaderCommand.names.joined(separator: ", "))"
        case .missingText: "'type' needs the text to type after a space (type hello)"
        case .missingActionName: "'action' needs the action's name after a space (action Delete)"
        case .unexpectedArgument(let command): "'\(command)' takes no argument"
        case .unknownRotorItem(let item):
            "unknown rotor item '\(item)'\(Suggestion.hint(for: item, in: RotorItem.names)); expected one of: \(RotorItem.names.joined(separator: ", "))"
        case .unknownReading(let text): "unknown reading '\(text)'; expected read all or read from top"
        case .missingPoint: "'touch' needs a point in points after a space (touch 120,300)"
        }
    }
}
