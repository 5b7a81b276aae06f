import Foundation
import Speakable
import SpeakableDocuments

/// A generated capture whose one secret is held by a field that a single signal calls secure
/// (issue 31): the element's name, its `type` attribute, a trait list or a role, in one of the
/// containers a capture has (navigation bar, tab bar, table, group, alert), or quoted by a rotor
/// result or custom content of AccessibilitySnapshot beside the field. Sometimes a frame is NaN
/// or infinite. The secret is planted nowhere else, so any output that holds it is a leak.
public struct SecureCapture: Sendable {
    public let seed: UInt64
    public let bytes: [UInt8]
    /// What the seed made, for a report: the signal, the container, the format.
    public let summary: String
    let secret: String
    /// Whether mutations were made on top, which can move the secret anywhere.
    let isMutated: Bool

    /// Where a secure field's secret can say it is one.
    enum Signal: CaseIterable { case elementName, typeAttribute, traitList, role }
    /// Where the field is.
    enum Container: CaseIterable { case navigationBar, tabBar, table, group, alert, rotorResult, customContent }
    enum Format: CaseIterable { case accessibilitySnapshot, idb, appium, xcuitest }

    /// Which formats can give a signal.
    static func formats(for signal: Signal) -> [Format] {
        switch signal {
        case .elementName: [.appium, .xcuitest, .idb]
        case .typeAttribute: [.appium, .idb]
        case .traitList: [.accessibilitySnapshot, .idb, .appium]
        case .role: [.idb]
        }
    }

    public init(seed: UInt64) {
        self.seed = seed
        var random = SeededGenerator(state: seed)
        let secret = "Kx\(seed)q7W"
        let signal = Signal.allCases.randomElement(using: &random)!
        let format = Self.formats(for: signal).randomElement(using: &random)!
        // Rotor results and custom content are AccessibilitySnapshot's.
        let containers = format == .accessibilitySnapshot ? Container.allCases : Container.allCases.filter { $0 != .rotorResult && $0 != .customContent }
        let container = containers.randomElement(using: &random)!
        let badFrame = Int.random(in: 0..<4, using: &random) == 0
        let text: String
        switch format {
        case .accessibilitySnapshot: text = Self.snapshot(secret, container, badFrame: badFrame)
        case .idb: text = Self.idb(secret, signal, container, badFrame: badFrame)
        case .appium: text = Self.appium(secret, signal, container, badFrame: badFrame)
        case .xcuitest: text = Self.xcuitest(secret, container, badFrame: badFrame)
        }
        self.secret = secret
        self.summary = "\(signal) in \(container), \(format)\(badFrame ? ", a non-finite frame" : "")"
        // Sometimes a few mutations on top: the readers' error paths with a secret in the field.
        isMutated = Int.random(in: 0..<4, using: &random) == 0
        bytes = isMutated ? MutatedCapture.mutated(Array(text.utf8), random: &random) : Array(text.utf8)
    }

    /// The frame numbers: ordinary, or with one that no frame may hold.
    private static func frameNumbers(_ bad: Bool) -> (x: String, y: String, width: String, height: String) {
        bad ? ("0", "1e999", "NaN", "44") : ("0", "100", "200", "44")
    }

    // MARK: The formats

    private static func snapshot(_ secret: String, _ container: Container, badFrame: Bool) -> String {
        let frame = frameNumbers(badFrame)
        let field = #"{"element": {"_0": {"label": "Key", "value": "\#(secret)", "traits": ["secureTextField"], "shape": {"type": "frame", "frame": [["\#(frame.x)", \#(frame.y)], [\#(frame.width), \#(frame.height)]]}}, "traversalIndex": 1}}"#
        let other = #"{"element": {"_0": {"label": "Open", "traits": ["button"], "shape": {"type": "frame", "frame": [[0, 200], [80, 44]]}}, "traversalIndex": 2}}"#
        func wrapped(_ type: String) -> String {
            #"[{"container": {"_0": {"type": {"\#(type)": {}}}, "children": [\#(field), \#(other)]}}]"#
        }
        switch container {
        case .navigationBar, .group: return wrapped(container == .group ? "list" : "landmark")
        case .tabBar: return wrapped("tabBar")
        case .table:
            // Rows of unequal length, and a container inside the table (S14).
            let third = #"{"element": {"_0": {"label": "Note", "shape": {"type": "frame", "frame": [[300, 100], [80, 44]]}}, "traversalIndex": 3}}"#
            let nested = #"{"container": {"_0": {"type": {"list": {}}}, "children": [\#(other)]}}"#
            return #"[{"container": {"_0": {"type": {"dataTable": {}}}, "children": [\#(field), \#(third), \#(nested)]}}]"#
        case .alert: return #"[\#(field), \#(other)]"#
        case .rotorResult:
            return #"[\#(field), {"element": {"_0": {"label": "Card", "traits": ["button"], "customRotors": [{"name": "Keys", "resultMarkers": [{"elementDescription": "Key: \#(secret)"}, {"rangeDescription": "\#(secret)"}]}]}, "traversalIndex": 3}}]"#
        case .customContent:
            return #"[\#(field), {"element": {"_0": {"label": "Card", "traits": ["button"], "customContent": [{"label": "Key", "value": "\#(secret)"}], "description": "Card: \#(secret)"}, "traversalIndex": 3}}]"#
        }
    }

    private static func idb(_ secret: String, _ signal: Signal, _ container: Container, badFrame: Bool) -> String {
        let frame = frameNumbers(badFrame)
        let type = signal == .elementName || signal == .typeAttribute ? "SecureTextField" : "Button"
        let traits = signal == .traitList ? #"["SecureTextField"]"# : #"["Button"]"#
        let role = signal == .role ? #", "role_description": "secure text field""# : ""
        let id = container == .navigationBar ? #", "AXUniqueId": "BackButton""# : ""
        let field = #"{"AXLabel": "Key", "AXValue": "\#(secret)", "type": "\#(type)", "traits": \#(traits)\#(role)\#(id), "frame": {"x": \#(frame.x), "y": \#(frame.y), "width": \#(frame.width), "height": \#(frame.height)}}"#
        let other = #"{"AXLabel": "Open", "type": "Button", "frame": {"x": 0, "y": 200, "width": 80, "height": 44}}"#
        let kind: String = switch container {
        case .navigationBar: "NavigationBar"
        case .tabBar: "TabBar"
        case .table: "Table"
        case .alert: "Alert"
        default: "Group"
        }
        // idb makes any other labelled element a stop of its own, its children unread: a group
        // or table around the field is unlabelled, as idb writes a plain wrapper.
        let label = [.navigationBar, .tabBar, .alert].contains(container) ? "Box" : ""
        let inner = container == .table ? #"{"AXLabel": "", "type": "Other", "children": [\#(field)]}"# : field
        return #"[{"AXLabel": "Shop", "type": "Application", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [{"AXLabel": "\#(label)", "type": "\#(kind == "Table" || kind == "Group" ? "Other" : kind)", "children": [\#(inner), \#(other)]}]}]"#
    }

    private static func appium(_ secret: String, _ signal: Signal, _ container: Container, badFrame: Bool) -> String {
        let frame = frameNumbers(badFrame)
        let name = signal == .elementName ? "SecureTextField" : signal == .typeAttribute ? "TextField" : "Button"
        let type = signal == .typeAttribute ? "SecureTextField" : signal == .elementName ? "TextField" : "Button"
        let traits = signal == .traitList ? #" traits="Button, SecureTextField""# : #" traits="""#
        let id = container == .navigationBar ? #" name="BackButton""# : ""
        let field = #"<XCUIElementType\#(name) type="XCUIElementType\#(type)"\#(id) label="Key" value="\#(secret)"\#(traits) enabled="true" visible="true" accessible="true" x="\#(frame.x)" y="\#(frame.y)" width="\#(frame.width)" height="\#(frame.height)"/>"#
        let other = #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Open" enabled="true" visible="true" accessible="true" x="0" y="200" width="80" height="44"/>"#
        let kind: String = switch container {
        case .navigationBar: "NavigationBar"
        case .tabBar: "TabBar"
        case .table: "Table"
        case .alert: "Alert"
        default: "Other"
        }
        let inner = container == .table
            ? #"<XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="0" y="100" width="390" height="44">\#(field)</XCUIElementTypeCell>"# : field
        return #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" enabled="true" visible="true" x="0" y="0" width="390" height="844">
            <XCUIElementType\#(kind) type="XCUIElementType\#(kind)" name="Box" enabled="true" visible="true" x="0" y="0" width="390" height="300">\#(inner)\#(other)</XCUIElementType\#(kind)>
            </XCUIElementTypeApplication></AppiumAUT>
            """#
    }

    private static func xcuitest(_ secret: String, _ container: Container, badFrame: Bool) -> String {
        let frame = badFrame ? "{{1e999, 100.0}, {200.0, 44.0}}" : "{{0.0, 100.0}, {200.0, 44.0}}"
        let kind: String = switch container {
        case .navigationBar: "NavigationBar"
        case .tabBar: "TabBar"
        case .table: "Table"
        case .alert: "Alert"
        default: "Other"
        }
        let id = container == .navigationBar ? "identifier: 'BackButton', " : ""
        return """
            Attributes: Application, 0x1, pid: 7, label: 'Shop'
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Shop'
                \(kind), 0x2, {{0.0, 0.0}, {390.0, 300.0}}, label: 'Box'
                  SecureTextField, 0x3, \(frame), \(id)label: 'Key', value: \(secret)
                  Button, 0x4, {{0.0, 200.0}, {80.0, 44.0}}, label: 'Open'
            """
    }

    // MARK: The oracle

    /// Reads the capture as every command would: the secret is in no output (errors, warnings,
    /// speech, JSON, SVG, report page, audit, import and the import read back); every JSON
    /// output parses; the import reads back.
    public func check() -> (parsed: Bool, problems: [String]) {
        // A mutation can make the secret a label, rightly spoken: the mutated captures' oracle.
        if isMutated { return MutatedCapture.check(bytes, secret: secret) }
        let document: ScreenDocument
        do {
            document = try ScreenDocument(data: Data(bytes), path: "fuzz")
        } catch {
            return (false, "\(error)".contains(secret) ? ["\(summary): an error quotes the secret"] : [])
        }
        var problems: [String] = []
        let outputs = DocumentOutputs.all(document, commands: [.next, .next, .activate, .type("x"), .next, .escape, .rotor(.custom("Keys")), .next])
        if let leak = outputs.first(where: { $0.text.contains(secret) }) {
            problems.append("\(summary): \(leak.name) holds the secret")
        }
        for output in outputs where output.name.hasSuffix("JSON") || output.name == "audit SARIF" {
            if (try? JSONSerialization.jsonObject(with: Data(output.text.utf8), options: [.fragmentsAllowed])) == nil {
                problems.append("\(summary): \(output.name) is not JSON")
            }
        }
        do {
            _ = try ScreenDocument(yaml: document.yamlText(), path: "imported.yaml")
        } catch {
            problems.append("\(summary): the import is refused by its own reader: \(error)")
        }
        return (true, problems)
    }
}
