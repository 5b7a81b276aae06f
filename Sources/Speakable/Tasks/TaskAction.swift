
/// One thing the user does on a screen of a task (tasks spec TK1).
///
/// ```swift
/// let step: TaskAction = .fill(.name("Email"), text: "ann@example.com")
/// step.verb   // "fill"
/// ```
public enum TaskAction: Hashable, Sendable, CustomStringConvertible {
    /// Reach the target and double tap it.
    case activate(TaskTarget)
    /// Reach a text field, double tap, type. A secret (`text` is `nil`) is typed as bullets and
    /// its characters are never known here.
    case fill(TaskTarget, text: String?)
    /// Reach a switch and double tap it.
    case toggle(TaskTarget)
    /// Reach an adjustable stop and swipe up or down until its spoken value is `to`.
    case adjust(TaskTarget, to: String)
    /// Reach a tab or segment and double tap it.
    case select(TaskTarget)
    /// Reach the target and hear it.
    case find(TaskTarget)
    /// Gestures as `navigate` takes them, for what the finder should not decide.
    case gestures([ScreenReaderCommand])

    /// The action's name, as a task file writes it.
    public static let verbs = ["activate", "fill", "toggle", "adjust", "select", "find", "gestures"]

    /// The action's name.
    public var verb: String {
        switch self {
        case .activate: "activate"
        case .fill: "fill"
        case .toggle: "toggle"
        case .adjust: "adjust"
        case .select: "select"
        case .find: "find"
        case .gestures: "gestures"
        }
    }

    /// What it acts on; `nil` for gestures.
    public var target: TaskTarget? {
        switch self {
        case .activate(let target), .fill(let target, _), .toggle(let target), .adjust(let target, _), .select(let target), .find(let target):
            target
        case .gestures:
            nil
        }
    }

    /// `activate Sign In`, `fill Password (secret)`, `adjust Volume to 50%`, `gestures next, rotor headings`:
    /// a fill's text is never shown (it may be a password the file did not mark).
    public var description: String {
        switch self {
        case .fill(let target, let text): "fill \(target)" + (text == nil ? " (secret)" : "")
        case .adjust(let target, let value): "adjust \(target) to \(value)"
        case .gestures(let commands): "gestures " + commands.map(\.description).joined(separator: ", ")
        default: "\(verb) \(target.map(\.description) ?? "")"
        }
    }
}
