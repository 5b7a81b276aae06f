import Testing
import Speakable
import SpeakableDocuments

/// talkback.md TB11, TB14, TB15, TB18, TB20, TB21: a screen document spoken by TalkBack as
/// Android's standard widgets would be, in its written order; no VoiceOver output changes.
@Suite("TalkBack TB14-TB21 documents")
struct TalkBackDocumentTests {
    /// What TalkBack says for each stop of a YAML document, as `render` prints it.
    static func talkBack(_ yaml: String, locale: SpeechLocale = .en) throws -> [String] {
        let document = try ScreenDocument(yaml: yaml)
        return SpeechGenerator(voice: try .builtIn(locale), verbosity: document.verbosity, reader: .talkBack)
            .render(document.screen).map(\.text)
    }

    static func voiceOver(_ yaml: String) throws -> [String] {
        let document = try ScreenDocument(yaml: yaml)
        return SpeechGenerator(voice: try .builtIn(.en)).render(document.screen).map(\.text)
    }

    @Test("TB18 kind by kind: button, link, switch, fields, slider, heading, images, back button")
    func testTB18_documentKindsAreStandardWidgets() throws {
        let yaml = """
            elements:
              - backButton: Settings
              - heading: Wi-Fi
              - button: Save
              - link: Learn more
              - switch: {label: Wi-Fi, on: true}
              - textField: {label: Email}
              - textField: {label: Name, text: Jane}
              - secureTextField: {label: Password}
              - slider: {label: Volume, value: 0.5}
              - image: {label: Logo}
              - image: {}
              - element: {traits: [button, image]}
              - text: Storage
            """
        #expect(try Self.talkBack(yaml) == [
            "Navigate up, Button, Double-tap to activate",
            "Wi-Fi, Heading",
            "Save, Button, Double-tap to activate",
            "Learn more, Link, Double-tap to activate",
            "on, Wi-Fi, Switch, Double-tap to toggle",
            "Email, Edit box, Double-tap to edit text, Double-tap and hold to long press",
            "Jane, Edit box, Name, Double-tap to edit text, Double-tap and hold to long press",
            "password, Password, Edit box, Double-tap to edit text, Double-tap and hold to long press",
            "50 percent, Volume, Slider, \"Swipe up\" or \"Swipe down\" to adjust",
            "Logo, Image",
            "Unlabelled, Button, Double-tap to activate",
            "Storage",
        ])
    }

    @Test("TB18 Russian and Chinese documents speak TalkBack's words of their locale")
    func testTB18_russianAndChineseWords() throws {
        let yaml = """
            elements:
              - button: Сохранить
              - switch: {label: Wi-Fi, on: false}
            """
        #expect(try Self.talkBack(yaml, locale: .ru) == [
            "Сохранить, Кнопка, Коснитесь дважды, чтобы активировать",
            "отключено, Wi-Fi, Переключатель, Коснитесь дважды, чтобы включить или выключить",
        ])
        #expect(try Self.talkBack(yaml, locale: .zhHans) == [
            "Сохранить, 按钮, 点按两次即可激活",
            "已关闭, Wi-Fi, 开关, 点按两次即可切换",
        ])
    }

    @Test("TB14 a tab bar's items are tabs of one list: selected first, N of M, In list on entering, no hint on the selected tab")
    func testTB14_tabBarItemsAreTabs() throws {
        let yaml = """
            elements:
              - tabBar: {items: [For you, Top Charts, Kids, Categories], selected: 0}
            """
        #expect(try Self.talkBack(yaml) == [
            "selected, For you, Tab, 1 of 4, In list, 4 items",
            "Top Charts, Tab, 2 of 4, Double-tap to activate",
            "Kids, Tab, 3 of 4, Double-tap to activate",
            "Categories, Tab, 4 of 4, Double-tap to activate",
        ])
    }

    @Test("TB15 a document's list: N of M, In list on its first item, Out of list on the stop after it")
    func testTB15_listPositionsAndEdges() throws {
        let yaml = """
            elements:
              - list:
                  label: Networks
                  children:
                    - button: Home
                    - button: Office
                    - button: Café
              - button: Other…
            """
        #expect(try Self.talkBack(yaml) == [
            "Home, Button, 1 of 3, In list, 3 items, Double-tap to activate",
            "Office, Button, 2 of 3, Double-tap to activate",
            "Café, Button, 3 of 3, Double-tap to activate",
            "Other…, Button, Out of list, Double-tap to activate",
        ])
        let quiet = "verbosity: {containers: false}\n" + yaml
        #expect(try Self.talkBack(quiet).first == "Home, Button, Double-tap to activate")
    }

    @Test("TB18 a segmented control is radio buttons in a group, the chosen one selected")
    func testTB18_segmentedControlIsRadioButtons() throws {
        let yaml = """
            elements:
              - segmentedControl: {segments: [Day, Week], selected: 0}
            """
        #expect(try Self.talkBack(yaml) == [
            "selected, Day, Radio button, 1 of 2, In list, 2 items, Double-tap to activate",
            "Week, Radio button, 2 of 2, Double-tap to activate",
        ])
    }

    @Test("TB18 an alert has no Alert word: its title and message are text stops, then the buttons")
    func testTB18_alertHasNoAlertWord() throws {
        let yaml = """
            elements:
              - button: Delete
            present:
              - alert: {title: Delete File?, message: This cannot be undone., buttons: [Delete]}
            """
        #expect(try Self.talkBack(yaml) == ["Delete File?", "This cannot be undone.", "Cancel, Button, Double-tap to activate",
                                            "Delete, Button, Double-tap to activate"])
        #expect(try Self.voiceOver(yaml).first == "Alert. Delete File? This cannot be undone.")
    }

    @Test("TB18 a stepper under TalkBack is its value, then Decrement and Increment as buttons: three stops the tree makes, the buttons stepping it")
    func testTB18_stepperIsItsValueThenDecrementAndIncrementButtons() throws {
        let yaml = """
            elements:
              - stepper: {label: Quantity, value: 0, min: 0, max: 2}
              - button: Buy
            """
        #expect(try Self.talkBack(yaml) == [
            "Quantity, 0",
            "Decrement, Button, disabled",
            "Increment, Button, Double-tap to activate",
            "Buy, Button, Double-tap to activate",
        ])
        // The tree decides the stops per reader: three for TalkBack, VoiceOver's one unchanged.
        let screen = try ScreenDocument(yaml: yaml).screen
        #expect(AccessibilityTree(screen: screen, rules: TalkBackRules()).focusStops.count == 4)
        #expect(AccessibilityTree(screen: screen).focusStops.count == 2)
        #expect(try Self.voiceOver(yaml).first == "Quantity: 0. Adjustable. Swipe up or down with one finger to adjust the value.")
        // Increment steps the stepper; the value's stop says the new value, Decrement is no longer dimmed.
        var reader = ScreenReader(screen: screen, voice: try .builtIn(.en), reader: .talkBack)
        reader.perform(.next)
        reader.perform(.next)
        #expect(reader.focusedStop?.element.label.word == .talkBackIncrement)
        reader.perform(.activate)
        reader.perform(.activate)
        // At the maximum the Increment button is dimmed, as VoiceOver's buttons are (ST4).
        #expect(reader.focusedStop?.isEnabled == false)
        #expect(reader.perform(.activate).map(\.text) == ["[sound: unavailable]"])
        #expect(reader.perform(.first).map(\.text) == ["Quantity, 2"])
        #expect(reader.perform(.next).map(\.text) == ["Decrement, Button, Double-tap to activate"])
        // VoiceOver's two-button exposure is the same three stops under TalkBack, in each locale's words.
        let buttons = """
            elements:
              - stepper: {label: Количество, value: 1, min: 0, max: 2, exposure: buttons}
            """
        #expect(try Self.talkBack(buttons, locale: .ru) == [
            "Количество, 1",
            "Уменьшить, Кнопка, Коснитесь дважды, чтобы активировать",
            "Увеличить, Кнопка, Коснитесь дважды, чтобы активировать",
        ])
        #expect(try Self.voiceOver(buttons) == ["Decrement. Button.", "Increment. Button."])
    }

    @Test("TB18 an action sheet has no Alert word either: title and message as text stops, then its buttons")
    func testTB18_actionSheetHasNoAlertWord() throws {
        let yaml = """
            elements:
              - button: Share
            present:
              - actionSheet: {title: Share, message: Choose a target, buttons: [Mail, Messages]}
            """
        let spoken = try Self.talkBack(yaml)
        #expect(spoken == ["Share", "Choose a target", "Mail, Button, Double-tap to activate",
                           "Messages, Button, Double-tap to activate", "Cancel, Button, Double-tap to activate"])
        #expect(!spoken.contains { $0.contains("Alert") || $0.contains("Action sheet") })
    }

    @Test("TB11 documents keep their written order under TalkBack, and VoiceOver's output does not change")
    func testTB11_writtenOrderAndVoiceOverUnchanged() throws {
        let yaml = """
            elements:
              - text: Third
              - button: First
              - heading: Second
            """
        #expect(try Self.talkBack(yaml) == ["Third", "First, Button, Double-tap to activate", "Second, Heading"])
        #expect(try Self.voiceOver(yaml) == ["Third.", "First. Button.", "Second. Heading."])
    }

    @Test("TB20 TalkBack's gestures are the shared vocabulary without shake; VoiceOver keeps every gesture")
    func testTB20_gestureVocabulary() {
        let gestures = Reader.talkBack.rules.gestures
        for name: ScreenReaderCommand.Name in [.next, .previous, .first, .last, .activate, .type, .touch, .read, .escape, .rotor, .down, .up] {
            #expect(gestures.contains(name), "\(name)")
        }
        #expect(!gestures.contains(.shake))
        #expect(Reader.voiceOver.rules.gestures == Set(ScreenReaderCommand.Name.allCases))
    }

    @Test("TB21 TalkBack's earcons keep the transcript's sound lines: boundary past the last stop")
    func testTB21_earconsKeepSoundLines() throws {
        let document = try ScreenDocument(yaml: "elements:\n  - button: OK\n  - text: Done\n")
        var reader = ScreenReader(screen: document.screen, voice: try .builtIn(.en), reader: .talkBack)
        #expect(reader.perform(.next).map(\.text) == ["Done"])
        #expect(reader.perform(.next).map(\.text) == ["[sound: boundary]"])
        #expect(reader.perform(.activate).map(\.text) == ["[sound: unavailable]"])
    }
}
