/// The state of a switch (UISwitch), as VoiceOver speaks it after `Switch Button.` (K1).
///
/// Captures report it as the switch's value: `1` on, `0` off, `2` mixed.
///
/// ```swift
/// SwitchState(captureValue: "1")   // .on
/// SwitchState.mixed.toggled        // .on
/// ```
public enum SwitchState: String, CaseIterable, Hashable, Sendable {
    /// On (`1`).
    case on
    /// Off (`0`).
    case off
    /// Neither: some of what it controls is on (`2`).
    case mixed

    /// The state of a captured switch value (`1`, `0`, `2`), or `nil` for any other.
    ///
    /// ```swift
    /// SwitchState(captureValue: "0")   // .off
    /// ```
    public init?(captureValue: String) {
        switch captureValue {
        case "1": self = .on
        case "0": self = .off
        case "2": self = .mixed
        default: return nil
        }
    }

    /// The state after a double tap: on becomes off; off and mixed become on (K1).
    ///
    /// ```swift
    /// SwitchState.on.toggled   // .off
    /// ```
    public var toggled: SwitchState { self == .on ? .off : .on }

    /// The voice word of the state.
    var word: VoiceKey {
        switch self {
        case .on: .on
        case .off: .off
        case .mixed: .mixed
        }
    }
}
