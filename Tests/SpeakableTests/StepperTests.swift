import Testing
import Speakable

/// Phrasing spec §6: steppers.
@Suite("§6 Steppers")
struct StepperTests {
    @Test("ST1 UIKit's defaults")
    func st1Defaults() throws {
        let stepper = try Stepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(!stepper.wraps && stepper.autorepeat && stepper.isContinuous && stepper.exposure == .adjustable)
    }

    @Test("ST1 numbers with huge or tiny exponents are rejected, never a crash")
    func st1Exponents() {
        for text in ["1e-9223372036854775808", "1e9223372036854775807", "-1e-9223372036854775808", "1E-9223372036854775809",
                     "9223372036854775807e1", "0.000000000001e-1", "1e31", "1e-31"] {
            #expect(DecimalValue(text) == nil, "\(text)")
        }
        #expect(DecimalValue("2.5e-1") == DecimalValue("0.25"))
        #expect(DecimalValue("1")!.subtracting(DecimalValue(significand: .min, fractionDigits: 0)) == nil)
    }

    @Test("ST1 numbers written plainly read as written, and anything else is no number")
    func st1PlainNumbers() {
        #expect(DecimalValue("-12.50") == DecimalValue(significand: -1250, fractionDigits: 2))
        #expect(DecimalValue("+3") == DecimalValue(significand: 3, fractionDigits: 0))
        #expect(DecimalValue("5.") == DecimalValue(significand: 5, fractionDigits: 0))
        #expect(DecimalValue(".5") == DecimalValue(significand: 5, fractionDigits: 1))
        #expect(DecimalValue("007") == DecimalValue(significand: 7, fractionDigits: 0))
        #expect(DecimalValue("0.000000000001") == DecimalValue(significand: 1, fractionDigits: 12))
        for text in ["", "-", "+", ".", "-.", "1.2.3", "--1", "+-1", "1-", "1 ", " 1", "0.0000000000001",
                     "9223372036854775808", "١", "1\u{301}", "0x10", ".nan", "-.inf"] {
            #expect(DecimalValue(text) == nil, "\(text)")
        }
    }

    @Test("ST1 impossible numbers are errors naming the field")
    func st1Errors() {
        #expect(throws: StepperError.self) { try Stepper(minimumValue: 10, maximumValue: 10) }
        #expect { try Stepper(minimumValue: 10, maximumValue: 0) } throws: { ($0 as? StepperError)?.field == .minimumValue }
        #expect { try Stepper(stepValue: 0) } throws: { ($0 as? StepperError)?.field == .stepValue }
        #expect { try Stepper(stepValue: -1) } throws: { ($0 as? StepperError)?.field == .stepValue }
        #expect { try Stepper(value: 101) } throws: { ($0 as? StepperError)?.field == .value }
        #expect(DecimalValue(".nan") == nil && DecimalValue(Double.infinity) == nil && DecimalValue("1e400") == nil)
    }

    @Test("ST2 the default exposure is one adjustable element")
    func st2Adjustable() throws {
        #expect(say(try Stepper("Quantity", value: 3, maximumValue: 10))
                == ["Quantity: 3. Adjustable. Swipe up or down with one finger to adjust the value."])
    }

    @Test("ST3 increment adds the step; past the maximum it stays without wraps")
    func st3Bounds() throws {
        var stepper = try Stepper(value: 9, maximumValue: 10)
        #expect(stepper.increment() == .changed && stepper.value == 10)
        #expect(stepper.increment() == .boundary && stepper.value == 10)
        var low = try Stepper(value: 0)
        #expect(low.decrement() == .boundary && low.value == 0)
    }

    @Test("ST3 with wraps the value goes round to the other bound")
    func st3Wraps() throws {
        var stepper = try Stepper(value: 10, maximumValue: 10, wraps: true)
        #expect(stepper.increment() == .changed && stepper.value == 0)
        #expect(stepper.decrement() == .changed && stepper.value == 10)
    }

    @Test("ST3 after a change only the new value is spoken, with no period")
    func st3NewValue() {
        #expect(SpeechGenerator(voice: voice()).valueChanged(to: .number(4, fractionDigits: 0)).text == "4")
    }

    @Test("ST4 the buttons exposure is two buttons")
    func st4Buttons() throws {
        #expect(say(try Stepper("Quantity", value: 3, exposure: .buttons)) == ["Decrement. Button.", "Increment. Button."])
    }

    @Test("ST4 at a bound without wraps the button there is dimmed")
    func st4Dimmed() throws {
        #expect(say(try Stepper(value: 0, exposure: .buttons)) == ["Decrement. Dimmed. Button.", "Increment. Button."])
        #expect(say(try Stepper(value: 100, exposure: .buttons)) == ["Decrement. Button.", "Increment. Dimmed. Button."])
        #expect(say(try Stepper(value: 0, wraps: true, exposure: .buttons)) == ["Decrement. Button.", "Increment. Button."])
    }

    @Test("ST5 values keep the fraction digits of the most precise number as written")
    func st5Digits() throws {
        var price = try Stepper("Price", value: 1, stepValue: 0.05)
        #expect(price.spokenValue.resolved(in: voice()) == "1.00")
        price.increment()
        #expect(price.spokenValue.resolved(in: voice()) == "1.05")
        #expect(try Stepper(value: 3).spokenValue.resolved(in: voice()) == "3")
        #expect(try Stepper(value: DecimalValue("1.50")!, stepValue: 0.5).spokenValue.resolved(in: voice()) == "1.50")
    }

    @Test("ST5 the locale's decimal separator")
    func st5Separator() throws {
        #expect(say(try Stepper("Цена", value: 1.05, stepValue: 0.05), in: .ru)
                == ["Цена: 1,05. Элемент регулировки. Смахните вверх или вниз одним пальцем, чтобы настроить значение."])
    }

    @Test("ST5 arithmetic is exact in decimal")
    func st5Exact() throws {
        var stepper = try Stepper(value: 0, maximumValue: 2, stepValue: 0.1)
        for _ in 0..<10 { stepper.increment() }
        #expect(stepper.value == 1)
        #expect(stepper.spokenValue.resolved(in: voice()) == "1.0")
        #expect(DecimalValue("-0.5")!.formatted(fractionDigits: 2) == "-0.50")
        #expect(DecimalValue("2.5e-1")!.description == "0.25")
    }
}
