import FoundationEssentials

/// A gesture of a VoiceOver user, as written in a command script (phrasing spec §12).
///
/// ```swift
/// try ScreenReaderCommand(parsing: "type hello")   // .type("hello")
/// ScreenReaderCommand.activate.description          // "activate"
/// ```
public enum ScreenReaderCommand: Hashable, Sendable, CustomStringConvertible {
    /// Swipe right: focus the next stop.
    case next
    /// Swipe left: focus the previous stop.
    case previous
    /// Four-finger tap near the top: focus the first stop.
    case first
    /// Four-finger tap near the bottom: focus the last stop.
    case last
    /// Double tap.
    case activate
    /// Two-finger scrub (a "Z").
    case escape
    /// Swipe up on an adjustable element.
    case increment
    /// Swipe down on an adjustable element.
    case decrement
    /// Type text into the field being edited.
    case type(String)
    /// Shake the device: undo or redo.
    case shake
    /// Perform the focused element's custom action of this name (X1): the rotor's Actions, then
    /// a double tap.
    case action(String)
    /// Turn the rotor to an item (RO1).
    case rotor(RotorItem)
    /// One-finger swipe down: the next stop the rotor finds (RO2).
    case down
    /// One-finger swipe up: the previous stop the rotor finds (RO2).
    case up
    /// Explore by touch: focus what is under a point, in the capture's points (RO3).
    case touch(x: Double, y: Double)
    /// Two-finger swipe down: read from the focus to the end (RO4).
    case readAll
    /// Two-finger swipe up: read from the top (RO4).
    case readFromTop

    /// The name of each command, as a script writes it, in the order the spec lists them.
    ///
    /// ```swift
    /// ScreenReaderCommand.Name(rawValue: "shake")   // .shake
    /// ```
    public enum Name: String, CaseIterable, Hashable, Sendable {
        case next, previous, first, last, activate, escape, increment, decrement, type, shake, action, rotor, down, up, touch, read
    }

    /// The command names, in the order the spec lists them.
    ///
    /// ```swift
    /// ScreenReaderCommand.names.count   // 17
    /// ```
    public static let names = Name.allCases.flatMap { $0 == .read ? ["read all", "read from top"] : [$0.rawValue] }

    /// Parses one command: a name, and for `type` and `action` a space and the text (kept as
    /// written).
    ///
    /// ```swift
    /// try ScreenReaderCommand(parsing: "next")
    /// try ScreenReaderCommand(parsing: "type  two spaces")   // .type(" two spaces")
    /// ```
    /// - Throws: ``CommandParseError``.
    public init(parsing text: String) throws {
        // Most lines of a script are a bare command: found by the whole line, without walking
        // its characters (a golden suite parses several per document).
        if let command = Self.bare[text] { self = command; return }
        try self.init(parsingEachCharacter: text)
    }

    /// The parser itself: the name read up to its first space, then its argument.
    private init(parsingEachCharacter text: String) throws {
        let verb = String(text.prefix(while: { $0 != " " }))
        let argument = text.dropFirst(verb.count)
        guard let name = Name(rawValue: verb) else { throw CommandParseError.unknownCommand(verb) }
        switch name {
        case .type:
            guard argument.first == " ", argument.count > 1 else { throw CommandParseError.missingText }
            self = .type(String(argument.dropFirst()))
            return
        case .action:
            guard argument.first == " ", argument.count > 1 else { throw CommandParseError.missingActionName }
            self = .action(String(argument.dropFirst()))
            return
        case .rotor:
            self = .rotor(try RotorItem(parsing: String(argument.dropFirst())))
            return
        case .read:
            switch argument {
            case " all": self = .readAll
            case " from top": self = .readFromTop
            default: throw CommandParseError.unknownReading(String(argument.drop { $0 == " " }))
            }
            return
        case .touch:
            let numbers = argument.split(separator: ",").map { Double($0.trimmingSpaces()) }
            guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite else {
                throw CommandParseError.missingPoint
            }
            self = .touch(x: x, y: y)
            return
        case .down: self = .down
        case .up: self = .up
        case .next: self = .next
        case .previous: self = .previous
        case .first: self = .first
        case .last: self = .last
        case .activate: self = .activate
        case .escape: self = .escape
        case .increment: self = .increment
        case .decrement: self = .decrement
        case .shake: self = .shake
        }
        guard argument.isEmpty else { throw CommandParseError.unexpectedArgument(command: verb) }
    }

    /// The commands written as their name alone (`next`, `read all`, …), by that name: each of
    /// ``names`` that the parser takes without an argument.
    private static let bare: [String: ScreenReaderCommand] = Dictionary(uniqueKeysWithValues: names.compactMap { name in
        (try? ScreenReaderCommand(parsingEachCharacter: name)).map { (name, $0) }
    })

    /// The command's name.
    ///
    /// ```swift
    /// ScreenReaderCommand.type("hi").name   // .type
    /// ```
    public var name: Name {
        switch self {
        case .next: .next
        case .previous: .previous
        case .first: .first
        case .last: .last
        case .activate: .activate
        case .escape: .escape
        case .increment: .increment
        case .decrement: .decrement
        case .type: .type
        case .shake: .shake
        case .action: .action
        case .rotor: .rotor
        case .down: .down
        case .up: .up
        case .touch: .touch
        case .readAll, .readFromTop: .read
        }
    }

    /// The command as written in a script.
    ///
    /// ```swift
    /// ScreenReaderCommand.type("hi").description   // "type hi"
    /// ```
    public var description: String {
        switch self {
        case .type(let text): "type " + text
        case .action(let name): "action " + name
        case .rotor(let item): "rotor " + item.description
        case .touch(let x, let y): "touch \(Self.number(x)),\(Self.number(y))"
        case .readAll: "read all"
        case .readFromTop: "read from top"
        default: name.rawValue
        }
    }

    /// A point's coordinate as a script writes it: `16`, not `16.0`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
