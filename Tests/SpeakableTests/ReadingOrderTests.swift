import Testing
import Speakable

/// Phrasing spec §1: elements, traits and reading order.
@Suite("§1 Elements and reading order")
struct ReadingOrderTests {
    @Test("Reading order is document order, depth first")
    func documentOrder() {
        let screen = Screen {
            Heading("Checkout")
            Group("Shipping") {
                TextField("Street")
                Group { Button("Inner") }
            }
            Button("Pay")
        }
        #expect(render(screen).map { $0.components(separatedBy: ".").first! } == ["Checkout", "Street", "Inner", "Pay"])
    }

    @Test("A container is not a stop while it has focusable children")
    func containerWithChildren() {
        let screen = Screen { Group("Shipping") { Button("Edit") } }
        #expect(render(screen) == ["Edit. Button."])
    }

    @Test("A labelled container with no focusable children is a stop")
    func labelledEmptyContainer() {
        #expect(render(Screen { Group("Shipping") { StaticText("") } }) == ["Shipping."])
        #expect(render(Screen { Group("Empty", children: []) }) == ["Empty."])
    }

    @Test("An unlabelled container with no focusable children is skipped")
    func unlabelledEmptyContainer() {
        #expect(render(Screen { Group(children: []).hint("A hint") }) == [])
    }

    @Test("Elements with no label, value, hint or spoken trait are skipped")
    func silentSkipped() {
        let screen = Screen {
            StaticText("")
            Element("", traits: [.staticText, .playsSound])
            Element("", traits: [.button, .keyboardKey])
            Button("Kept")
        }
        #expect(render(screen) == ["Kept. Button."])
    }

    @Test("Every control kind speaks with its own trait")
    func controlKinds() {
        #expect(say(Button("Save")) == ["Save. Button."])
        #expect(say(StaticText("Hello")) == ["Hello."])
        #expect(say(Heading("Settings")) == ["Settings. Heading."])
        #expect(say(Image("Company logo")) == ["Company logo. Image."])
        #expect(say(Link("Terms of Service")) == ["Terms of Service. Link."])
        #expect(say(Element("26", traits: [.selected, .notEnabled, .header])) == ["Selected: 26. Dimmed. Heading."])
    }

    @Test("Control attributes add Dimmed and Selected to any control")
    func attributes() {
        #expect(say(Button("24").disabled()) == ["24. Dimmed. Button."])
        #expect(say(Link("Home").selected()) == ["Selected: Home. Link."])
    }

    @Test("Control characters never reach an utterance; line breaks become spaces")
    func controlCharacters() {
        #expect(say(Button("Line one\nLine\u{1}two\u{1B}[31m  ")) == ["Line one Linetwo[31m. Button."])
        #expect(say(Button("\u{85}Tab\there\u{2028}")) == ["Tab here. Button."])
    }
}
