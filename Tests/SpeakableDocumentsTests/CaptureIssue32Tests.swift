import Foundation
import Testing
import Speakable
import SpeakableAudit
@testable import SpeakableDocuments

/// Issue 32's bugs in the readers of captures, each fixed where it arose, one test each.
@Suite("Captures: issue 32 bugs")
struct CaptureIssue32Tests {
    static let voice = try! Voice.builtIn(.en)

    /// What a capture says after each command, as `navigate` prints it.
    func navigated(_ text: String, _ commands: [ScreenReaderCommand]) throws -> [[String]] {
        var reader = ScreenReader(screen: try capture(text).screen, voice: Self.voice)
        return commands.map { reader.perform($0).map(\.text) }
    }

    func auditRules(_ text: String) throws -> [String] {
        AccessibilityAudit(voice: Self.voice).findings(in: try capture(text).screen).map(\.rule)
    }

    static let controls = """
        Application, pid: 1, label: 'Shop'
          Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
            Slider, 0x7, {{16.0, 150.0}, {358.0, 36.0}}, label: 'Volume', value: 50%
            PickerWheel, 0x8, {{16.0, 200.0}, {358.0, 36.0}}, value: March
        """

    @Test("Issue 32: a captured slider says it adjusts and a swipe adjusts it, by a tenth, stopping at the ends")
    func testIssue32_capturedSliderAdjustsWhenSwiped() throws {
        #expect(try renderedCapture(Self.controls).first == "Volume: 50%. Adjustable. Swipe up or down with one finger to adjust the value.")
        #expect(try navigated(Self.controls, [.increment, .increment, .decrement]) == [["60%"], ["70%"], ["60%"]])
        let full = "Slider, 0x7, {{16.0, 150.0}, {358.0, 36.0}}, label: 'Volume', value: 100%"
        #expect(try navigated(full, [.increment, .decrement]) == [["[sound: boundary]"], ["90%"]])
    }

    @Test("Issue 32: a captured picker wheel adjusts when swiped: its value is the app's answer, never the unavailable sound")
    func testIssue32_capturedPickerWheelAdjustsWhenSwiped() throws {
        #expect(try navigated(Self.controls, [.next, .increment, .decrement]) == [["March. Adjustable. Swipe up or down with one finger to adjust the value."], ["March"], ["March"]])
    }

    @Test("Issue 32: a document slider adjusts when swiped")
    func testIssue32_documentSliderAdjustsWhenSwiped() throws {
        let document = try ScreenDocument(yaml: "elements: [slider: {label: Volume, value: 0.5}]", path: "s.yaml")
        var reader = ScreenReader(screen: document.screen, voice: Self.voice)
        #expect(reader.perform(.increment).map(\.text) == ["60%"])
    }

    /// AccessibilitySnapshot's parser appends the switch and adjust hints to the app's and
    /// replaces a text field's with the edit hint.
    static let parserShaped = #"""
        [{"element": {"_0": {"label": "Wi-Fi", "value": "1", "traits": ["button", "switchButton"], "hint": "Toggles Wi-Fi. Double tap to toggle setting.",
          "description": "Wi-Fi. Switch Button. On.", "customActions": [], "customContent": [], "customRotors": []}, "traversalIndex": 0}},
         {"element": {"_0": {"label": "Volume", "value": "50%", "traits": ["adjustable"], "hint": "Swipe up or down with one finger to adjust the value.",
          "description": "Volume: 50%. Adjustable.", "customActions": [], "customContent": [], "customRotors": []}, "traversalIndex": 1}},
         {"element": {"_0": {"label": "Email", "traits": ["textEntry"], "hint": "Double tap to edit.",
          "description": "Email. Text Field.", "customActions": [], "customContent": [], "customRotors": []}, "traversalIndex": 2}},
         {"element": {"_0": {"traits": ["adjustable"], "description": "Sets the level. Adjustable.",
          "customActions": [], "customContent": [], "customRotors": []}, "traversalIndex": 3}},
         {"element": {"_0": {"label": "Photo", "traits": ["image"], "description": "Photo. Image.", "customActions": [],
          "customContent": [{"label": "Taken", "value": "Today", "isImportant": false}], "customRotors": []}, "traversalIndex": 4}}]
        """#

    @Test("Issue 32: AccessibilitySnapshot's hint holds the trait hints; each hint is spoken once, and the audit does not blame the app")
    func testIssue32_snapshotTraitHintsAreSpokenOnce() throws {
        #expect(try renderedCapture(Self.parserShaped) == [
            "Wi-Fi. Switch Button. On. Toggles Wi-Fi. Double tap to toggle setting.",
            "Volume: 50%. Adjustable. Swipe up or down with one finger to adjust the value.",
            "Email. Text Field. Double tap to edit.",
            "Sets the level. Adjustable.",
            "Photo. Image. More Content Available.",
        ])
        #expect(try !auditRules(Self.parserShaped).contains("hint-style"))
    }

    @Test("Issue 32: the fixtures are in the parser's shape: every enabled switch, adjustable and text field hint carries its trait hint")
    func testIssue32_snapshotFixturesHoldTraitHints() throws {
        for path in CaptureFixtures.paths where path.contains("accessibility-snapshot") {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(!text.contains(#""hint": "Toggles Wi-Fi""#) && !text.contains(#""hint": "Change volume""#), "\(path)")
            let document = try ScreenDocument(data: Data(text.utf8), path: path)
            for line in SpeechGenerator(voice: Self.voice).render(document.screen).map(\.text) {
                for hint in ["Double tap to toggle setting.", "Swipe up or down with one finger to adjust the value.", "Double tap to edit."] {
                    #expect(line.components(separatedBy: hint).count <= 2, "\(path): \(line)")
                }
            }
        }
    }

    @Test("Issue 32: a leading Close button in a navigation bar is a button; UIKit's back button (BackButton, or the previous screen's title) is one")
    func testIssue32_leadingCloseIsNoBackButton() throws {
        func bar(_ button: String) -> String {
            """
            NavigationBar, 0x1, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'Plants'
              \(button)
              StaticText, 0x3, {{150.0, 47.0}, {80.0, 44.0}}, label: 'Plants'
            """
        }
        #expect(try renderedCapture(bar("Button, 0x2, {{0.0, 47.0}, {80.0, 44.0}}, label: 'Close'")) == ["Close. Button.", "Plants. Heading."])
        #expect(try renderedCapture(bar("Button, 0x2, {{0.0, 47.0}, {80.0, 44.0}}, label: 'Done'")) == ["Done. Button.", "Plants. Heading."])
        #expect(try renderedCapture(bar("Button, 0x2, {{0.0, 47.0}, {80.0, 44.0}}, identifier: 'BackButton', label: 'Close'")) == ["Close. Back Button.", "Plants. Heading."])
        #expect(try renderedCapture(bar("Button, 0x2, {{0.0, 47.0}, {80.0, 44.0}}, label: 'Garden'")) == ["Garden. Back Button.", "Plants. Heading."])
    }

    @Test("Issue 32: a search field reads its placeholder, Search Field. and the edit hint, once, in XCUITest and idb; no false no-description")
    func testIssue32_searchFieldReadsPlaceholderAndEditHint() throws {
        let dump = "SearchField, 0x6, {{16.0, 100.0}, {358.0, 36.0}}, placeholderValue: 'Search apps'"
        #expect(try renderedCapture(dump) == ["Search apps. Search Field. Double tap to edit."])
        #expect(try !auditRules(dump).contains("no-description"))
        let idb = #"[{"AXLabel": null, "AXValue": null, "type": "TextField", "role_description": "search text field", "placeholder": "Search apps", "frame": {"x": 16, "y": 100, "width": 358, "height": 36}}]"#
        #expect(try renderedCapture(idb) == ["Search apps. Search Field. Double tap to edit."])
        // What it says it does, it does: a double tap edits it.
        let document = try capture(dump)
        var reader = ScreenReader(screen: document.screen, voice: Self.voice)
        #expect(reader.perform(.activate).map(\.text).first?.contains("Is editing") == true)
    }

    @Test("Issue 32: an unlabelled Image holding a labelled StaticText is no stop and hides nothing; the label keeps its line break (imports §3)")
    func testIssue32_silentImageHidesNothing() throws {
        let dump = """
            Application, pid: 1, label: 'Shop'
              Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                Image, 0x9, {{16.0, 250.0}, {358.0, 36.0}}
                  StaticText, 0xa, {{16.0, 250.0}, {358.0, 36.0}}, label: 'Fresh
            basil'
            """
        #expect(try renderedCapture(dump) == ["Fresh basil."])
        guard case .staticText(let text)? = try capture(dump).screen.elements.first else { Issue.record("no text"); return }
        #expect(text.label == "Fresh\nbasil")
    }

    @Test("Issue 32: a tablet is told by the application's frame, or its window's when the application line has none (R3's 13 pt row)")
    func testIssue32_tabletToldByWindowWhenApplicationHasNoFrame() throws {
        let dump = """
            Application, pid: 1, label: 'Shop'
              Window (Main), 0x2, {{0.0, 0.0}, {1024.0, 1366.0}}
                Button, 0x5, {{500.0, 100.0}, {100.0, 44.0}}, label: 'Second'
                Button, 0x6, {{10.0, 110.0}, {100.0, 44.0}}, label: 'First'
            """
        #expect(try renderedCapture(dump) == ["First. Button.", "Second. Button."])
        let phone = dump.replacingOccurrences(of: "{1024.0, 1366.0}", with: "{390.0, 844.0}")
        #expect(try renderedCapture(phone) == ["Second. Button.", "First. Button."])
    }

    @Test("Issue 32: an image item of a tab bar keeps its Image. word (C4), with a hint standing in for its label too")
    func testIssue32_imageTabKeepsImageWord() throws {
        let json = #"""
            [{"container": {"_0": {"type": {"tabBar": {}}}, "children": [
              {"element": {"_0": {"label": "Home", "traits": ["button"], "description": "Home. Tab. 1 of 2.", "customActions": [], "customContent": [], "customRotors": []}, "traversalIndex": 0}},
              {"element": {"_0": {"traits": ["image"], "description": "Photos. Tab. Image. 2 of 2.", "customActions": [], "customContent": [], "customRotors": []}, "traversalIndex": 1}}]}}]
            """#
        #expect(try renderedCapture(json) == ["Home. Tab. 1 of 2.", "Photos. Tab. Image. 2 of 2."])
        let dump = """
            TabBar, 0x4, {{0.0, 780.0}, {390.0, 64.0}}
              Button, 0x5, {{0.0, 780.0}, {195.0, 64.0}}, label: 'Home', Selected
              Image, 0x6, {{195.0, 780.0}, {195.0, 64.0}}, label: 'Photos'
            """
        #expect(try renderedCapture(dump) == ["Selected: Home. Tab. 1 of 2.", "Photos. Tab. Image. 2 of 2."])
    }

    @Test("Issue 32: an XCUITest dump that ends with the author's ... line is read, with one warning")
    func testIssue32_dumpEndingWithEllipsisIsRead() throws {
        let dump = """
            Element subtree:
             →Application, 0x1, pid: 1, label: 'Shop'
                Button, 0x2, {{16.0, 52.0}, {80.0, 44.0}}, label: 'Save'
                ...

            """
        let document = try capture(dump)
        #expect(SpeechGenerator(voice: Self.voice).render(document.screen).map(\.text) == ["Save. Button."])
        #expect(document.warnings.count == 1)
    }
}
