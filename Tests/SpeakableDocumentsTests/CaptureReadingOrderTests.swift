import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Phrasing R3 and imports §8: captures that give frames and no traversal order are read in
/// VoiceOver's frame order.
@Suite("Captures: R3 reading order by frame")
struct CaptureReadingOrderTests {
    /// An idb capture of buttons at (x, y), 40×30, in the order given, under a root `width` wide.
    private func idb(_ buttons: [(String, Double, Double)], width: Double = 390) -> String {
        let items = buttons.map { #"{"AXLabel": "\#($0.0)", "type": "Button", "frame": {"x": \#($0.1), "y": \#($0.2), "width": 40, "height": 30}}"# }
        return #"[{"AXLabel": "App", "type": "Application", "frame": {"x": 0, "y": 0, "width": \#(width), "height": 800}, "children": ["#
            + items.joined(separator: ", ") + "]}]"
    }

    private func labels(_ text: String, reading: CaptureReading = CaptureReading()) throws -> [String] {
        let document = try ScreenDocument(data: Data(text.utf8), path: "capture", reading: reading)
        return SpeechGenerator(voice: try .builtIn(.en)).render(document.screen).map { String($0.text.prefix { $0 != "." }) }
    }

    @Test("R3: top to bottom, then left to right, whatever the capture's order")
    func framesOrderTheStops() throws {
        #expect(try labels(idb([("C", 10, 200), ("B", 200, 100), ("A", 10, 100)])) == ["A", "B", "C"])
    }

    @Test("R3: within 8 pt on a phone the row is one; 8 pt apart is the next row")
    func phoneRowTolerance() throws {
        #expect(try labels(idb([("Right", 200, 100), ("Left", 10, 107)])) == ["Left", "Right"])
        #expect(try labels(idb([("Right", 200, 100), ("Left", 10, 108)])) == ["Right", "Left"])
    }

    @Test("R3: 13 pt on a tablet (a root at least 768 pt wide)")
    func tabletRowTolerance() throws {
        #expect(try labels(idb([("Right", 200, 100), ("Left", 10, 112)], width: 1024)) == ["Left", "Right"])
        #expect(try labels(idb([("Right", 200, 100), ("Left", 10, 113)], width: 1024)) == ["Right", "Left"])
    }

    @Test("R3: --layout rtl reads a row from the right")
    func rightToLeft() throws {
        #expect(try labels(idb([("Left", 10, 100), ("Right", 200, 100)]), reading: CaptureReading(layout: .rtl)) == ["Right", "Left"])
    }

    @Test("R3: --order capture keeps the capture's order")
    func captureOrder() throws {
        #expect(try labels(idb([("C", 10, 200), ("A", 10, 100)]), reading: CaptureReading(order: .capture)) == ["C", "A"])
    }

    @Test("R3: ties and stops without a frame keep the capture's order")
    func stableForTies() throws {
        #expect(try labels(idb([("Second", 10, 100), ("First", 10, 100)])) == ["Second", "First"])
        let mixed = #"[{"AXLabel": "No frame", "type": "Button"}, {"AXLabel": "Framed", "type": "Button", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}}]"#
        #expect(try labels(mixed) == ["No frame", "Framed"])
    }

    @Test("R3: a segmented control is ordered within itself and placed among its siblings by its frame; Other wrappers are transparent")
    func containersMoveAsOne() throws {
        let dump = """
            Attributes: Application, 0x1, pid: 1, label: 'A'
            Element subtree:
             →Application, 0x1, {{0.0, 0.0}, {390.0, 844.0}}, label: 'A'
                Other, 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{16.0, 300.0}, {80.0, 44.0}}, label: 'Bottom'
                SegmentedControl, 0x4, {{16.0, 100.0}, {200.0, 30.0}}
                  Button, 0x5, {{116.0, 100.0}, {100.0, 30.0}}, label: 'Two'
                  Button, 0x6, {{16.0, 100.0}, {100.0, 30.0}}, label: 'One', Selected
                Other, 0x7, {{0.0, 0.0}, {390.0, 844.0}}
                  StaticText, 0x8, {{16.0, 50.0}, {200.0, 20.0}}, label: 'Top'
            """
        #expect(try labels(dump + "\n") == ["Top", "Selected: One", "Two", "Bottom"])
    }
}

/// R4: a capture's stops keep their frames and lines.
@Suite("Captures: R4 frames and lines")
struct CaptureFrameTests {
    @Test("R4 Every stop of a capture keeps its frame and the line it came from, in every format")
    func stopsKeepFramesAndLines() throws {
        let xml = "<AppiumAUT>\n<XCUIElementTypeButton label=\"Save\" accessible=\"true\" x=\"16\" y=\"100\" width=\"80\" height=\"44\"/>\n</AppiumAUT>"
        let stop = try #require(AccessibilityTree(screen: try capture(xml).screen).focusStops.first)
        #expect(stop.element.frame == ScreenFrame(x: 16, y: 100, width: 80, height: 44))
        #expect(stop.element.sourceLine == 2)
        let idb = #"[{"AXLabel": "Go", "type": "Button", "AXFrame": "{{1, 2}, {30, 40}}"}]"#
        let located = try ScreenDocument(text: idb, path: "capture", format: nil)
        let first = try #require(AccessibilityTree(screen: located.screen).focusStops.first)
        #expect(first.element.frame == ScreenFrame(x: 1, y: 2, width: 30, height: 40) && first.element.sourceLine == 1)
        // A document's stops have neither.
        let document = try ScreenDocument(yaml: "elements: [button: OK]")
        #expect(AccessibilityTree(screen: document.screen).focusStops.first?.element.frame == nil)
    }
}
