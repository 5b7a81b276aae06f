import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Issue 32 item 4: a captured element's details are the same value its control and its stop
/// hold, handed on whole by the builder; the two faces of a series read and write one way.
@Suite("Captures: one home for an element's facts")
struct CapturedDetailsTests {
    @Test("A captured element's details reach its stop whole, with its frame and line")
    func testDetails_capturedElementDetailsReachTheStopWhole() throws {
        var captured = CapturedElement()
        captured.details.customActions = ["Reply"]
        captured.capturedDescription = "Message. Button."
        #expect(captured.customActions == ["Reply"] && captured.details.capturedDescription == "Message. Button.")
        // Through a reader and the builder: what AccessibilitySnapshot gives is on the stop.
        let json = """
            [{"element": {"_0": {"label": "Message", "traits": ["button"], "description": "Message. Button.",
              "shape": {"type": "frame", "frame": [[16, 100], [200, 44]]},
              "customActions": ["Reply"], "customContent": [{"label": "Sent", "value": "9:41"}],
              "customRotors": []}, "traversalIndex": 0}}]
            """
        let document = try ScreenDocument(data: Data(json.utf8), path: "capture.json")
        let stop = try #require(AccessibilityTree(screen: document.screen).focusStops.first)
        var expected = ElementDetails()
        expected.customActions = ["Reply"]
        expected.customContent = [CustomContent(label: "Sent", value: "9:41")]
        expected.capturedDescription = "Message. Button."
        expected.frame = ScreenFrame(x: 16, y: 100, width: 200, height: 44)
        expected.sourceLine = stop.element.sourceLine
        #expect(stop.element.details == expected)
    }

    @Test("A tab bar and a segmented control are read and written by one descriptor, titles or elements")
    func testSeries_documentsReadAndWriteBothFacesOneWay() throws {
        let yaml = """
            elements:
              - tabBar: {items: [Feeds, Search], selected: 1}
              - segmentedControl: {label: Range, segments: [Day, Week], selected: 0}
              - tabBar:
                  children: [button: Home, {button: {label: Inbox, selected: true}}]
            """
        let document = try ScreenDocument(yaml: yaml)
        guard case .tabBar(let tabs) = document.screen.elements[0], case .segmentedControl(let range) = document.screen.elements[1],
              case .tabBar(let elements) = document.screen.elements[2] else {
            Issue.record("expected a tab bar, a segmented control and a tab bar")
            return
        }
        #expect(tabs.items == ["Feeds", "Search"] && tabs.selectedIndex == 1)
        #expect(range.segments == ["Day", "Week"] && range.label == "Range" && range.selectedIndex == 0)
        #expect(elements.children.count == 2)
        let again = try ScreenDocument(yaml: document.yamlText())
        #expect(again.screen.elements == document.screen.elements)
        #expect(throws: DocumentError.self) { try ScreenDocument(yaml: "elements: [tabBar: {items: [A], label: X}]") }
    }
}
