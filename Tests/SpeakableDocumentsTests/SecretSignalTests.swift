import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Issue 31: what the red team found in captures and documents, each kept as a test named after
/// the finding. When any signal says a field is secure, it is, in every container and output.
@Suite("Secrets and captures (issue 31)")
struct SecretSignalTests {
    private static let secret = "Zq9Kx7Wv"

    /// Everything a document can show of itself: the rendered stops, a navigation's transcript,
    /// warnings, captured descriptions, custom content and rotors, the written document (YAML
    /// and JSON).
    private func everything(_ document: ScreenDocument) throws -> String {
        let voice = try Voice.builtIn(document.locale)
        let rendered = SpeechGenerator(voice: voice).render(document.screen).map(\.text)
        let navigated = ScreenReader.session(on: document.screen, running: [.next, .next, .next, .next, .next, .rotor(.containers), .next],
                                             voice: voice).transcript
        let stops = AccessibilityTree(screen: document.screen).focusStops
        let extras = stops.flatMap { stop in
            stop.element.customContent.flatMap { [$0.label, $0.value] } + stop.element.customRotors.flatMap { [$0.name] + $0.results }
        }
        return (rendered + [navigated] + document.warnings.map { "\($0)" } + document.capturedDescriptions.compactMap(\.text)
                + extras + [document.yamlText(), document.jsonText()]).joined(separator: "\n")
    }

    @Test("S1. An Appium element named XCUIElementTypeSecureTextField whose type attribute says TextField is secure")
    func testS1_appiumElementNameSaysSecure() throws {
        let source = appium(#"""
            <XCUIElementTypeSecureTextField type="XCUIElementTypeTextField" label="Password" value="Zq9Kx7Wv" enabled="true" visible="true" accessible="true" x="0" y="100" width="200" height="44"/>
            """#)
        let document = try capture(source)
        #expect(try renderedCapture(source) == ["Password: 8 characters. Secure Text Field. Double tap to edit."])
        #expect(!(try everything(document)).contains(Self.secret))
        // The other way round too: the attribute says secure, the name plain.
        let other = appium(#"""
            <XCUIElementTypeTextField type="XCUIElementTypeSecureTextField" label="Password" value="Zq9Kx7Wv" enabled="true" visible="true" accessible="true" x="0" y="100" width="200" height="44"/>
            """#)
        #expect(!(try everything(try capture(other))).contains(Self.secret))
    }

    @Test("S2. A navigation bar's back button (BackButton) with a secure trait or role stays secure")
    func testS2_secureBackButtonStaysSecure() throws {
        let appiumSource = appium(#"""
            <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Settings" enabled="true" visible="true" x="0" y="40" width="390" height="44">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="BackButton" label="Back" value="Zq9Kx7Wv" traits="Button, SecureTextField" enabled="true" visible="true" x="0" y="40" width="80" height="44"/>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Settings" label="Settings" enabled="true" visible="true" x="150" y="40" width="90" height="44"/>
            </XCUIElementTypeNavigationBar>
            """#)
        let idbSource = #"""
            [{"AXLabel": "Shop", "type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
              {"AXLabel": "Settings", "type": "NavigationBar", "frame": {"x": 0, "y": 40, "width": 390, "height": 44}, "children": [
                {"AXLabel": "Back", "AXValue": "Zq9Kx7Wv", "AXUniqueId": "BackButton", "type": "Button", "role_description": "secure text field",
                 "frame": {"x": 0, "y": 40, "width": 80, "height": 44}},
                {"AXLabel": "Settings", "type": "StaticText", "frame": {"x": 150, "y": 40, "width": 90, "height": 44}}]}]}]
            """#
        for source in [appiumSource, idbSource] {
            let document = try capture(source)
            let text = try everything(document)
            #expect(!text.contains(Self.secret))
            #expect(text.contains("8 characters"))
            #expect(text.contains("Secure Text Field"))
        }
        // A plain back button is still one.
        let plain = appium(#"""
            <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Settings" enabled="true" visible="true" x="0" y="40" width="390" height="44">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="BackButton" label="Back" enabled="true" visible="true" x="0" y="40" width="80" height="44"/>
            </XCUIElementTypeNavigationBar>
            """#)
        #expect(try renderedCapture(plain) == ["Back Button."])
    }

    @Test("S3. A document element or data table cell with the secure trait never shows its value")
    func testS3_secureTraitHidesValueInDocuments() throws {
        let yaml = """
            elements:
              - element: {label: PIN, value: Zq9Kx7Wv, traits: [secureTextField]}
              - dataTable:
                  label: Keys
                  rows:
                    - [Name, Key]
                    - [Home, {label: Door, value: Zq9Kx7Wv, traits: [secureTextField]}]
            """
        let document = try ScreenDocument(yaml: yaml)
        let text = try everything(document)
        #expect(!text.contains(Self.secret))
        #expect(try rendered(yaml).first == "PIN: 8 characters. Secure Text Field. Double tap to edit.")
        // Swift's printing of the screen, as a debugger or a log shows it.
        #expect(!String(reflecting: document.screen).contains(Self.secret))
        var dumped = ""
        dump(document.screen, to: &dumped)
        #expect(!dumped.contains(Self.secret))
        // Written as bullets, one a character, so that it reads back as a secret of that length.
        let written = try ScreenDocument(yaml: document.yamlText())
        #expect(try everything(written) == text)
        // An error never quotes it either, wherever an alias repeats it.
        let quoted = error(of: """
            elements:
              - element: {label: PIN, value: &s Zq9Kx7Wv, traits: [secureTextField]}
              - stepper: {label: Count, value: *s}
            """)
        #expect(!quoted.contains(Self.secret))
    }

    @Test("S3. import writes a capture's secure table cell as bullets, never in clear")
    func testS3_importedSecureCellIsBullets() throws {
        let source = #"""
            [{"container": {"_0": {"type": {"dataTable": {}}}, "children": [
              {"element": {"_0": {"label": "Site", "traits": ["staticText"], "shape": {"type": "frame", "frame": [[0, 0], [100, 40]]}}, "traversalIndex": 0}},
              {"element": {"_0": {"label": "Key", "value": "Zq9Kx7Wv", "traits": ["secureTextField"], "shape": {"type": "frame", "frame": [[100, 0], [100, 40]]}}, "traversalIndex": 1}}]}}]
            """#
        let document = try capture(source)
        #expect(!(try everything(document)).contains(Self.secret))
        #expect(document.yamlText().contains("••••••••"))
        let written = try ScreenDocument(yaml: document.yamlText())
        #expect(try renderedCapture(source) == SpeechGenerator(voice: try .builtIn(.en)).render(written.screen).map(\.text))
    }

    @Test("S5. Custom rotor results and custom content never quote a secure field's text")
    func testS5_rotorsAndCustomContentAreRedacted() throws {
        let source = #"""
            [{"element": {"_0": {"label": "Password", "value": "Zq9Kx7Wv", "traits": ["secureTextField"], "description": "Password: Zq9Kx7Wv"}, "traversalIndex": 0}},
             {"element": {"_0": {"label": "Card", "traits": ["button"], "customContent": [{"label": "Zq9Kx7Wv", "value": "key Zq9Kx7Wv"}],
                "customRotors": [{"name": "Keys Zq9Kx7Wv", "resultMarkers": [{"elementDescription": "Password: Zq9Kx7Wv"}, {"rangeDescription": "Zq9Kx7Wv"}]}]},
               "traversalIndex": 1}}]
            """#
        let document = try capture(source)
        #expect(!(try everything(document)).contains(Self.secret))
        let card = try #require(AccessibilityTree(screen: document.screen).focusStops.last?.element)
        #expect(card.customContent == [CustomContent(label: "<secure text>", value: "key <secure text>")])
        #expect(card.customRotors == [CustomRotor(name: "Keys <secure text>", results: ["Password: <secure text>", "<secure text>"])])
    }

    @Test("S9. A NaN or infinite frame is dropped with a located warning, in every format")
    func testS9_nonFiniteFramesAreDroppedWithAWarning() throws {
        let sources: [(String, Int)] = [
            (#"""
            [{"element": {"_0": {"label": "Save", "traits": ["button"], "shape": {"type": "frame", "frame": [[0, 0], [80, 44]]}}, "traversalIndex": 0}},
             {"element": {"_0": {"label": "Open", "traits": ["button"], "shape": {"type": "frame", "frame": [["NaN", 0], [80, 1e999]]}}, "traversalIndex": 1}}]
            """#, 2),
            (#"""
            [{"AXLabel": "Save", "type": "Button", "frame": {"x": 0, "y": 0, "width": 80, "height": 44}},
             {"AXLabel": "Open", "type": "Button", "frame": {"x": 1e999, "y": 0, "width": 80, "height": 44}}]
            """#, 2),
            (appium(#"""
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Save" accessible="true" x="0" y="0" width="80" height="44"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Open" accessible="true" x="nan" y="0" width="inf" height="44"/>
            """#), 6),
            ("""
            Attributes: Application, 0x1, pid: 7, label: 'Shop'
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Shop'
                Button, 0x3, {{0.0, 50.0}, {200.0, 44.0}}, label: 'Save'
                Button, 0x4, {{1e999, 50.0}, {200.0, 44.0}}, label: 'Open'
            """, 5),
        ]
        for (source, line) in sources {
            let document = try capture(source, path: "screen")
            let warning = try #require(document.warnings.first { $0.message.contains("not finite") })
            #expect(warning.file == "screen" && warning.line == line, "\(warning)")
            #expect(try renderedCapture(source).contains("Open. Button."))
            // Every output that writes frames still writes: JSON, and an import its reader takes.
            let stops = AccessibilityTree(screen: document.screen).focusStops
            #expect(stops.allSatisfy { $0.element.frame?.isFinite ?? true })
            #expect(!document.yamlText().lowercased().contains("nan") && !document.yamlText().contains("inf"))
            _ = try ScreenDocument(yaml: document.yamlText())
            _ = try JSONSerialization.jsonObject(with: Data(document.jsonText().utf8))
        }
    }

    @Test("S14. An imported AccessibilitySnapshot data table reads back: no ragged rows, no container dropped")
    func testS14_importedDataTableReadsBack() throws {
        // Three cells in the first row, two in the second, a list of two cells inside, given in
        // an order that is not row by row.
        let source = #"""
            [{"container": {"_0": {"type": {"dataTable": {}}}, "children": [
              {"element": {"_0": {"label": "A1", "shape": {"type": "frame", "frame": [[0, 0], [50, 40]]}}, "traversalIndex": 0}},
              {"element": {"_0": {"label": "A2", "shape": {"type": "frame", "frame": [[50, 0], [50, 40]]}}, "traversalIndex": 1}},
              {"element": {"_0": {"label": "B1", "shape": {"type": "frame", "frame": [[0, 40], [50, 40]]}}, "traversalIndex": 2}},
              {"element": {"_0": {"label": "A3", "shape": {"type": "frame", "frame": [[100, 0], [50, 40]]}}, "traversalIndex": 3}},
              {"container": {"_0": {"type": {"list": {}}}, "children": [
                {"element": {"_0": {"label": "B2", "shape": {"type": "frame", "frame": [[50, 40], [50, 40]]}}, "traversalIndex": 4}}]}}]}}]
            """#
        let document = try capture(source, path: "table.json")
        #expect(document.warnings.contains { $0.message.contains("container inside a data table") && $0.line == 6 })
        for text in [document.yamlText(), document.jsonText()] {
            let written = try ScreenDocument(yaml: text)
            let labels = AccessibilityTree(screen: written.screen).focusStops.map(\.element.label.text)
            #expect(labels == ["A1", "A2", "A3", "B1", "B2"])
        }
    }
}
