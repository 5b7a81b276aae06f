import Speakable

/// A comma-separated list of commands, as `speakable navigate --commands` takes it.
///
/// Commands are separated by commas; whitespace around each is ignored. A comma or backslash
/// inside `type` text is written `\,` or `\\`. The comma of `touch X,Y` needs no escape: a
/// number after `touch X` is its second coordinate.
///
/// ```swift
/// try CommandScript.parse("next, activate, type hello\\, world")
/// // [.next, .activate, .type("hello, world")]
/// ```
enum CommandScript {
    /// The commands of a script; an empty script has none.
    ///
    /// - Throws: ``CommandScriptError`` naming the command that is wrong and its position.
    static func parse(_ script: String) throws -> [ScreenReaderCommand] {
        var items: [String] = [], current = "", escaping = false
        for character in script {
            if escaping { current.append(character); escaping = false; continue }
            switch character {
            case "\\": escaping = true
            case ",": items.append(current); current = ""
            default: current.append(character)
            }
        }
        if escaping { current.append("\\") }
        items.append(current)
        var trimmed: [String] = []
        for item in items.map({ String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }) {
            if let last = trimmed.last, last.hasPrefix("touch "), !last.contains(","), Double(item) != nil {
                trimmed[trimmed.count - 1] += "," + item
            } else {
                trimmed.append(item)
            }
        }
        if trimmed.count == 1 && trimmed[0].isEmpty { return [] }
        return try trimmed.enumerated().map { index, text in
            do { return try ScreenReaderCommand(parsing: text) } catch let error as CommandParseError {
                throw CommandScriptError(position: index + 1, error: error)
            }
        }
    }
}

/// A command script with a command that cannot be parsed.
///
/// ```swift
/// do { _ = try CommandScript.parse("next, jump") } catch { print(error) }
/// // command 2: unknown command 'jump'; expected one of: next, …
/// ```
struct CommandScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The command's position in the script, from 1.
    var position: Int
    /// What is wrong with it.
    var error: CommandParseError

    /// `command N: problem`.
    var description: String { "command \(position): \(error)" }
}
