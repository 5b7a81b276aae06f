import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Speakable
import SpeakableAudit
import SpeakableDocuments
@testable import SpeakableReport

/// The focus-order picture (report spec §1).
@Suite("Report: §1 the picture")
struct PictureTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func picture(_ yaml: String, findings: Bool = false) throws -> String {
        let document = try ScreenDocument(yaml: yaml, path: "picture.yaml")
        let voice = try Voice.builtIn(document.locale)
        var legend = ScreenLegend(tree: AccessibilityTree(screen: document.screen), voice: voice, verbosity: document.verbosity, size: document.size)
        if findings { legend.add(document.auditFindings(voice: voice)) }
        return ScreenPicture(legend: legend, title: "picture").svg
    }

    /// The SVG read back by Foundation's XMLParser (libxml2): each element's name and attributes.
    final class Elements: NSObject, XMLParserDelegate {
        var found: [(name: String, attributes: [String: String])] = []
        var text: [String] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            found.append((name, attributes))
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text.append(string) }

        static func parse(_ svg: String) throws -> Elements {
            let parser = XMLParser(data: Data(svg.utf8))
            let elements = Elements()
            parser.delegate = elements
            guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
            return elements
        }
    }

    static let framed = """
        size: [390, 300]
        elements:
          - heading: {label: Inbox, frame: [16, 10, 200, 30]}
          - list:
              label: Messages
              children:
                - button: {label: Ann, frame: [16, 60, 358, 44], actions: [Reply, Delete]}
                - button: {label: Bob, frame: [16, 104, 358, 44], customContent: [{label: Sent, value: Yesterday}], rotors: [{name: Mentions, results: [Ann]}]}
          - button: {label: X, frame: [370, 280, 6, 6], hint: Closes it.}
        """

    @Test("A finding's mark never covers the stop's number, on the smallest frames (the ones hit-region flags) too (issue 35)")
    func findingMarkLeavesTheBadgeClear() throws {
        let elements = try Elements.parse(try Self.picture("""
            size: [390, 300]
            elements:
              - button: {label: Close, frame: [340, 10, 12, 12]}
              - button: {label: Info, frame: [16, 60, 30, 20]}
              - button: {label: Tiny, frame: [100, 60, 2, 2]}
              - button: {label: Wide, frame: [16, 120, 40, 20]}
            """, findings: true))
        let badges = elements.found.filter { $0.name == "circle" && $0.attributes["class"] == "badge" }
        // Each mark is the rect after its stop's badge; the stroke (2) reaches 1 past each side.
        let marks = elements.found.enumerated().filter { $0.element.name == "rect" && $0.element.attributes["rx"] == "3" }.map(\.element)
        #expect(badges.count == 4 && marks.count == 4)
        for (badge, mark) in zip(badges, marks) {
            let cx = Double(badge.attributes["cx"]!)!, r = Double(badge.attributes["r"]!)!
            let left = Double(mark.attributes["x"]!)! - 1
            #expect(left >= cx + r, "mark at \(left), badge to \(cx + r)")
        }
    }

    @Test("§1 a stop per frame: outlined in its colour, a numbered badge whose centre lies inside its frame, however small")
    func stopsAtFrames() throws {
        let elements = try Elements.parse(try Self.picture(Self.framed))
        let frames = elements.found.filter { $0.name == "rect" && $0.attributes["class"] == "frame" }
        let badges = elements.found.filter { $0.name == "circle" && $0.attributes["class"] == "badge" }
        #expect(frames.count == 4 && badges.count == 4)
        for (frame, badge) in zip(frames, badges) {
            let x = Double(frame.attributes["x"]!)!, y = Double(frame.attributes["y"]!)!
            let width = Double(frame.attributes["width"]!)!, height = Double(frame.attributes["height"]!)!
            let cx = Double(badge.attributes["cx"]!)!, cy = Double(badge.attributes["cy"]!)!
            #expect((x...(x + width)).contains(cx) && (y...(y + height)).contains(cy))
            #expect(frame.attributes["stroke"] == badge.attributes["fill"])
        }
        // Colours cycle in reading order.
        #expect(badges.map { $0.attributes["fill"]! } == Array(PicturePalette.colors.prefix(4)))
        let numbers = elements.found.filter { $0.attributes["class"] == "badge-number" }
        #expect(numbers.count == 4)
    }

    @Test("§1 containers are dashed outlines; the legend has the hint, Actions Available, More Content Available and rotor rows")
    func containersAndLegend() throws {
        let svg = try Self.picture(Self.framed)
        let elements = try Elements.parse(svg)
        let containers = elements.found.filter { $0.attributes["class"] == "container" }
        #expect(containers.count == 1 && containers[0].attributes["stroke-dasharray"] != nil && containers[0].attributes["data-kind"] == "list")
        let text = elements.text.joined(separator: "|")
        for row in ["Inbox. Heading.", "Actions Available", "↓ Reply", "↓ Delete", "More Content Available", "↓ Sent: Yesterday", "↺ Mentions:", "- Ann", "Closes it."] {
            #expect(text.contains(row), "\(row)")
        }
        // The hint is in italics.
        #expect(svg.contains("font-style=\"italic\" xml:space=\"preserve\">Closes it.</text>"))
    }

    @Test("§1 accessible itself: role img, a title and a description naming every stop in order")
    func accessible() throws {
        let svg = try Self.picture(Self.framed)
        #expect(svg.contains("role=\"img\" aria-labelledby=\"picture-title picture-desc\""))
        #expect(svg.contains("<title id=\"picture-title\">picture: focus order, 4 stops</title>"))
        #expect(svg.contains("<desc id=\"picture-desc\">1. Inbox. Heading. 2. Ann. Button."))
    }

    @Test("§1 no frames: a column of boxes in reading order, each saying its stop")
    func column() throws {
        let elements = try Elements.parse(try Self.picture("elements: [heading: Inbox, button: Compose, switch: {label: Wi-Fi, on: true}]"))
        let frames = elements.found.filter { $0.attributes["class"] == "frame" }
        #expect(frames.count == 3)
        #expect(Set(frames.map { $0.attributes["x"]! }).count == 1)
        let ys = frames.map { Double($0.attributes["y"]!)! }
        #expect(ys == ys.sorted() && Set(ys).count == 3)
        #expect(!elements.found.contains { $0.attributes["class"] == "screen" })
        #expect(elements.text.contains("Compose. Button."))
    }

    @Test("§1 a frame past the screen's top or left edge is drawn inside the picture, the screen moved to make room")
    func framesPastTheEdge() throws {
        let elements = try Elements.parse(try Self.picture("size: [390, 300]\nelements: [button: {label: Off, frame: [-40, -20, 100, 44]}, button: {label: On, frame: [0, 0, 50, 50]}]"))
        let frames = elements.found.filter { $0.attributes["class"] == "frame" }.map { (Double($0.attributes["x"]!)!, Double($0.attributes["y"]!)!) }
        let screen = try #require(elements.found.first { $0.attributes["class"] == "screen" })
        #expect(frames[0] == (16, 16))
        #expect(frames[1] == (56, 36) && screen.attributes["x"] == "56" && screen.attributes["y"] == "36")
    }

    @Test("§1 secure text never appears: the picture says what VoiceOver says")
    func secureText() throws {
        let svg = try Self.picture("elements: [secureTextField: {label: Password, text: hunter2, frame: [0, 0, 300, 40]}]")
        #expect(!svg.contains("hunter2"))
        #expect(svg.contains("Password: 7 characters. Secure Text Field."))
    }

    @Test("§1 hostile text is escaped: the SVG stays well-formed XML and says the text as it is")
    func escaping() throws {
        let label = "</text><script>alert(1)</script> & \"quoted\" 'single' \u{7}bell"
        let svg = try Self.picture("elements: [button: {label: \(try String(decoding: JSONEncoder().encode(label), as: UTF8.self)), frame: [0, 0, 100, 40]}]")
        #expect(!svg.contains("<script>"))
        let elements = try Elements.parse(svg)
        #expect(!elements.found.contains { $0.name == "script" })
        #expect(elements.text.joined().contains("</text><script>alert(1)</script> & \"quoted\" 'single'"))
    }

    @Test("§1 deterministic: the same screen gives the same bytes")
    func deterministic() throws {
        #expect(try Self.picture(Self.framed, findings: true) == Self.picture(Self.framed, findings: true))
    }

    @Test("§2 findings are marked on their stops and listed in the legend")
    func findings() throws {
        let svg = try Self.picture("elements: [button: {label: OK, frame: [0, 0, 20, 20]}, link: {label: Learn more, frame: [0, 40, 200, 30]}]", findings: true)
        let elements = try Elements.parse(svg)
        #expect(elements.found.filter { $0.attributes["class"] == "finding-mark" }.count == 2)
        #expect(elements.text.joined().contains("[hit-region] Hit area is too small: 20 × 20 pt, under 24 × 24"))
    }

    @Test("§1 every palette colour carries white badge text at 4.5:1 or more; at least 8 colours")
    func paletteContrast() {
        #expect(PicturePalette.colors.count >= 8 && Set(PicturePalette.colors).count == PicturePalette.colors.count)
        for color in PicturePalette.colors {
            #expect(Contrast.ratio(color, "#FFFFFF") >= 4.5, "\(color)")
        }
    }

    @Test("§1 a golden SVG per example: the picture's bytes are stable (SPEAKABLE_RECORD=all rewrites them)")
    func goldens() throws {
        let folder = Self.packageRoot.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 10)
        let record = ProcessInfo.processInfo.environment["SPEAKABLE_RECORD"] == "all"
        for name in names {
            let path = folder.appendingPathComponent(name).path
            let document = try ScreenDocument(contentsOfFile: path)
            let legend = ScreenLegend(tree: AccessibilityTree(screen: document.screen), voice: try .builtIn(document.locale), verbosity: document.verbosity, size: document.size)
            let svg = ScreenPicture(legend: legend, title: (name as NSString).deletingPathExtension).svg
            let golden = folder.appendingPathComponent((name as NSString).deletingPathExtension + ".picture.svg")
            guard !record, let expected = try? String(contentsOf: golden, encoding: .utf8) else {
                try Data(svg.utf8).write(to: golden)
                Issue.record("\(golden.lastPathComponent) written: review it and run again")
                continue
            }
            #expect(svg == expected, "\(golden.lastPathComponent) differs from the picture drawn now")
        }
    }
}

/// WCAG 2.2's contrast ratio of two `#RRGGBB` colours.
enum Contrast {
    static func ratio(_ first: String, _ second: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let value = Int(hex.dropFirst(), radix: 16)!
            let channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map { channel -> Double in
                let c = Double(channel) / 255
                return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        }
        let a = luminance(first), b = luminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
