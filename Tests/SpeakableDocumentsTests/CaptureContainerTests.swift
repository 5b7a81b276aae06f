import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Imports spec §7: containers in captures, as phrasing §17 says.
@Suite("Captures: §7 containers")
struct CaptureContainerTests {
    @Test("§7 An XCUITest tab bar's items keep their badge, Dimmed., hint and identifier, at any depth (C4)")
    func xcuitestTabBar() throws {
        let dump = """
            TabBar, 0x4, {{0.0, 780.0}, {390.0, 64.0}}
              Button, 0x5, {{0.0, 780.0}, {97.0, 64.0}}, label: 'Home', Selected
              Button, 0x6, {{97.0, 780.0}, {97.0, 64.0}}, identifier: 'inbox', label: 'Inbox', value: 3 items
              Other, 0x7, {{194.0, 780.0}, {196.0, 64.0}}
                Button, 0x8, {{194.0, 780.0}, {98.0, 64.0}}, label: 'Profile', Disabled
                Button, 0x9, {{292.0, 780.0}, {98.0, 64.0}}, label: 'More'
            """
        #expect(try renderedCapture(dump) == ["Selected: Home. Tab. 1 of 4.", "Inbox: 3 items. Tab. 2 of 4.",
                                              "Profile. Dimmed. Tab. 3 of 4.", "More. Tab. 4 of 4."])
        let tree = AccessibilityTree(screen: try capture(dump).screen)
        #expect(tree.containers.map(\.kind) == [.tabBar] && tree.focusStops[1].element.identifier == "inbox")
    }

    @Test("§7 An Appium tab bar keeps a badge and a disabled tab; WebDriverAgent's value 1 is the selection")
    func appiumTabBar() throws {
        let xml = """
            <AppiumAUT>
            <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" enabled="true" visible="true" accessible="false" x="0" y="780" width="390" height="64">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Home" label="Home" value="1" enabled="true" visible="true" accessible="true" x="0" y="780" width="130" height="64"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Inbox" label="Inbox" value="3 items" enabled="true" visible="true" accessible="true" x="130" y="780" width="130" height="64"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Profile" label="Profile" enabled="false" visible="true" accessible="true" x="260" y="780" width="130" height="64"/>
            </XCUIElementTypeTabBar>
            </AppiumAUT>
            """
        #expect(try renderedCapture(xml) == ["Selected: Home. Tab. 1 of 3.", "Inbox: 3 items. Tab. 2 of 3.", "Profile. Dimmed. Tab. 3 of 3."])
    }

    @Test("§7 A segmented control's items keep Button. and their own values (K3 through C4)")
    func segments() throws {
        let dump = """
            SegmentedControl, 0x1, {{16.0, 131.0}, {361.0, 33.0}}
              Button, 0x2, {{16.0, 131.0}, {120.0, 33.0}}, label: 'Day'
              Button, 0x3, {{136.0, 131.0}, {120.0, 33.0}}, label: 'Week', value: 2 new
              Button, 0x4, {{256.0, 131.0}, {120.0, 33.0}}, label: 'Month', Disabled
            """
        #expect(try renderedCapture(dump) == ["Day. Button. 1 of 3.", "Week: 2 new. Button. 2 of 3.", "Month. Dimmed. Button. 3 of 3."])
    }

    @Test("§7 AccessibilitySnapshot tab bars of any elements match the capture's own descriptions (render --compare)")
    func snapshotTabBars() throws {
        let document = try ScreenDocument(data: Data(contentsOf: URL(fileURLWithPath: Self.fixture("tab-bars.json"))), path: "tab-bars.json")
        let ours = SpeechGenerator(voice: try .builtIn(.en), verbosity: Verbosity(hints: false, actions: .none, containers: true))
            .render(document.screen).map(\.text)
        #expect(ours == document.capturedDescriptions.map { $0.text ?? "" })
    }

    @Test("§7 AccessibilitySnapshot data tables take rows and columns from frames; labelled groups are containers; custom rotors are read")
    func snapshotTablesGroupsRotors() throws {
        let document = try ScreenDocument(data: Data(contentsOf: URL(fileURLWithPath: Self.fixture("data-table.json"))), path: "data-table.json")
        let ours = SpeechGenerator(voice: try .builtIn(.en), verbosity: Verbosity(hints: false, actions: .none, containers: true))
            .render(document.screen).map(\.text)
        #expect(ours == document.capturedDescriptions.map { $0.text ?? "" })
        let tree = AccessibilityTree(screen: document.screen)
        #expect(tree.containers.map(\.kind) == [.dataTable, .semanticGroup])
        #expect(tree.containers[1].element.label.text == "Shipping")
        #expect(tree.focusStops[0].element.customRotors == [CustomRotor(name: "Mentions", results: ["Ann", "Bob"])])
        // import writes them, and the document reads back to the same words.
        let again = try ScreenDocument(yaml: document.yamlText())
        #expect(SpeechGenerator(voice: try .builtIn(.en)).render(again.screen).map(\.text)
                == SpeechGenerator(voice: try .builtIn(.en)).render(document.screen).map(\.text))
        #expect(again.yamlText().contains("dataTable:") && again.yamlText().contains("rotors:"))
    }

    @Test("§7 A Table or CollectionView adds no words")
    func tablesAddNoWords() throws {
        let dump = """
            Table, 0x1, {{0.0, 100.0}, {390.0, 200.0}}
              Button, 0x2, {{0.0, 100.0}, {390.0, 44.0}}, label: 'Wi-Fi'
              Button, 0x3, {{0.0, 144.0}, {390.0, 44.0}}, label: 'Bluetooth'
            """
        #expect(try renderedCapture(dump) == ["Wi-Fi. Button.", "Bluetooth. Button."])
    }

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Captures/accessibility-snapshot/\(name)").path
    }
}
