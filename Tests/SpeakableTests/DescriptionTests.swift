import Testing
import Speakable

/// Phrasing spec §2: the description spoken when an element gets focus.
@Suite("§2 Description")
struct DescriptionTests {
    @Test("D1 label and value are joined with a colon")
    func d1LabelValue() {
        #expect(say(AccessibilityElement(label: "Volume", value: .text("5"))) == "Volume: 5.")
    }

    @Test("D1 a label ending in terminal punctuation is joined to the value by one space")
    func d1TerminalLabel() {
        #expect(say(AccessibilityElement(label: "Your favorite animal?", value: .text("Cats"))) == "Your favorite animal? Cats.")
        for mark in ["!", "…", "。", "？", "！", "."] {
            #expect(say(AccessibilityElement(label: "Q" + mark, value: .text("A"))) == "Q\(mark) A.")
        }
    }

    @Test("D1 with no label the value is the core")
    func d1ValueOnly() {
        #expect(say(AccessibilityElement(value: .text("75%"), traits: .adjustable)).hasPrefix("75%. Adjustable."))
    }

    @Test("D2 with an empty core the app hint becomes the core")
    func d2HintAsCore() {
        #expect(say(AccessibilityElement(hint: "Hint", traits: .button)) == "Hint. Button.")
    }

    @Test("D2 an adjustable element described by its hint gets no hint at all")
    func d2AdjustableHintOnly() {
        #expect(say(AccessibilityElement(hint: "Hint", traits: .adjustable)) == "Hint. Adjustable.")
    }

    @Test("D3 selected prefixes the core")
    func d3Selected() {
        #expect(say(AccessibilityElement(label: "23", traits: [.button, .selected])) == "Selected: 23. Button.")
    }

    @Test("D3 selected with an empty core is just Selected.")
    func d3SelectedAlone() {
        #expect(say(AccessibilityElement(traits: .selected)) == "Selected.")
    }

    @Test("D4 a period ends a core without terminal punctuation, and only then")
    func d4Period() {
        #expect(say(AccessibilityElement(label: "Save", traits: .button)) == "Save. Button.")
        #expect(say(AccessibilityElement(label: "Delete File?", traits: .button)) == "Delete File? Button.")
        #expect(say(AccessibilityElement(label: "Wait…")) == "Wait…")
    }

    @Test("D5 trait words follow in the fixed order")
    func d5Order() {
        let all: AccessibilityTraits = [.searchField, .image, .adjustable, .link, .header, .notEnabled, .selected]
        #expect(say(AccessibilityElement(label: "26", traits: all)).hasPrefix(
            "Selected: 26. Dimmed. Heading. Link. Adjustable. Image. Search Field."))
        #expect(say(AccessibilityElement(label: "24", traits: [.button, .notEnabled])) == "24. Dimmed. Button.")
        #expect(say(AccessibilityElement(traits: [.button, .header])) == "Button. Heading.")
    }

    @Test("D5 text field, secure text field and is editing come after Button")
    func d5TextEntryWords() {
        #expect(say(AccessibilityElement(label: "A", traits: [.textField, .isEditing])) == "A. Text Field. Is editing.")
        #expect(say(AccessibilityElement(label: "A", traits: [.textField, .secureTextField])).hasPrefix("A. Secure Text Field."))
    }

    @Test("D5 keyboardKey silences Button")
    func d5KeyboardKey() {
        #expect(say(AccessibilityElement(label: "Q", traits: [.button, .keyboardKey])) == "Q.")
    }

    @Test("D5 traits with no word add nothing")
    func d5SilentTraits() {
        let silent: AccessibilityTraits = [.playsSound, .staticText, .summaryElement, .updatesFrequently,
                                           .startsMediaSession, .allowsDirectInteraction, .causesPageTurn, .tabBar]
        #expect(say(AccessibilityElement(label: "Now Playing", traits: silent)) == "Now Playing.")
    }
}
