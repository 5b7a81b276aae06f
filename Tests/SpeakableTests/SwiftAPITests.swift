import Testing
import Speakable

/// The Swift API builds the same screens as documents do, with UIKit's names and defaults.
@Suite("Swift API")
struct SwiftAPITests {
    @Test("The README example")
    func readme() throws {
        var screen = try Screen {
            Heading("Documents")
            Button("Delete").hint("Deletes the selected file.")
            try Stepper("Copies", value: 1, maximumValue: 10)
        }
        try screen.present(.alert(Alert(title: "Delete File?", message: "This cannot be undone.",
                                        buttons: ["Delete"])))
        let lines = try SpeechGenerator(voice: .builtIn(.en)).render(screen).map(\.text)
        #expect(lines == ["Alert. Delete File? This cannot be undone.", "Delete File?", "This cannot be undone.",
                          "Cancel. Button.", "Delete. Button."])

        var reader = ScreenReader(screen: screen, voice: try .builtIn(.en))
        #expect(reader.next().map(\.text) == ["This cannot be undone."])
        #expect(reader.escape().map(\.text) == ["Documents. Heading."])
        #expect(reader.alertResults.last?.isCancel == true)
    }

    @Test("Builders take if, else, for and arrays of controls")
    func builders() {
        let showsSave = true, isAdmin = false
        let screen = Screen {
            if showsSave { Button("Save") }
            if isAdmin { Button("Admin") } else { StaticText("Guest") }
            for name in ["Mail", "Messages"] { Button(name) }
            [Link("Help").control]
            Group("Tabs") {
                Element("Home", traits: [.button, .selected])
            }
        }
        #expect(render(screen) == ["Save. Button.", "Guest.", "Mail. Button.", "Messages. Button.", "Help. Link.", "Selected: Home. Button."])
    }

    @Test("Modifiers set every control's shared attributes")
    func modifiers() {
        let button = Button("Save").hint("Saves.").identifier("save").disabled().selected()
        #expect(button.attributes == ControlAttributes(hint: "Saves.", identifier: "save", isEnabled: false, isSelected: true))
        #expect(Control.button(button).attributes.identifier == "save")
    }

    @Test("Attributes are values: a changed copy leaves the original, and equal attributes are equal however made")
    func attributesAreValues() {
        var original = ControlAttributes(hint: "Saves the file.", identifier: "save")
        var copy = original
        copy.hint = "Saves it elsewhere."
        copy.customActions = ["Share"]
        #expect(original.hint == "Saves the file." && original.customActions.isEmpty && copy.identifier == "save")
        original.identifier = nil
        var built = ControlAttributes()
        built.hint = "Saves the file."
        #expect(original == built && original.hashValue == built.hashValue)
        built.hint = ""
        #expect(built == ControlAttributes())
    }

    @Test("Details holding an Android node: equal and hashed by the node, a copy changed apart from the original")
    func androidNodeDetailsAreValues() {
        var details = ElementDetails()
        #expect(details.isEmpty && details.android == nil)
        details.android = AndroidNode(className: "android.widget.Button")
        #expect(!details.isEmpty && details.android?.className == "android.widget.Button")
        var copy = details
        copy.android?.text = "Save"
        #expect(details.android?.text == "" && copy.android?.text == "Save" && details != copy)
        var same = ElementDetails()
        same.android = AndroidNode(className: "android.widget.Button")
        #expect(details == same && details.hashValue == same.hashValue)
        var element = AccessibilityElement(label: "Save")
        element.details = copy
        #expect(element.android?.text == "Save")
        copy.android = nil
        #expect(copy.isEmpty)
    }

    @Test("Locating attributes at once gives the attributes their line and column set one by one give, leaving the rest")
    func locatingIsSettingLineAndColumn() {
        var located = ControlAttributes(hint: "Saves the file.")
        located.locate(line: 3, column: 5)
        var fieldByField = ControlAttributes(hint: "Saves the file.")
        fieldByField.sourceLine = 3
        fieldByField.sourceColumn = 5
        #expect(located == fieldByField && located.hashValue == fieldByField.hashValue)
        #expect(located.sourceLine == 3 && located.sourceColumn == 5 && located.hint == "Saves the file.")
        var plain = ControlAttributes()
        plain.locate(line: 1, column: 1)
        #expect(plain.details.sourceLine == 1 && plain.details.sourceColumn == 1 && plain.hint.isEmpty)
    }

    @Test("Popovers and action sheets are built like UIKit's")
    func presentations() throws {
        var screen = Screen(width: .regular) { Button("Format").identifier("format") }
        try screen.present(.popover(Popover(source: "format") { Button("Bold"); Button("Italic") }))
        #expect(render(screen) == ["Bold. Button.", "Italic. Button.", "Dismiss popup. Button."])
        #expect(screen.dismissTopPresentation() != nil && screen.topPresentation == nil)
    }

    @Test("The accessibility tree keeps containers and their children")
    func tree() throws {
        let element = Group("Shipping") { TextField("Street") }.control.accessibilityElement()
        #expect(!element.isAccessibilityElement && element.children.count == 1)
        #expect(element.children[0].traits == .textField)
    }

    @Test("Utterances carry typed segments")
    func segments() throws {
        let utterance = SpeechGenerator(voice: try .builtIn(.en))
            .utterance(for: AccessibilityElement(label: "Quantity", value: .text("3"), traits: .adjustable))
        #expect(utterance.segments.map(\.kind) == [.label, .value, .trait, .pause, .hint])
        #expect(utterance.kind == .element)
    }
}
