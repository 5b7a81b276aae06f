import Testing
import Speakable

/// Phrasing spec §14: what the VoiceOver user chose to hear.
@Suite("§14 Verbosity")
struct VerbosityTests {
    private func say(_ control: some AccessibleControl, _ verbosity: Verbosity) -> [String] {
        SpeechGenerator(voice: voice(), verbosity: verbosity).render(Screen(elements: [control.control])).map(\.text)
    }

    @Test("V1 hints: false speaks no hint: app, adjust, edit or toggle")
    func v1Hints() throws {
        let quiet = Verbosity(hints: false)
        #expect(say(Button("Save").hint("Saves the file."), quiet) == ["Save. Button."])
        #expect(say(try Slider("Volume", value: 0.5), quiet) == ["Volume: 50%. Adjustable."])
        #expect(say(TextField("Name"), quiet) == ["Name. Text Field."])
        #expect(say(Switch("Wi-Fi"), quiet) == ["Wi-Fi. Switch Button. Off."])
    }

    @Test("V2 actions: none does not say Actions Available., and the actions still work")
    func v2Actions() {
        let button = Button("Message").actions(["Delete"])
        #expect(say(button, Verbosity(actions: .none)) == ["Message. Button."])
        var r = ScreenReader(screen: Screen { button }, voice: voice(), verbosity: Verbosity(actions: .none))
        #expect(r.say(.action("Delete")) == [])
        #expect(r.performedActions.count == 1)
    }

    @Test("V3 containers: false says no List Start. or Landmark.; series positions stay")
    func v3Containers() throws {
        let quiet = Verbosity(containers: false)
        #expect(say(Group(containerType: .list) { Button("Ann"); Button("Bob") }, quiet) == ["Ann. Button.", "Bob. Button."])
        #expect(say(Group(containerType: .landmark) { Link("Terms") }, quiet) == ["Terms. Link."])
        #expect(say(try TabBar(["Feeds"], selectedIndex: 0), quiet) == ["Selected: Feeds. Tab. 1 of 1."])
    }
}
