/// What the VoiceOver user chose to hear (phrasing spec §14). The defaults are VoiceOver's, which
/// every other rule assumes.
///
/// ```swift
/// let quiet = Verbosity(hints: false, actions: .none, containers: false)
/// let generator = SpeechGenerator(voice: try .builtIn(.en), verbosity: quiet)
/// ```
public struct Verbosity: Hashable, Sendable {
    /// Whether custom actions are announced.
    public enum Actions: String, CaseIterable, Hashable, Sendable {
        /// `Actions Available.` is said.
        case speak
        /// It is not said; the actions still work.
        case none
    }

    /// V1: with `false`, no hint is spoken (the app's, adjust, edit, toggle).
    public var hints: Bool
    /// V2: with `.none`, `Actions Available.` is not said.
    public var actions: Actions
    /// V3: with `false`, lists and landmarks add no `List Start.`, `Landmark.` or their ends.
    public var containers: Bool
    /// TalkBack's "Speak element type" (talkback.md TB13, F§9): with `false`, TalkBack says no
    /// type words (`Button`, `Switch`) and no `Heading`. VoiceOver has no such setting and
    /// ignores it.
    public var elementTypes = true

    /// Creates settings; the defaults are VoiceOver's.
    ///
    /// ```swift
    /// Verbosity(hints: false)
    /// ```
    public init(hints: Bool = true, actions: Actions = .speak, containers: Bool = true) {
        self.hints = hints
        self.actions = actions
        self.containers = containers
    }

    /// VoiceOver's defaults: hints, actions and containers all spoken.
    ///
    /// ```swift
    /// Verbosity.default.hints   // true
    /// ```
    public static let `default` = Verbosity()

    /// The least said (TalkBack's `low` preset, TB13): no hints, no actions, no container words,
    /// no element types.
    ///
    /// ```swift
    /// Verbosity.low.elementTypes   // false
    /// ```
    public static let low: Verbosity = {
        var low = Verbosity(hints: false, actions: .none, containers: false)
        low.elementTypes = false
        return low
    }()

    /// Everything said (TalkBack's `high` preset): the defaults, which already say everything.
    ///
    /// ```swift
    /// Verbosity.high == .default   // true
    /// ```
    public static let high = Verbosity()
}
