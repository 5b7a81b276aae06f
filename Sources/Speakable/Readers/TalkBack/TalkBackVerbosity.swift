/// TalkBack's verbosity settings that change its words (F§9), with TalkBack's defaults (all on).
///
/// The project's ``Verbosity`` maps onto them (TB13): no hints turns off usage hints, no
/// containers turns off container info. TalkBack's presets: ``low`` turns every one off (no usage
/// hints, no element types, no positions), ``high`` turns every one on.
///
/// ```swift
/// TalkBackVerbosity(Verbosity(hints: false)).speaksUsageHints   // false
/// TalkBackVerbosity.low.speaksElementType                        // false
/// ```
public struct TalkBackVerbosity: Hashable, Sendable {
    /// "Speak usage hints" (`pref_a11y_hints`): the hint after the description (F§7).
    public var speaksUsageHints: Bool
    /// "Speak container info": positions and entering or leaving a list (F§3.1 B, C).
    public var speaksContainerInfo: Bool
    /// "Speak element type": type words, role descriptions and `Heading` (F§3.6).
    public var speaksElementType: Bool

    /// Creates settings; the defaults are TalkBack's.
    public init(speaksUsageHints: Bool = true, speaksContainerInfo: Bool = true, speaksElementType: Bool = true) {
        self.speaksUsageHints = speaksUsageHints
        self.speaksContainerInfo = speaksContainerInfo
        self.speaksElementType = speaksElementType
    }

    /// The project's verbosity in TalkBack's terms: hints, containers and element types map one
    /// to one (``Verbosity/low`` is TalkBack's `low` preset).
    public init(_ verbosity: Verbosity) {
        self.init(speaksUsageHints: verbosity.hints, speaksContainerInfo: verbosity.containers,
                  speaksElementType: verbosity.elementTypes)
    }

    /// TalkBack's defaults (`custom` preset, every setting on).
    public static let `default` = TalkBackVerbosity()
    /// TalkBack's `low` preset: every verbosity setting off.
    public static let low = TalkBackVerbosity(speaksUsageHints: false, speaksContainerInfo: false, speaksElementType: false)
    /// TalkBack's `high` preset: every verbosity setting on.
    public static let high = TalkBackVerbosity()
}
