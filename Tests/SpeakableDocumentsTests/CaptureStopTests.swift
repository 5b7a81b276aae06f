import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Imports spec §2: which elements of a capture are focus stops, and in what order.
@Suite("Captures: §2 focus stops")
struct CaptureStopTests {
    @Test("§2 AccessibilitySnapshot: every element is a stop, in traversalIndex order")
    func traversalOrder() throws {
        let json = """
            [{"element": {"_0": {"label": "Second", "traits": ["staticText"]}, "traversalIndex": 1}},
             {"element": {"_0": {"label": "First", "traits": ["staticText"]}, "traversalIndex": 0}}]
            """
        #expect(try renderedCapture(json) == ["First.", "Second."])
    }

    @Test("§2 AccessibilitySnapshot containers: list (C2), landmark (C3), tab bar (K4), semantic group without words")
    func containers() throws {
        let json = """
            [{"container": {"_0": {"type": {"list": {}}}, "children": [
                {"element": {"_0": {"label": "A", "traits": []}, "traversalIndex": 0}},
                {"element": {"_0": {"label": "B", "traits": []}, "traversalIndex": 1}}]}},
             {"container": {"_0": {"type": {"semanticGroup": {"label": "Group"}}}, "children": [
                {"element": {"_0": {"label": "C", "traits": []}, "traversalIndex": 2}}]}},
             {"container": {"_0": {"type": {"tabBar": {}}}, "children": [
                {"element": {"_0": {"label": "Home", "traits": ["button", "selected"]}, "traversalIndex": 3}},
                {"element": {"_0": {"label": "Search", "traits": ["button"]}, "traversalIndex": 4}}]}}]
            """
        #expect(try renderedCapture(json) == ["A. List Start.", "B. List End.", "C.", "Selected: Home. Tab. 1 of 2.", "Search. Tab. 2 of 2."])
    }

    @Test("§2 idb: every object but pure containers, in document order")
    func idbStops() throws {
        let json = """
            [{"AXLabel": "Shop", "type": "Application"}, {"AXLabel": null, "type": "Group"},
             {"AXLabel": "Cart", "type": "Group"}, {"AXLabel": "Pay", "type": "Button", "traits": ["Button"]}]
            """
        #expect(try renderedCapture(json) == ["Cart.", "Pay. Button."])
    }

    @Test("§2 Appium: accessible elements are stops; an inaccessible one is transparent; hidden ones are left out")
    func appiumAccessible() throws {
        let xml = appium("""
            \(appiumElement("Other", #"accessible="false""#, children: appiumElement("Button", #"label="Inner" accessible="true""#)))
            \(appiumElement("Button", #"label="Outer" accessible="true""#, children: appiumElement("StaticText", #"label="Outer" accessible="false""#)))
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Hidden" accessible="true" enabled="true" visible="false" x="0" y="0" width="9" height="9"/>
            """)
        #expect(try renderedCapture(xml) == ["Inner. Button.", "Outer. Button."])
    }

    @Test("§2 XCUITest: controls and texts are stops; Other and Cell only with a label and no stop inside")
    func xcuitestTypes() throws {
        let dump = """
            Other, 0x1, {{0.0, 0.0}, {390.0, 844.0}}
              Cell, 0x2, {{0.0, 0.0}, {390.0, 44.0}}, label: 'Row'
                StaticText, 0x3, {{0.0, 0.0}, {100.0, 44.0}}, label: 'Inside'
              Cell, 0x4, {{0.0, 44.0}, {390.0, 44.0}}, label: 'Plain row'
              Other, 0x5, {{0.0, 88.0}, {390.0, 44.0}}
              Image, 0x6, {{0.0, 132.0}, {44.0, 44.0}}, label: 'Logo'
            """
        #expect(try renderedCapture(dump) == ["Inside.", "Plain row.", "Logo. Image."])
    }

    @Test("§2 Keyboards, status bars and zero-size elements are left out")
    func systemParts() throws {
        let dump = """
            Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}
              StatusBar, 0x2, {{0.0, 0.0}, {390.0, 20.0}}
                Other, 0x3, {{0.0, 0.0}, {50.0, 20.0}}, label: '9:41'
              Button, 0x4, {{0.0, 50.0}, {0.0, 0.0}}, label: 'Ghost'
              Button, 0x5, {{0.0, 50.0}, {80.0, 44.0}}, label: 'Real'
              Keyboard, 0x6, {{0.0, 500.0}, {390.0, 300.0}}
                Key, 0x7, {{0.0, 500.0}, {30.0, 40.0}}, label: 'q'
            """
        #expect(try renderedCapture(dump) == ["Real. Button."])
    }
}
