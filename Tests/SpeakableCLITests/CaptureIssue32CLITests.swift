import Foundation
import Testing

/// Issue 32 through the CLI: `render --compare` on AccessibilitySnapshot captures in the shape
/// its parser writes, and `navigate` swiping a captured slider.
@Suite("CLI: issue 32 captures")
struct CaptureIssue32CLITests {
    @Test("Issue 32: render --compare does not flag custom content, kept apart from the description as hints and actions are")
    func testIssue32_compareIgnoresCustomContent() throws {
        let json = #"""
            [{"element": {"_0": {"label": "Photo", "traits": ["image"], "description": "Photo. Image.", "customActions": ["Share"],
              "customContent": [{"label": "Taken", "value": "Today", "isImportant": false}], "customRotors": []}, "traversalIndex": 0}},
             {"element": {"_0": {"label": "Wi-Fi", "value": "1", "traits": ["button", "switchButton"], "hint": "Toggles Wi-Fi. Double tap to toggle setting.",
              "description": "Wi-Fi. Switch Button. On.", "customActions": [], "customContent": [], "customRotors": []}, "traversalIndex": 1}},
             {"element": {"_0": {"label": "Caption", "value": "Line one\nLine two", "traits": ["staticText"], "description": "Caption: Line one\nLine two",
              "customActions": [], "customContent": [], "customRotors": []}, "traversalIndex": 2}}]
            """#
        let path = try Speakable.temporaryDocument(json, name: "content.json")
        let compared = try Speakable.run("render", path, "--compare")
        #expect(compared.status == 0 && compared.stdout == "\(path): all 3 stops match the capture's descriptions\n", "\(compared.stdout)")
        // Each hint once, in what render prints.
        #expect(try Speakable.run("render", path).stdoutLines[1] == "Wi-Fi. Switch Button. On. Toggles Wi-Fi. Double tap to toggle setting.")
    }

    @Test("Issue 32: navigate swipes a captured slider and picker wheel: they adjust, as they say")
    func testIssue32_navigateAdjustsCapturedSliderAndPicker() throws {
        let dump = """
            Slider, 0x7, {{16.0, 150.0}, {358.0, 36.0}}, label: 'Volume', value: 50%
            PickerWheel, 0x8, {{16.0, 200.0}, {358.0, 36.0}}, value: March
            """
        let path = try Speakable.temporaryDocument(dump, name: "controls.txt")
        let run = try Speakable.run("navigate", path, "--commands", "increment,next,decrement")
        #expect(run.status == 0)
        #expect(!run.stdout.contains("unavailable"))
        #expect(run.stdoutLines.contains("60%") && run.stdoutLines.contains("March"))
    }
}
