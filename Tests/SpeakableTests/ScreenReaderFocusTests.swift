import Testing
import Speakable

/// Focus movement, boundaries and the initial utterance.
@Suite("Screen reader: focus")
struct ScreenReaderFocusTests {
    static let screen = Screen { Heading("Settings"); Button("Save"); Link("Help") }

    @Test("The initial utterance is the first element")
    func initial() {
        #expect(reader(Self.screen).initial == ["Settings. Heading."])
    }

    @Test("next and previous move through the stops in reading order")
    func nextPrevious() {
        var r = reader(Self.screen)
        #expect(r.say(.next) == ["Save. Button."])
        #expect(r.say(.next) == ["Help. Link."])
        #expect(r.say(.previous) == ["Save. Button."])
    }

    @Test("Past the last or before the first stop: a boundary sound, focus stays")
    func boundaries() {
        var r = reader(Self.screen)
        #expect(r.say(.previous) == ["[sound: boundary]"])
        #expect(r.focusIndex == 0)
        _ = r.say(.last)
        #expect(r.say(.next) == ["[sound: boundary]"])
        #expect(r.focusedStop?.element.label == "Help")
    }

    @Test("first and last jump to the ends")
    func firstLast() {
        var r = reader(Self.screen)
        #expect(r.say(.last) == ["Help. Link."])
        #expect(r.say(.first) == ["Settings. Heading."])
    }

    @Test("An empty screen says nothing and every move is a boundary")
    func empty() {
        var r = reader(Screen(elements: []))
        #expect(r.initial.isEmpty)
        #expect(r.say(.next) == ["[sound: boundary]"])
        #expect(r.say(.activate) == ["[sound: unavailable]"])
    }
}
