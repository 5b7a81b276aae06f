import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Imports spec §9: captures as people really paste them.
@Suite("Captures: §9 as people paste them")
struct CapturesAsPastedTests {
    private static let header = "Attributes: Application, 0x1, pid: 1, label: 'Settings'\nElement subtree:\n →Application, 0x1, pid: 1, label: 'Settings'\n"

    @Test("§9 ToggleButton is a switch: WebDriverAgent's `ToggleButton, StaticText, Button` on a switch says Switch Button and its state")
    func toggleButtonIsASwitch() throws {
        let source = appium(appiumElement("Switch", #"label="Auto-Play Animated Images" value="1" accessible="true" traits="ToggleButton, StaticText, Button""#)
                            + appiumElement("Switch", #"label="Bold Text" value="0" accessible="true" traits="ToggleButton""#)
                            + appiumElement("Other", #"label="Wi-Fi" value="1" accessible="true" traits="ToggleButton, Button""#))
        #expect(try renderedCapture(source) == [
            "Auto-Play Animated Images. Switch Button. On. Double tap to toggle setting.",
            "Bold Text. Switch Button. Off. Double tap to toggle setting.",
            "Wi-Fi. Switch Button. On. Double tap to toggle setting.",
        ])
    }

    @Test("§9 A button whose identifier is BackButton in a navigation bar is a back button, whatever its label or place")
    func backButtonIdentifier() throws {
        let bar = appiumElement("StaticText", #"label="General" accessible="true""#)
            + appiumElement("Button", #"name="BackButton" label="Settings" accessible="true""#)
        let source = appium(appiumElement("NavigationBar", #"name="General" accessible="false""#, children: bar))
        #expect(try renderedCapture(source) == ["General. Heading.", "Settings. Back Button."])
    }

    @Test("§9 An XCUITest dump printed by lldb's p, one line in double quotes with escapes, is read as the dump it holds")
    func lldbEscapedDump() throws {
        let dump = Self.header + "    Button, 0x2, {{16.0, 52.0}, {80.0, 44.0}}, label: 'Fig 'Green' \"Gem\"'\n"
        let escaped = "\"" + dump.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "'", with: "\\'").replacingOccurrences(of: "\"", with: "\\\"") + "\"\n"
        let document = try capture(escaped)
        #expect(document.format == .xcuitest)
        #expect(try renderedCapture(escaped) == ["Fig 'Green' \"Gem\". Button."])
    }

    @Test("§9 Lines that are not element lines (an author's ..., a log line) are skipped with one warning at the first; none at all is an error")
    func pastedLinesAreSkipped() throws {
        let dump = Self.header + "    Button, 0x2, {{16.0, 52.0}, {80.0, 44.0}}, label: 'Save'\n    ...\n"
            + "t = 1.20s Tap \"Save\" Button\n    StaticText, 0x3, {{16.0, 100.0}, {80.0, 20.0}}, label: 'Total'\n"
        let document = try capture(dump)
        #expect(try renderedCapture(dump) == ["Save. Button.", "Total."])
        #expect(document.warnings.map(\.description) == ["capture:5:1: warning: 2 lines of the element subtree that are not element lines are skipped, the first here"])
        #expect(captureError("Element subtree:\n ...\n nothing here\n").contains("expected an element line"))
    }

    @Test("§9 A table cell with no control in an XCUITest dump is one stop: its texts joined by a comma")
    func cellWithoutControlIsOneStop() throws {
        let dump = Self.header + "    Table, 0x2, {{0.0, 0.0}, {390.0, 600.0}}\n"
            + "      Cell, 0x3, {{0.0, 100.0}, {390.0, 44.0}}\n"
            + "        StaticText, 0x4, {{16.0, 110.0}, {100.0, 20.0}}, label: 'Keyboards'\n"
            + "        StaticText, 0x5, {{300.0, 110.0}, {20.0, 20.0}}, label: '3'\n"
            + "      Cell, 0x6, {{0.0, 144.0}, {390.0, 44.0}}\n"
            + "        StaticText, 0x7, {{16.0, 154.0}, {100.0, 20.0}}, label: 'Auto-Correction'\n"
            + "        Switch, 0x8, {{300.0, 154.0}, {50.0, 30.0}}, label: 'Auto-Correction', value: 1\n"
        #expect(try renderedCapture(dump) == [
            "Keyboards, 3.",
            "Auto-Correction.",
            "Auto-Correction. Switch Button. On. Double tap to toggle setting.",
        ])
        // An Appium source that says what is accessible decides by itself, as before.
        let cell = appiumElement("Cell", #"accessible="false""#, children: appiumElement("StaticText", #"label="Keyboards" accessible="true""#)
                                 + appiumElement("StaticText", #"label="3" accessible="true""#))
        #expect(try renderedCapture(appium(cell)) == ["Keyboards.", "3."])
        // Without `accessible`, the cell is one stop there too.
        let bare = #"<AppiumAUT><XCUIElementTypeCell x="0" y="0" width="390" height="44"><XCUIElementTypeStaticText label="Keyboards" x="16" y="10" width="90" height="20"/><XCUIElementTypeStaticText label="3" x="300" y="10" width="20" height="20"/></XCUIElementTypeCell></AppiumAUT>"#
        #expect(try renderedCapture(bare) == ["Keyboards, 3."])
    }
}
