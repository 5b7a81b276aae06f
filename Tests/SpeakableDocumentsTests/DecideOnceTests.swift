import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Issue 32 item 1: what a stop is (its role) and what it can do (its actions) are decided once,
/// by the reader's role table when the tree is built; phrasing and the gestures read them. What
/// a reader says it can do, it can do.
@Suite("Readers: decide a stop once (issue 32)")
struct DecideOnceTests {
    static let voice = try! Voice.builtIn(.en)

    /// A document of every kind that says or does something different.
    static let varied = """
        elements:
          - heading: Settings
          - button: Save
          - button: {label: Delete, enabled: false}
          - link: Help
          - text: Version 2
          - image: Logo
          - textField: {label: Name, text: Ann}
          - secureTextField: {label: Password, text: hunter2}
          - textField: {label: Search, search: true}
          - backButton: Settings
          - switch: {label: Wi-Fi, on: true}
          - switch: {label: Bluetooth, enabled: false}
          - slider: {label: Volume, value: 0.5}
          - stepper: {label: Quantity, value: 3, min: 0, max: 10}
          - stepper: {label: Repeats, value: 0, min: 0, max: 3, exposure: buttons}
          - element: {label: Level, value: 50%, traits: [adjustable]}
          - element: {label: Month, value: March, traits: [adjustable]}
          - element: {label: Airplane Mode, value: "0", traits: [switchButton]}
          - element: {label: Photo, traits: [image, button]}
          - element: {label: Title, traits: [header, link]}
          - button: {label: Ann, actions: [Reply, Archive]}
          - segmentedControl: {segments: [All, Unread], selected: 0}
          - tabBar: {items: [Mail, Calendar], selected: 0}
          - tabBar:
              children:
                - button: Inbox
                - element: {label: Sent, traits: [image]}
                - switch: {label: Sync}
        """

    /// The hints a stop is spoken with, as the actions they promise.
    static func promised(by utterance: Utterance) -> StopActions {
        utterance.segments.reduce(into: StopActions()) { promised, segment in
            guard case .hint(let hint) = segment else { return }
            switch hint {
            case .adjust: promised.insert(.adjust)
            case .toggle: promised.insert(.toggle)
            case .edit: promised.insert(.edit)
            case .app: break
            }
        }
    }

    /// For every stop of a screen: the hint it is spoken with is one of its actions, and each of
    /// its actions works (or, dimmed, answers the unavailable sound); a stop with no double-tap
    /// action, or none that adjusts, answers a double tap, or a swipe, with the unavailable sound.
    func expectSaysWhatItDoes(_ screen: Screen, _ source: String) {
        let unavailable = ["[sound: unavailable]"]
        let tree = AccessibilityTree(screen: screen)
        let generator = SpeechGenerator(voice: Self.voice)
        for (index, stop) in tree.focusStops.enumerated() {
            let where_ = "\(source) stop \(index + 1): \(generator.utterance(forStop: index, in: tree).text)"
            let promised = Self.promised(by: generator.utterance(forStop: index, in: tree))
            #expect(stop.actions.isSuperset(of: promised), "\(where_): says \(promised), offers \(stop.actions)")
            if !stop.isEnabled { #expect(promised.isEmpty, "\(where_): a dimmed stop says no hint") }

            var swiped = ScreenReader(screen: screen, voice: Self.voice)
            _ = swiped.focus(at: index)
            let swipe = swiped.perform(.increment).map(\.text)
            if stop.actions.contains(.adjust), stop.isEnabled {
                #expect(swipe != unavailable, "\(where_): adjusts when swiped")
            } else {
                #expect(swipe == unavailable, "\(where_): a swipe adjusts nothing")
            }

            var tapped = ScreenReader(screen: screen, voice: Self.voice)
            _ = tapped.focus(at: index)
            let before = tapped.focusStops[index].element.value
            let tap = tapped.perform(.activate).map(\.text)
            guard stop.isEnabled, stop.isDoubleTappable else {
                #expect(tap == unavailable, "\(where_): a double tap does nothing")
                continue
            }
            #expect(tap != unavailable, "\(where_): a double tap acts")
            if stop.actions.contains(.edit) {
                #expect(tapped.editedValue != nil, "\(where_): a double tap begins editing")
            } else if stop.actions.contains(.toggle) {
                #expect(tapped.focusStops[index].element.value != before, "\(where_): a double tap toggles")
            }
        }
    }

    @Test("Issue 32: what the reader says a stop can do (its hint), it can do: on a varied document and on every real capture")
    func testDecideOnce_whatTheReaderSaysItCanDoItCanDo() throws {
        let document = try ScreenDocument(yaml: Self.varied, path: "varied.yaml")
        expectSaysWhatItDoes(document.screen, "varied.yaml")
        for path in CaptureFixtures.paths {
            expectSaysWhatItDoes(try ScreenDocument(contentsOfFile: path).screen, URL(fileURLWithPath: path).lastPathComponent)
        }
    }

    @Test("Issue 32: the varied document's stops have the roles and actions of VoiceOver's role table")
    func testDecideOnce_rolesAndActionsOfTheVariedDocument() throws {
        let stops = AccessibilityTree(screen: try ScreenDocument(yaml: Self.varied, path: "varied.yaml").screen).focusStops
        func stop(_ label: String) -> FocusStop? { stops.first { $0.element.label.text == label } }
        #expect(stop("Save")?.actions == .activate)
        #expect(stop("Delete")?.isEnabled == false)
        #expect(stop("Version 2")?.actions == [])
        #expect(stop("Name")?.actions == .edit)
        #expect(stop("Wi-Fi")?.actions == .toggle)
        #expect(stop("Airplane Mode")?.role == .switchButton)
        #expect(stop("Volume")?.actions == .adjust)
        #expect(stop("Month")?.actions == .adjust)
        #expect(stop("Ann")?.actions == [.activate, .custom])
        #expect(stop("Title")?.role == .heading)
        #expect(stop("Mail")?.role == .tab)
    }

    @Test("Issue 32: an element with the switch trait toggles when double-tapped, as its hint says")
    func testIssue32_elementSwitchTogglesAsItsHintSays() throws {
        let screen = try ScreenDocument(yaml: #"elements: [element: {label: Airplane Mode, value: "0", traits: [switchButton]}]"#, path: "s.yaml").screen
        var reader = ScreenReader(screen: screen, voice: Self.voice)
        #expect(reader.log.transcript.contains("Airplane Mode. Switch Button. Off."))
        #expect(reader.log.transcript.contains("Double tap to toggle setting."))
        #expect(reader.perform(.activate).map(\.text) == ["On"])
        #expect(reader.perform(.activate).map(\.text) == ["Off"])
    }

    @Test("C4: a stop in a tab bar is a tab there, and the same button outside is a button; a tab stays one after a double tap")
    func testDecideOnce_aStopInATabBarIsATabThereAndNowhereElse() throws {
        let yaml = """
            elements:
              - tabBar:
                  children:
                    - button: Inbox
                    - button: {label: Sent, selected: false}
              - button: Inbox
            """
        let screen = try ScreenDocument(yaml: yaml, path: "tabs.yaml").screen
        let tree = AccessibilityTree(screen: screen)
        #expect(tree.focusStops.map(\.role) == [.tab, .tab, .button])
        #expect(SpeechGenerator(voice: Self.voice).render(screen).map(\.text) == ["Inbox. Tab. 1 of 2.", "Sent. Tab. 2 of 2.", "Inbox. Button."])
        var reader = ScreenReader(screen: screen, voice: Self.voice)
        _ = reader.perform(.next)
        _ = reader.perform(.activate)
        #expect(reader.focusStops.map(\.role) == [.tab, .tab, .button])
        #expect(reader.perform(.first).map(\.text).first?.contains("Tab.") == true)
    }
}
