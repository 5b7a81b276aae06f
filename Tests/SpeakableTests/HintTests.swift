import Testing
import Speakable

/// Phrasing spec §3: hints.
@Suite("§3 Hint")
struct HintTests {
    @Test("H1 the app's hint is spoken as given after the description")
    func h1AppHint() {
        #expect(say(Button("Save").hint("Saves the file.")) == ["Save. Button. Saves the file."])
        #expect(say(Button("Save").hint("saves")) == ["Save. Button. saves"])
    }

    @Test("H2 adjustable and enabled with no hint: the adjust hint")
    func h2AdjustHint() {
        #expect(say(AccessibilityElement(label: "Volume", value: .text("5"), traits: .adjustable))
                == "Volume: 5. Adjustable. Swipe up or down with one finger to adjust the value.")
    }

    @Test("H2 adjustable with an app hint: the hint without its period, then the adjust hint")
    func h2AdjustAfterAppHint() {
        #expect(say(AccessibilityElement(label: "Label", hint: "Hint.", traits: .adjustable))
                == "Label. Adjustable. Hint. Swipe up or down with one finger to adjust the value.")
        #expect(say(AccessibilityElement(label: "Label", hint: "Change volume", traits: .adjustable))
                == "Label. Adjustable. Change volume. Swipe up or down with one finger to adjust the value.")
    }

    @Test("H2 adjustable with no label, value or app hint: Adjustable. and the adjust hint")
    func h2Unlabelled() {
        #expect(say(AccessibilityElement(traits: .adjustable))
                == "Adjustable. Swipe up or down with one finger to adjust the value.")
    }

    @Test("H2 a description made from the app hint (D2) has no adjust hint")
    func h2HintAsCore() {
        #expect(say(AccessibilityElement(hint: "Volume", traits: .adjustable)) == "Volume. Adjustable.")
    }

    @Test("H3 an enabled text field's hint is replaced by Double tap to edit.")
    func h3EditHint() {
        #expect(say(TextField("Name").hint("Your full name")) == ["Name. Text Field. Double tap to edit."])
        #expect(say(SecureTextField("PIN")) == ["PIN. Secure Text Field. Double tap to edit."])
    }

    @Test("H3 a text field being edited has no hint")
    func h3EditingNoHint() {
        #expect(say(TextField("Name", isEditing: true)) == ["Name. Text Field. Is editing."])
    }

    @Test("H4 notEnabled suppresses the adjust and edit hints but keeps the app hint")
    func h4Dimmed() {
        #expect(say(TextField("Name").disabled()) == ["Name. Dimmed. Text Field."])
        #expect(say(TextField("Name").disabled().hint("Locked.")) == ["Name. Dimmed. Text Field. Locked."])
        #expect(say(AccessibilityElement(label: "Volume", traits: [.adjustable, .notEnabled])) == "Volume. Dimmed. Adjustable.")
    }

    @Test("H5 description and hint are separate parts joined by one space in text")
    func h5Pause() {
        let utterance = SpeechGenerator(voice: voice()).utterance(for: AccessibilityElement(label: "Save", hint: "Saves.", traits: .button))
        #expect(utterance.spokenDescription == "Save. Button.")
        #expect(utterance.spokenHint == "Saves.")
        #expect(utterance.segments.contains(.pause(.hintPause)))
        #expect(utterance.text == "Save. Button. Saves.")
    }
}
