import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Issue 35's rough edges in documents and captures.
@Suite("Documents: the first hour, again (issue 35)")
struct FirstHourAgainDocumentTests {
    @Test("segmentedControl takes label: (its container's name in the tree), and writes it back")
    func segmentedControlAcceptsLabel() throws {
        let doc = try document("elements: [heading: Calendar, segmentedControl: {label: Range, segments: [Day, Week], selected: 1}]")
        let container = try #require(AccessibilityTree(screen: doc.screen).containers.first { $0.kind == .segmentedControl })
        #expect(container.element.label.text == "Range")
        #expect(try rendered("elements: [segmentedControl: {label: Range, segments: [Day, Week], selected: 1}]")
                == ["Day. Button. 1 of 2.", "Selected: Week. Button. 2 of 2."])
        #expect(doc.yamlText().contains("label: Range"), "\(doc.yamlText())")
        #expect(try document(doc.yamlText()).screen == doc.screen)
    }

    @Test("segmentedControl's unknown-key message lists selected once")
    func segmentedControlErrorListsSelectedOnce() {
        let message = error(of: "elements: [segmentedControl: {titel: Range, segments: [Day]}]")
        #expect(message.contains("unknown key 'titel'"), "\(message)")
        #expect(message.components(separatedBy: "selected").count == 2, "\(message)")
        #expect(message.contains("label"), "\(message)")
    }

    static let rawTraits = """
        [{"element": {"_0": {"label": "Save", "traits": 65537, "description": "Save. Heading. Button.",
          "shape": {"type": "frame", "frame": [[0, 0], [100, 44]]}}, "traversalIndex": 0}},
         {"element": {"_0": {"label": "PIN", "value": "4711", "traits": 16777216,
          "shape": {"type": "frame", "frame": [[0, 50], [100, 44]]}}, "traversalIndex": 1}}]
        """

    @Test("An AccessibilitySnapshot model whose traits are UIAccessibilityTraits' raw number is read, quick and located alike; the secure bit makes a secure field")
    func accessibilitySnapshotTraitsAsRawNumber() throws {
        let quick = try capture(Self.rawTraits)
        let located = try ScreenDocument(text: Self.rawTraits, path: "capture", format: nil)
        for document in [quick, located] {
            let spoken = SpeechGenerator(voice: try .builtIn(.en)).render(document.screen).map(\.text)
            #expect(spoken.first == "Save. Button. Heading.", "\(spoken)")
            #expect(spoken.last?.contains("4711") == false && spoken.last?.contains("Secure Text Field") == true, "\(spoken)")
        }
        #expect(SpeechGenerator(voice: try .builtIn(.en)).render(quick.screen).map(\.text)
                == SpeechGenerator(voice: try .builtIn(.en)).render(located.screen).map(\.text))
        // An unknown bit is a warning, named as the model names it.
        let unknown = try ScreenDocument(text: #"[{"element": {"_0": {"label": "A", "traits": 1099511627777}, "traversalIndex": 0}}]"#, path: "capture", format: nil)
        #expect(unknown.warnings.map(\.message) == ["unknown trait 'unknown(1099511627776)' ignored"])
        #expect(captureError(#"[{"element": {"_0": {"label": "A", "traits": -1}, "traversalIndex": 0}}]"#)
                .contains("expected a list of trait names, or their raw number"))
    }

    static let pathShape = """
        [{"element": {"_0": {"label": "Dial", "traits": ["button"], "shape": {"type": "path", "pathElements": [
          {"move": {"to": [10, 20]}}, {"line": {"to": [110, 20]}},
          {"quadCurve": {"to": [110, 80], "control": [150, 50]}},
          {"curve": {"to": [10, 80], "control1": [80, 100], "control2": [40, 100]}},
          {"closeSubpath": {}}]}}, "traversalIndex": 0}}]
        """

    @Test("A path shape gets a frame: its bounding box, curves' extremes included, quick and located alike")
    func pathShapeGetsItsBoundingBox() throws {
        let quick = try capture(Self.pathShape)
        let located = try ScreenDocument(text: Self.pathShape, path: "capture", format: nil)
        for document in [quick, located] {
            let frame = try #require(AccessibilityTree(screen: document.screen).focusStops.first?.element.frame)
            // The quadratic's furthest x is 130 (t = ½ of 110 → 150 → 110); the cubic's lowest y is 95.
            #expect(frame == ScreenFrame(x: 10, y: 20, width: 120, height: 75), "\(frame)")
        }
        #expect(captureError(#"[{"element": {"_0": {"label": "A", "traits": [], "shape": {"type": "path", "pathElements": [{"arc": {}}]}}, "traversalIndex": 0}}]"#)
                .contains("unknown path element 'arc'"))
    }
}
