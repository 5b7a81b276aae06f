import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Documents spec, version 2 additions: the new kinds, `actions`, `customContent` and
/// `verbosity`, with the same located errors as v1.
@Suite("Documents: version 2")
struct DocumentVersion2Tests {
    @Test("Every new kind reads as its control, spoken as the phrasing spec says")
    func kinds() throws {
        #expect(try rendered("""
            elements:
              - backButton: Settings
              - switch: {label: Wi-Fi, on: true}
              - switch: {label: Sync, state: mixed}
              - slider: {label: Volume, value: 0.5, min: 0, max: 1}
              - segmentedControl: {segments: [Day, Week], selected: 1}
              - tabBar: {items: [Feeds, Search], selected: 0}
              - textView: {label: Notes, text: First line}
              - list: {label: Recent, children: [button: Ann, button: Bob]}
              - landmark: {label: Footer, children: [link: Terms]}
              - button: {label: Message, actions: [Reply], customContent: [{label: Sent, value: "9:41"}]}
            """) == [
                "Settings. Back Button.",
                "Wi-Fi. Switch Button. On. Double tap to toggle setting.",
                "Sync. Switch Button. Mixed. Double tap to toggle setting.",
                "Volume: 50%. Adjustable. Swipe up or down with one finger to adjust the value.",
                "Day. Button. 1 of 2.", "Selected: Week. Button. 2 of 2.",
                "Selected: Feeds. Tab. 1 of 2.", "Search. Tab. 2 of 2.",
                "Notes: First line. Text Field. Double tap to edit.",
                "Ann. Button. List Start.", "Bob. Button. List End.",
                "Terms. Link. Landmark.",
                "Message. Button. Actions Available. More Content Available.",
            ])
    }

    @Test("selected: null or absent selects no segment")
    func noSelection() throws {
        #expect(try rendered("elements: [segmentedControl: {segments: [A], selected: null}]") == ["A. Button. 1 of 1."])
        #expect(try rendered("elements: [tabBar: {items: [A]}]") == ["A. Tab. 1 of 1."])
    }

    @Test("verbosity: reads hints, actions and containers; defaults are VoiceOver's")
    func verbosity() throws {
        #expect(try document("elements: []").verbosity == .default)
        #expect(try document("verbosity: {hints: false, actions: none, containers: false}").verbosity
                == Verbosity(hints: false, actions: .none, containers: false))
        #expect(error(of: "verbosity: {hints: no}").contains("verbosity.hints: expected true or false"))
        #expect(error(of: "verbosity: {actions: silent}").contains("verbosity.actions: unknown value 'silent'"))
        #expect(error(of: "verbosity: {hint: false}").contains("unknown key 'hint' in verbosity settings (did you mean 'hints'?)"))
    }

    @Test("Out-of-range values are one located error, never clamped")
    func outOfRange() {
        #expect(error(of: "elements: [slider: {value: 2}]") == "test.yaml:1:28: error: elements[0].slider.value: value must be within min...max (0...1), got 2")
        #expect(error(of: "elements: [slider: {min: 1, max: 1}]").contains("elements[0].slider.min:"))
        #expect(error(of: "elements: [segmentedControl: {segments: [A, B], selected: 2}]")
                == "test.yaml:1:59: error: elements[0].segmentedControl.selected: selected index 2 is past the end; expected 0 to 1, or null")
        #expect(error(of: "elements: [tabBar: {items: [A], selected: -1}]").contains("elements[0].tabBar.selected:"))
        #expect(error(of: "elements: [switch: {label: A, on: true, state: off}]").contains("give 'on' or 'state', not both"))
        #expect(error(of: "elements: [switch: {state: maybe}]").contains("unknown value 'maybe'"))
    }

    @Test("An unknown key of a new kind suggests the right one")
    func unknownKey() {
        #expect(error(of: "elements: [segmentedControl: {segment: [A]}]").contains("unknown key 'segment' in a segmentedControl (did you mean 'segments'?)"))
        #expect(error(of: "elements: [button: {label: A, action: [B]}]").contains("(did you mean 'actions'?)"))
        #expect(error(of: "elements: [swich: A]").contains("(did you mean 'switch'?)"))
    }
}
