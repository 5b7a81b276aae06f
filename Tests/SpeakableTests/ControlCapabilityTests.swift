import Testing
import Speakable

/// What a control can do is asked by capability, and a kind has a capability by conforming to it:
/// no cast and no switch over kinds decides it (issue 34: a task's walk asks on every gesture).
@Suite("Control capabilities")
struct ControlCapabilityTests {
    @Test("Every kind that conforms to a capability has it, and no other kind does")
    func everyConformingKindHasItsCapability() throws {
        let adjustable: [Control] = [try Slider("Volume", value: 0.5).control, try Stepper("Copies", value: 1, maximumValue: 10).control,
                                     Element("Level", value: "3", traits: .adjustable).control]
        for control in adjustable { #expect(control.adjustable != nil, "\(control)") }
        let toggleable: [Control] = [Switch("Wi-Fi").control, Element("Bluetooth", value: "1", traits: .switchButton).control]
        for control in toggleable { #expect(control.toggleable != nil, "\(control)") }
        let series: [Control] = [try TabBar(["Home", "Search"]).control, try SegmentedControl(["Day", "Week"]).control]
        for control in series { #expect(control.series != nil, "\(control)") }

        // An element is adjustable or toggleable only as its traits say; the other kinds never.
        let plain: [Control] = [Button("Save").control, Heading("Title").control, Element("Plain", traits: .button).control]
        for control in plain {
            #expect(control.adjustable == nil && control.toggleable == nil && control.series == nil, "\(control)")
        }
        #expect(Switch("Wi-Fi").control.adjustable == nil)
        #expect(try Slider("Volume", value: 0.5).control.toggleable == nil)
    }
}
