import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Imports spec §3: labels, values, hints and traits from each format's own fields, or from the
/// element type.
@Suite("Captures: §3 properties")
struct CapturePropertyTests {
    @Test("§3 XCUITest labels are taken as written: apostrophes inside quotes, and line breaks")
    func xcuitestQuirks() throws {
        let dump = """
            Element subtree:
             →Application, 0x1, pid: 42, label: 'Garden'
                StaticText, 0x2, {{0.0, 0.0}, {300.0, 44.0}}, label: 'Indian Laurel Fig Tree 'Green Gem''
                StaticText, 0x3, {{0.0, 44.0}, {300.0, 44.0}}, identifier: 'note', label: 'Water it, 'now''
                StaticText, 0x4, {{0.0, 88.0}, {300.0, 44.0}}, label: 'Two
            lines'
               ↳Button, 0x5, {{0.0, 132.0}, {80.0, 44.0}}, label: 'Buy', Disabled
            Path to element:
             →Application, 0x1, pid: 42, label: 'Garden'
            Query chain:
             →Find: Target Application 'com.example.garden'
            """
        #expect(try renderedCapture(dump) == ["Indian Laurel Fig Tree 'Green Gem'.", "Water it, 'now'.", "Two lines.", "Buy. Dimmed. Button."])
    }

    @Test("§1 An XCUITest dump whose application line has no address, and an element without one, are read")
    func dumpWithoutAddresses() throws {
        let dump = """
            Attributes: Application, pid: 4242, label: 'Shop'
            Element subtree:
             →Application, pid: 4242, label: 'Shop'
                Window (Main), 0x600000c04150, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, {{16.0, 52.0}, {80.0, 44.0}}, label: 'Save'
            """
        #expect(try renderedCapture(dump) == ["Save. Button."])
    }

    @Test("§3 Traits by name where the format names them; otherwise from the element type")
    func traitsByNameOrType() throws {
        #expect(try renderedCapture(#"[{"AXLabel": "Volume", "AXValue": "50%", "type": "Slider", "traits": ["Adjustable"]}]"#)
                == ["Volume: 50%. Adjustable. Swipe up or down with one finger to adjust the value."])
        #expect(try renderedCapture("Slider, 0x1, {{0.0, 0.0}, {200.0, 44.0}}, label: 'Volume', value: 50%")
                == ["Volume: 50%. Adjustable. Swipe up or down with one finger to adjust the value."])
        #expect(try renderedCapture(appium(appiumElement("Button", #"label="Play" traits="Button, StartsMediaSession" accessible="true""#)))
                == ["Play. Button."])
    }

    @Test("§3 A switch's value 1, 0 or 2 is on, off or mixed (K1)")
    func switches() throws {
        let dump = """
            Switch, 0x1, {{0.0, 0.0}, {50.0, 30.0}}, label: 'Wi-Fi', value: 1
            Switch, 0x2, {{0.0, 40.0}, {50.0, 30.0}}, label: 'Bluetooth', value: 0
            """
        #expect(try renderedCapture(dump) == ["Wi-Fi. Switch Button. On. Double tap to toggle setting.",
                                              "Bluetooth. Switch Button. Off. Double tap to toggle setting."])
    }

    @Test("§3 Appium: a value equal to the label is dropped; a button's 1 is its selected state")
    func appiumValues() throws {
        let xml = appium("""
            \(appiumElement("StaticText", #"name="Total" label="Total" value="Total" accessible="true""#))
            \(appiumElement("Button", #"name="Map" label="Map" value="1" accessible="true""#))
            \(appiumElement("Button", #"name="save-button" label="Save" accessible="true""#))
            """)
        let document = try capture(xml)
        #expect(SpeechGenerator(voice: try .builtIn(.en)).render(document.screen).map(\.text) == ["Total.", "Selected: Map. Button.", "Save. Button."])
        // `name` is the identifier when it differs from the label.
        #expect(document.screen.elements.last?.attributes.identifier == "save-button")
    }

    @Test("§3 A navigation bar's text is a heading and a button before it the back button (K5)")
    func navigationBar() throws {
        let dump = """
            NavigationBar, 0x1, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'Plants'
              Button, 0x2, {{0.0, 47.0}, {80.0, 44.0}}, label: 'Garden'
              StaticText, 0x3, {{150.0, 47.0}, {80.0, 44.0}}, label: 'Plants'
              Button, 0x4, {{300.0, 47.0}, {80.0, 44.0}}, label: 'Edit'
            """
        #expect(try renderedCapture(dump) == ["Garden. Back Button.", "Plants. Heading.", "Edit. Button."])
    }

    @Test("§3 A segmented control's buttons are segments (K3), a tab bar's are tabs (K4)")
    func series() throws {
        let dump = """
            SegmentedControl, 0x1, {{16.0, 131.0}, {361.0, 33.0}}, identifier: 'library'
              Button, 0x2, {{16.0, 131.0}, {89.0, 33.0}}, label: 'Bookmarks'
              Button, 0x3, {{106.0, 131.0}, {90.0, 33.0}}, label: 'History', Selected
            TabBar, 0x4, {{0.0, 780.0}, {390.0, 64.0}}
              Button, 0x5, {{0.0, 780.0}, {195.0, 64.0}}, label: 'Home', Selected
              Button, 0x6, {{195.0, 780.0}, {195.0, 64.0}}, label: 'Settings'
            """
        #expect(try renderedCapture(dump) == ["Bookmarks. Button. 1 of 2.", "Selected: History. Button. 2 of 2.",
                                              "Selected: Home. Tab. 1 of 2.", "Settings. Tab. 2 of 2."])
    }

    @Test("§3 Custom actions and custom content (X1)")
    func customActions() throws {
        let json = """
            [{"element": {"_0": {"label": "Message", "traits": [], "customActions": ["Reply", "Delete"],
              "customContent": [{"label": "From", "value": "Ann", "isImportant": false}]}, "traversalIndex": 0}}]
            """
        let element = try capture(json).screen.elements[0]
        #expect(element.attributes.customActions == ["Reply", "Delete"])
        #expect(element.attributes.customContent == [CustomContent(label: "From", value: "Ann")])
    }

    @Test("§3 Unknown trait names and element types are warnings, never errors")
    func unknownNames() throws {
        let document = try capture(#"[{"element": {"_0": {"label": "A", "traits": ["button", "unknown(36)"]}, "traversalIndex": 0}}]"#, path: "a.json")
        #expect(document.warnings.map(\.description) == ["a.json:1:46: warning: traits: unknown trait 'unknown(36)' ignored"])
        let dump = try capture("Hologram, 0x1, {{0.0, 0.0}, {9.0, 9.0}}\n  Button, 0x2, {{0.0, 0.0}, {9.0, 9.0}}, label: 'OK'", path: "d.txt")
        #expect(dump.warnings.map(\.description) == ["d.txt:1:1: warning: type: unknown element type 'Hologram'; read as a container"])
        #expect(SpeechGenerator(voice: try .builtIn(.en)).render(dump.screen).map(\.text) == ["OK. Button."])
    }
}

/// idb without trait names: its role description decides.
@Suite("Captures: §3 idb roles")
struct CaptureIDBRoleTests {
    @Test("§3 idb's role description gives the traits when it names none (a switch is a CheckBox by type)")
    func roleDescription() throws {
        let json = """
            [{"AXLabel": "Settings", "type": "Application", "role_description": "application", "AXValue": null, "enabled": true},
             {"AXLabel": "Airplane Mode", "type": "CheckBox", "role_description": "switch", "AXValue": 0, "enabled": true, "frame": {"x": 0, "y": 100, "width": 390, "height": 44}},
             {"AXLabel": "General", "type": "Heading", "role_description": "heading", "AXValue": null, "enabled": true},
             {"AXLabel": "Reset", "type": "Button", "role_description": "button", "AXValue": null, "enabled": false}]
            """
        #expect(try renderedCapture(json) == ["Airplane Mode. Switch Button. Off. Double tap to toggle setting.", "General. Heading.",
                                              "Reset. Dimmed. Button."])
    }
}
