/// An element whose role is a switch (a document `element` with the `switchButton` trait, or a
/// captured switch that is not read as a `Switch`) flips when double-tapped, as its hint says:
/// the capability follows the role, not the Swift type (issue 32). Its value is the capture's
/// state: `1` on, `0` off, `2` mixed; any other value is taken for off.
///
/// ```swift
/// var wifi = Element("Wi-Fi", value: "1", traits: .switchButton)
/// wifi.toggle()   // wifi.value is "0"
/// ```
extension Element: ToggleableControl {
    /// Only an element with the switch trait is one.
    public var isToggleable: Bool { traits.contains(.switchButton) }

    /// Its state, from the captured value.
    public var state: SwitchState { SwitchState(captureValue: value.filter { !$0.isWhitespace }) ?? .off }

    /// Flips it (mixed becomes on), written back as the capture writes a state.
    public mutating func toggle() {
        value = state == .on ? "0" : "1"
    }
}
