/// What a screen reader can do on a focus stop, decided once when the tree is built from the
/// reader's role table (issue 32: what a reader says it can do, it can do). The hint a stop is
/// spoken with, the prompt's keys, the audit and the gestures all read this one set.
///
/// ```swift
/// let stop = AccessibilityTree(screen: try Screen { try Slider("Volume", value: 0.5) }).focusStops[0]
/// stop.actions   // [.adjust]
/// ```
public struct StopActions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A double tap does what the stop is for (a button, a link, a back button).
    public static let activate = StopActions(rawValue: 1 << 0)
    /// A swipe up or down changes its value (a slider, a stepper shown as one element, a wheel).
    public static let adjust = StopActions(rawValue: 1 << 1)
    /// A double tap flips its state (a switch).
    public static let toggle = StopActions(rawValue: 1 << 2)
    /// A double tap selects it among its series (a tab, a segment).
    public static let select = StopActions(rawValue: 1 << 3)
    /// A double tap begins editing its text.
    public static let edit = StopActions(rawValue: 1 << 4)
    /// It offers custom actions (the Actions rotor).
    public static let custom = StopActions(rawValue: 1 << 5)
}
