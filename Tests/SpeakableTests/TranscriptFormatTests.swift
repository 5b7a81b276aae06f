import Testing
import Speakable

/// Phrasing spec §12: the text transcript format (the parts `render` prints).
@Suite("§12 Text transcript format")
struct TranscriptFormatTests {
    @Test("render: the announcement, then every focus stop of the frontmost context")
    func renderOrder() throws {
        let screen = try presenting(.alert(Alert(title: "Saved", cancelButton: .none, buttons: ["OK"])), content: { Button("Behind") })
        #expect(render(screen) == ["Alert. Saved.", "Saved.", "OK. Button."])
    }

    @Test("render: with nothing presented there is no announcement")
    func renderScreen() {
        #expect(render(Screen { Heading("Settings"); Button("Save").hint("Saves the file.") })
                == ["Settings. Heading.", "Save. Button. Saves the file."])
    }

    @Test("Utterances have no trailing spaces and no line breaks")
    func oneLine() {
        let lines = render(Screen { Button(" Save \n"); TextField("\tName  ", placeholder: " x ") })
        #expect(lines == ["Save. Button.", "Name: x. Text Field. Double tap to edit."])
    }

    @Test("Sounds are transcript lines, not words")
    func sounds() {
        #expect(Sound.allCases.map(\.transcriptLine) == ["[sound: boundary]", "[sound: unavailable]", "[sound: click]"])
    }
}
