/// A control a double tap turns on or off (K1): the capability the screen reader asks for.
///
/// ```swift
/// var wifi = Switch("Wi-Fi", isOn: true)
/// wifi.toggle()   // wifi.state == .off
/// ```
public protocol ToggleableControl: AccessibleControl {
    /// Whether this one toggles at all: an `Element` does only when its role is a switch.
    var isToggleable: Bool { get }
    /// Its state now.
    var state: SwitchState { get }
    /// Flips it (mixed becomes on).
    mutating func toggle()
}

extension ToggleableControl {
    /// Switches always are.
    public var isToggleable: Bool { true }
}

extension Switch: ToggleableControl {}
