/// What an action of a task looks for (tasks spec TK2): a stop by the name VoiceOver says, or
/// by its accessibility identifier.
///
/// ```swift
/// TaskTarget.name("Sign In")         // a label, or what is said without the trait words
/// TaskTarget.identifier("btnSignIn") // `id: btnSignIn` in a task file
/// ```
public enum TaskTarget: Hashable, Sendable, CustomStringConvertible {
    /// Matches a stop whose label, or spoken description without its trait words, is this,
    /// ignoring case.
    case name(String)
    /// Matches a stop whose accessibility identifier is this, exactly.
    case identifier(String)

    /// As a task file writes it: `Sign In`, or `id: btnSignIn`.
    public var description: String {
        switch self {
        case .name(let name): name
        case .identifier(let identifier): "id: " + identifier
        }
    }
}
