import Testing
import Speakable

/// Steppers (ST2–ST6), text editing (T3, S3) and actions that do nothing (§10).
@Suite("Screen reader: controls")
struct ScreenReaderControlTests {
    @Test("ST3 increment speaks only the new value; at the bound a boundary sound")
    func st3Adjustable() throws {
        var r = reader(try Screen { try Stepper("Quantity", value: 9, maximumValue: 10) })
        #expect(r.say(.increment) == ["10"])
        #expect(r.say(.increment) == ["[sound: boundary]"])
        #expect(r.say(.decrement) == ["9"])
        #expect(r.valueChanges.map(\.value) == [10, 9])
    }

    @Test("ST3 with wraps increment past the maximum gives the minimum")
    func st3Wraps() throws {
        var r = reader(try Screen { try Stepper("Hour", value: 23, maximumValue: 23, wraps: true) })
        #expect(r.say(.increment) == ["0"])
        #expect(r.say(.decrement) == ["23"])
    }

    @Test("ST4 activating a stepper button speaks only the new value; a dimmed one is unavailable")
    func st4Buttons() throws {
        var r = reader(try Screen { try Stepper("Copies", value: 0, maximumValue: 2, exposure: .buttons) })
        #expect(r.initial == ["Decrement. Dimmed. Button."])
        #expect(r.say(.activate) == ["[sound: unavailable]"])
        #expect(r.say(.next) == ["Increment. Button."])
        #expect(r.say(.activate) == ["1"])
        #expect(r.say(.activate) == ["2"])
        #expect(r.say(.previous) == ["Decrement. Button."])
        #expect(r.say(.next) == ["Increment. Dimmed. Button."])
    }

    @Test("ST5 steps are exact and spoken in the locale")
    func st5() throws {
        var r = reader(try Screen { try Stepper("Цена", value: 0.9, maximumValue: 2, stepValue: 0.1) }, in: .ru)
        #expect(r.say(.increment) == ["1,0"])
        #expect(r.say(.increment) == ["1,1"])
    }

    @Test("ST6 a held button steps repeatedly; continuous sends an event per step")
    func st6Continuous() throws {
        var r = reader(try Screen { try Stepper("N", value: 0, maximumValue: 10, exposure: .buttons) })
        _ = r.say(.next)
        #expect(r.hold(repeats: 3).map(\.text) == ["1", "2", "3"])
        #expect(r.valueChanges.map(\.value) == [1, 2, 3])
    }

    @Test("ST6 with continuous off one event when the hold ends")
    func st6NotContinuous() throws {
        var r = reader(try Screen { try Stepper("N", value: 0, maximumValue: 10, isContinuous: false, exposure: .buttons) })
        _ = r.say(.next)
        #expect(r.hold(repeats: 3).map(\.text) == ["3"])
        #expect(r.valueChanges.map(\.value) == [3])
    }

    @Test("ST6 with autorepeat off a hold makes a single step")
    func st6NoAutorepeat() throws {
        var r = reader(try Screen { try Stepper("N", value: 0, maximumValue: 10, autorepeat: false, exposure: .buttons) })
        _ = r.say(.next)
        #expect(r.hold(repeats: 5).map(\.text) == ["1"])
    }

    @Test("ST6 a hold stops at the bound with a boundary sound")
    func st6Bound() throws {
        var r = reader(try Screen { try Stepper("N", value: 8, maximumValue: 10, exposure: .buttons) })
        _ = r.say(.next)
        #expect(r.hold(repeats: 5).map(\.text) == ["9", "10", "[sound: boundary]"])
    }

    @Test("T3 activate begins editing; typing echoes each character, a space as space")
    func t3Typing() {
        var r = reader(Screen { TextField("Name") })
        #expect(r.say(.activate) == ["Name. Text Field. Is editing."])
        #expect(r.say(.type("a b")) == ["a", "space", "b"])
        #expect(r.say(.first) == ["Name: a b. Text Field. Is editing."])
    }

    @Test("S3 typing into a secure field clicks once per character and echoes nothing")
    func s3SecureTyping() {
        var r = reader(Screen { SecureTextField("PIN") })
        _ = r.say(.activate)
        #expect(r.say(.type("1234")) == Array(repeating: "[sound: click]", count: 4))
        #expect(r.say(.first) == ["PIN: 4 characters. Secure Text Field. Is editing."])
        #expect(r.log.transcript.contains("> type ••••\n"))
        #expect(!r.log.transcript.contains("1234"))
    }

    @Test("§10 actions that do nothing are the unavailable sound")
    func unavailable() throws {
        var r = reader(Screen { StaticText("Hello"); Heading("Title"); Image("Logo"); Button("Off").disabled(); Button("On") })
        #expect(r.say(.activate) == ["[sound: unavailable]"])
        _ = r.say(.next)
        #expect(r.say(.activate) == ["[sound: unavailable]"])
        _ = r.say(.next)
        #expect(r.say(.activate) == ["[sound: unavailable]"])
        _ = r.say(.next)
        #expect(r.say(.activate) == ["[sound: unavailable]"])
        _ = r.say(.next)
        #expect(r.say(.increment) == ["[sound: unavailable]"])
        #expect(r.say(.type("x")) == ["[sound: unavailable]"])
        #expect(r.say(.escape) == ["[sound: unavailable]"])
        #expect(r.say(.activate).isEmpty)
        #expect(r.activatedElements.map(\.label) == ["On"])
    }
}
