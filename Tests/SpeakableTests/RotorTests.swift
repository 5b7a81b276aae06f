import Testing
import Speakable

/// Phrasing §19: the rotor and read all, on the screens the model has today (the rotor's
/// containers and tables grow with the tree).
@Suite("§19 Rotor and read all")
struct RotorTests {
    private func settings() throws -> Screen {
        try Screen {
            BackButton("Settings")
            Heading("Wi-Fi")
            Switch("Wi-Fi", isOn: true)
            Link("About Privacy")
            Heading("Display")
            try Slider("Brightness", value: 0.5)
            Group("Networks", containerType: .list) {
                Button("Home").actions(["Forget", "Share Password"])
                Button("Office")
            }
        }
    }

    @Test("RO1 Turning the rotor says the item's name as a value change, with no final period, in every voice")
    func turningSaysTheName() throws {
        var english = reader(try settings())
        #expect(english.say(.rotor(.headings)) == ["Headings"])
        #expect(english.say(.rotor(.formControls)) == ["Form Controls"])
        #expect(english.say(.rotor(.adjustValue)) == ["Adjust Value"])
        #expect(english.say(.rotor(.custom("Favorites"))) == ["Favorites"])
        #expect(english.rotor == .custom("Favorites"))
        var russian = reader(try settings(), in: .ru)
        #expect(russian.say(.rotor(.headings)) == ["Заголовки"])
        var chinese = reader(try settings(), in: .zhHans)
        #expect(chinese.say(.rotor(.links)) == ["链接"])
        // A rotor the screen has nothing for still turns to it; down then finds nothing.
        #expect(english.say(.rotor(.tables)) == ["Tables"])
        #expect(english.say(.down) == ["[sound: boundary]"])
    }

    @Test("RO2 down and up move to the next and previous stop the rotor finds, spoken as next would; boundary past the ends")
    func downAndUpMoveByTheRotor() throws {
        var session = reader(try settings())
        _ = session.say(.rotor(.headings))
        #expect(session.say(.down) == ["Wi-Fi. Heading."])
        #expect(session.say(.down) == ["Display. Heading."])
        #expect(session.say(.down) == ["[sound: boundary]"])
        #expect(session.say(.up) == ["Wi-Fi. Heading."])
        #expect(session.say(.up) == ["[sound: boundary]"])
        _ = session.say(.rotor(.links))
        #expect(session.say(.down) == ["About Privacy. Link."])
        // Form controls: the switch and the slider, never a button.
        _ = session.say(.rotor(.formControls))
        #expect(session.say(.up) == ["Wi-Fi. Switch Button. On. Double tap to toggle setting."])
        #expect(session.say(.down).first?.hasPrefix("Brightness: 50%. Adjustable.") == true)
        #expect(session.say(.down) == ["[sound: boundary]"])
        // Containers: the list's label, then its first stop.
        _ = session.say(.rotor(.containers))
        #expect(session.say(.down) == ["Networks", "Home. Button. List Start. Actions Available."])
    }

    @Test("RO2 With no rotor, or Adjust Value, down and up adjust the focused element; elsewhere a boundary")
    func downAndUpAdjust() throws {
        var session = reader(try settings())
        #expect(session.say(.down) == ["[sound: boundary]"])
        for _ in 0..<5 { _ = session.say(.next) }
        #expect(session.say(.up) == ["60%"])
        _ = session.say(.rotor(.adjustValue))
        #expect(session.say(.down) == ["50%"])
    }

    @Test("RO2 With Actions, down and up go round the focused element's actions, and activate performs the one said")
    func actionsRotor() throws {
        var session = reader(try settings())
        for _ in 0..<6 { _ = session.say(.next) }
        _ = session.say(.rotor(.actions))
        #expect(session.say(.down) == ["Forget"])
        #expect(session.say(.down) == ["Share Password"])
        #expect(session.say(.down) == ["Forget"])
        #expect(session.say(.up) == ["Share Password"])
        #expect(session.say(.activate) == [])
        #expect(session.performedActions.map(\.action) == ["Share Password"])
        // On a stop without actions: a boundary.
        _ = session.say(.next)
        #expect(session.say(.down) == ["[sound: boundary]"])
    }

    @Test("RO4 read all speaks every stop from the focus to the end, each its own utterance; read from top starts at the first")
    func readAll() throws {
        var session = reader(try settings())
        for _ in 0..<5 { _ = session.say(.next) }
        #expect(session.say(.readAll).count == 3)
        #expect(session.focusedStop?.element.label == "Office")
        let everything = session.say(.readFromTop)
        #expect(everything.count == 8 && everything.first == "Settings. Back Button." && everything.last == "Office. Button. List End.")
        #expect(session.log.transcript.contains("> read all\n") && session.log.transcript.contains("> read from top\n"))
    }

    @Test("RO1 RO2 RO4 The commands parse as scripts write them, and a wrong one names the choices")
    func parsing() throws {
        #expect(try ScreenReaderCommand(parsing: "rotor formControls") == .rotor(.formControls))
        #expect(try ScreenReaderCommand(parsing: "rotor custom My Rotor") == .rotor(.custom("My Rotor")))
        #expect(try ScreenReaderCommand(parsing: "read from top") == .readFromTop)
        #expect(ScreenReaderCommand.readAll.description == "read all")
        #expect(throws: CommandParseError.unknownRotorItem("heading")) { try ScreenReaderCommand(parsing: "rotor heading") }
        #expect("\(CommandParseError.unknownRotorItem("heading"))".contains("did you mean 'headings'"))
    }
}

/// RO3: explore by touch, on stops that know their frames.
@Suite("§19 Touch")
struct TouchTests {
    private func framed() -> Screen {
        var outer = ControlAttributes(), inner = ControlAttributes()
        outer.frame = ScreenFrame(x: 0, y: 0, width: 390, height: 200)
        inner.frame = ScreenFrame(x: 16, y: 100, width: 80, height: 44)
        var plain = ControlAttributes()
        plain.frame = ScreenFrame(x: 0, y: 300, width: 390, height: 44)
        return Screen(elements: [StaticText("Card", attributes: outer).control, Button("Buy", attributes: inner).control,
                                 Button("Later", attributes: plain).control])
    }

    @Test("RO3 touch X,Y focuses the smallest stop whose frame holds the point and says it")
    func touchFocusesTheSmallest() {
        var session = reader(framed())
        #expect(session.say(.touch(x: 20, y: 120)) == ["Buy. Button."])
        #expect(session.focusedStop?.element.label == "Buy")
        #expect(session.say(.touch(x: 200, y: 10)) == ["Card."])
        #expect(session.say(.touch(x: 10, y: 310)) == ["Later. Button."])
    }

    @Test("RO3 Touching the focused stop says nothing; touching nothing says nothing and keeps the focus")
    func touchNothing() {
        var session = reader(framed())
        _ = session.say(.touch(x: 20, y: 120))
        #expect(session.say(.touch(x: 30, y: 130)) == [])
        #expect(session.say(.touch(x: 500, y: 900)) == [])
        #expect(session.focusedStop?.element.label == "Buy")
    }

    @Test("RO3 A screen without frames gives [sound: unavailable]")
    func touchWithoutFrames() throws {
        var session = reader(Screen { Button("OK") })
        #expect(session.say(.touch(x: 1, y: 1)) == ["[sound: unavailable]"])
        #expect(try ScreenReaderCommand(parsing: "touch 16.5,100") == .touch(x: 16.5, y: 100))
        #expect(ScreenReaderCommand.touch(x: 16, y: 100).description == "touch 16,100")
        #expect(throws: CommandParseError.missingPoint) { try ScreenReaderCommand(parsing: "touch here") }
    }
}
