import Testing
import Speakable

/// Phrasing spec §4: text fields.
@Suite("§4 Text fields")
struct TextFieldTests {
    @Test("T1 the accessibility label is the label")
    func t1Label() {
        #expect(say(TextField("Name", text: "Ann")) == ["Name: Ann. Text Field. Double tap to edit."])
    }

    @Test("T1 with no label the placeholder is the label while the field is empty")
    func t1Placeholder() {
        #expect(say(TextField(placeholder: "Search")) == ["Search. Text Field. Double tap to edit."])
        #expect(say(TextField(placeholder: "Search", text: "cats")) == ["cats. Text Field. Double tap to edit."])
    }

    @Test("T2 the value is the text")
    func t2Value() {
        #expect(say(TextField(text: "Hello from Text Field")) == ["Hello from Text Field. Text Field. Double tap to edit."])
    }

    @Test("T2 an empty field with a label and a placeholder speaks the placeholder as its value")
    func t2PlaceholderValue() {
        #expect(say(TextField("Email", placeholder: "name@example.com"))
                == ["Email: name@example.com. Text Field. Double tap to edit."])
    }

    @Test("T2 an empty field with neither is only its trait")
    func t2Empty() {
        #expect(say(TextField()) == ["Text Field. Double tap to edit."])
    }

    @Test("T3 a field being edited says Is editing.")
    func t3Editing() {
        #expect(say(TextField("To", isEditing: true)) == ["To. Text Field. Is editing."])
    }

    @Test("T3 a typed space is spoken as space; other characters as themselves")
    func t3Echo() {
        let generator = SpeechGenerator(voice: voice())
        #expect(generator.echo(" ").text == "space")
        #expect(generator.echo("h").text == "h")
        #expect(SpeechGenerator(voice: voice(.ru)).echo(" ").text == "пробел")
    }
}
