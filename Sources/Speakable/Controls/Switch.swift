/// A switch (UIKit's `UISwitch`): `Wi-Fi. Switch Button. On.` (K1).
///
/// VoiceOver says `Switch Button.` instead of `Button.`, then the state; the state is never
/// spoken as a value. Double tap toggles it, and only the new state is spoken.
///
/// ```swift
/// Switch("Wi-Fi", isOn: true)      // "Wi-Fi. Switch Button. On. Double tap to toggle setting."
/// Switch("Sync", state: .mixed)    // "Sync. Switch Button. Mixed. …"
/// ```
public struct Switch: AccessibleControl, Hashable {
    /// What the switch controls.
    public var label: String
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes
    /// On, off, or mixed. (After the attributes, where it packs beside their flags.)
    public var state: SwitchState

    /// Creates a switch in a state.
    ///
    /// ```swift
    /// Switch("Sync", state: .mixed)
    /// ```
    public init(_ label: String, state: SwitchState, attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.state = state
        self.attributes = attributes
    }

    /// Creates a switch, off unless `isOn` (UIKit's default is off).
    ///
    /// ```swift
    /// Switch("Wi-Fi", isOn: true)
    /// ```
    public init(_ label: String, isOn: Bool = false, attributes: ControlAttributes = ControlAttributes()) {
        self.init(label, state: isOn ? .on : .off, attributes: attributes)
    }

    /// This switch as a ``Control``.
    public var control: Control { .switch(self) }

    /// Flips the switch, as a double tap does: mixed becomes on.
    ///
    /// ```swift
    /// var wifi = Switch("Wi-Fi", isOn: true)
    /// wifi.toggle()   // wifi.state == .off
    /// ```
    public mutating func toggle() { state = state.toggled }
}

extension Switch: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement {
        attributes.element(label: AccessibilityLabel(label), value: .switchState(state), traits: [.button, .switchButton], path: path)
    }
}
