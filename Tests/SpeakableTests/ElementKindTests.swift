import Testing
import Speakable

/// Phrasing spec §13: switches, sliders, segmented controls, tab bars, back buttons, text views.
@Suite("§13 More element kinds")
struct ElementKindTests {
    @Test("K1 a switch says Switch Button. and its state, never its value, with the toggle hint")
    func k1Switch() {
        #expect(say(Switch("Wi-Fi", isOn: true)) == ["Wi-Fi. Switch Button. On. Double tap to toggle setting."])
        #expect(say(Switch("Wi-Fi")) == ["Wi-Fi. Switch Button. Off. Double tap to toggle setting."])
        #expect(say(Switch("Sync", state: .mixed)) == ["Sync. Switch Button. Mixed. Double tap to toggle setting."])
        #expect(say(Switch("Wi-Fi", isOn: true), in: .ru) == ["Wi-Fi. Кнопка-переключатель. Вкл. Коснитесь дважды, чтобы переключить настройку."])
    }

    @Test("K1 a switch's app hint comes before the toggle hint, without its period")
    func k1AppHint() {
        #expect(say(Switch("Wi-Fi").hint("Toggles Wi-Fi."))
                == ["Wi-Fi. Switch Button. Off. Toggles Wi-Fi. Double tap to toggle setting."])
    }

    @Test("K1 a dimmed switch has no toggle hint and does nothing when activated")
    func k1Dimmed() {
        #expect(say(Switch("Wi-Fi").disabled()) == ["Wi-Fi. Dimmed. Switch Button. Off."])
        var r = reader(Screen { Switch("Wi-Fi").disabled() })
        #expect(r.say(.activate) == ["[sound: unavailable]"])
    }

    @Test("K1 activate toggles and speaks only the new state word; mixed becomes on")
    func k1Toggle() {
        var r = reader(Screen { Switch("Wi-Fi", isOn: true); Switch("Sync", state: .mixed) })
        #expect(r.say(.activate) == ["Off"])
        #expect(r.say(.activate) == ["On"])
        _ = r.say(.next)
        #expect(r.say(.activate) == ["On"])
    }

    @Test("K1 a captured switch value 1, 0 or 2 is its state")
    func k1CapturedValue() {
        #expect(say(AccessibilityElement(label: "Wi-Fi", value: .text("1"), traits: [.button, .switchButton]))
                == "Wi-Fi. Switch Button. On. Double tap to toggle setting.")
        #expect(say(AccessibilityElement(label: "Wi-Fi", value: .text("2"), traits: [.button, .switchButton]), in: .ru)
                == "Wi-Fi. Кнопка-переключатель. Смешанно. Коснитесь дважды, чтобы переключить настройку.")
    }

    @Test("K2 a slider speaks a whole percentage of its range, rounded half up")
    func k2Percent() throws {
        #expect(say(try Slider("Volume", value: 0.5)) == ["Volume: 50%. Adjustable. Swipe up or down with one finger to adjust the value."])
        #expect(say(try Slider(value: 0.75)) == ["75%. Adjustable. Swipe up or down with one finger to adjust the value."])
        #expect(try Slider(value: 0.125).percent == 13)
        #expect(try Slider(value: 0.005).percent == 1)
        #expect(try Slider(value: 30, minimumValue: 20, maximumValue: 40).percent == 50)
        // Found by the fuzzer: a range near Int64's limit overflowed the integer rounding.
        #expect(try Slider(value: 9_223_372_036_854_775_806, minimumValue: 0, maximumValue: 9_223_372_036_854_775_806).percent == 100)
        #expect(try Slider(value: 0, minimumValue: -4_611_686_018_427_387_903, maximumValue: 4_611_686_018_427_387_903).percent == 50)
        #expect(say(try Slider("Громкость", value: 0.5), in: .ru)
                == ["Громкость: 50\u{A0}%. Элемент регулировки. Смахните вверх или вниз одним пальцем, чтобы настроить значение."])
    }

    @Test("K2 increment and decrement move by a tenth of the range, clamped; at an end a boundary")
    func k2Adjust() throws {
        var r = reader(try Screen { try Slider("Volume", value: 0.85) })
        #expect(r.say(.increment) == ["95%"])
        #expect(r.say(.increment) == ["100%"])
        #expect(r.say(.increment) == ["[sound: boundary]"])
        #expect(r.say(.decrement) == ["90%"])
    }

    @Test("K3 a segmented control: one button per segment with its position, the selected one Selected")
    func k3Segments() throws {
        #expect(say(try SegmentedControl(["Segment A", "Segment B", "Segment C"], selectedIndex: 1)) == [
            "Segment A. Button. 1 of 3.", "Selected: Segment B. Button. 2 of 3.", "Segment C. Button. 3 of 3.",
        ])
    }

    @Test("K3 activating an unselected segment selects it and speaks it again; the selected one says nothing")
    func k3Select() throws {
        var r = reader(try Screen { try SegmentedControl(["Day", "Week"], selectedIndex: 0) })
        #expect(r.say(.activate) == [])
        #expect(r.say(.next) == ["Week. Button. 2 of 2."])
        #expect(r.say(.activate) == ["Selected: Week. Button. 2 of 2."])
        #expect(r.say(.previous) == ["Day. Button. 1 of 2."])
    }

    @Test("K4 a tab bar item says Tab. and its position, not Button.")
    func k4Tabs() throws {
        #expect(say(try TabBar(["Feeds", "Search", "Inbox", "Saved", "Profile"], selectedIndex: 0)).prefix(2) == [
            "Selected: Feeds. Tab. 1 of 5.", "Search. Tab. 2 of 5.",
        ])
        var r = reader(try Screen { try TabBar(["Feeds", "Search"], selectedIndex: 0) })
        _ = r.say(.next)
        #expect(r.say(.activate) == ["Selected: Search. Tab. 2 of 2."])
        #expect(say(try TabBar(["Лента"], selectedIndex: 0), in: .ru) == ["Выбрано: Лента. Вкладка. 1 из 1."])
    }

    @Test("K5 a back button says Back Button. instead of Button.; a label that is the locale's Back is dropped")
    func k5BackButton() {
        #expect(say(BackButton("Settings")) == ["Settings. Back Button."])
        #expect(say(BackButton("Back")) == ["Back Button."])
        #expect(say(BackButton("back")) == ["Back Button."])
        #expect(say(BackButton("Назад"), in: .ru) == ["Кнопка назад."])
    }

    @Test("K6 a text view is phrased and edited as a text field")
    func k6TextView() {
        #expect(say(TextView("Notes", text: "First line")) == ["Notes: First line. Text Field. Double tap to edit."])
        var r = reader(Screen { TextView("Notes") })
        #expect(r.say(.activate) == ["Notes. Text Field. Is editing."])
        #expect(r.say(.type("ok")) == ["o", "k"])
    }

    @Test("D5 v2 order: Dimmed · Back Button · Switch Button + state · Tab · … then context, then actions")
    func d5Order() {
        var element = AccessibilityElement(label: "X", traits: [.notEnabled, .button, .backButton, .tabBarItem, .header])
        element.context = [.series(index: 1, count: 2)]
        element.customActions = ["Delete"]
        element.customContent = [CustomContent(label: "Sent", value: "9:41")]
        #expect(say(element) == "X. Dimmed. Back Button. Tab. Heading. 1 of 2. Actions Available. More Content Available.")
    }
}
