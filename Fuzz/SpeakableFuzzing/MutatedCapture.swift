import Foundation
import Speakable
import SpeakableDocuments

/// A capture of one of the four formats, with a secure field whose text is a secret, mutated
/// by a seed: bytes flipped, ranges cut or repeated, tokens of the formats inserted, the end cut
/// off. What the capture fuzz feeds the readers.
public struct MutatedCapture: Sendable {
    public let seed: UInt64
    public let bytes: [UInt8]

    /// The secret every seed capture holds in a secure field.
    public static let secret = "Sw0rdfish-7Q"

    /// Small captures of each format, each with a secure field holding ``secret``.
    public static let seeds: [String] = [
        """
        [{"container": {"_0": {"type": {"list": {}}}, "children": [
          {"element": {"_0": {"label": "Name", "value": "Ann", "traits": ["textEntry"], "description": "Name: Ann. Text Field."}, "traversalIndex": 0}},
          {"element": {"_0": {"label": "Password", "value": "\(secret)", "traits": ["textEntry", "secureTextField"], "description": "Password"}, "traversalIndex": 1}}]}},
         {"element": {"_0": {"label": "Sign In", "traits": ["button"], "customActions": ["Help"], "shape": {"type": "frame", "frame": [[0, 0], [80, 44]]}}, "traversalIndex": 2}}]
        """,
        """
        [{"AXLabel": "Shop", "type": "Application", "children": [
          {"AXLabel": "Password", "AXValue": "\(secret)", "type": "SecureTextField", "traits": ["SecureTextField"], "frame": {"x": 0, "y": 0, "width": 90, "height": 44}},
          {"AXLabel": "Go", "AXValue": null, "type": "Button", "traits": ["Button", "Selected"], "help": "Signs in", "AXUniqueId": "go"}]}]
        """,
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" enabled="true" visible="true" x="0" y="0" width="390" height="844">
          <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" label="Password" value="\(secret)" enabled="true" visible="true" accessible="true" x="0" y="50" width="200" height="44"/>
          <XCUIElementTypeAlert type="XCUIElementTypeAlert" name="Quit?" label="Quit?" enabled="true" visible="true" x="0" y="0" width="200" height="200">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Cancel" label="Cancel" enabled="true" visible="true" x="0" y="150" width="90" height="44"/>
            <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="\(secret)" enabled="true" visible="true" x="0" y="100" width="90" height="44"/>
          </XCUIElementTypeAlert>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        """
        Attributes: Application, 0x1, pid: 7, label: 'Shop'
        Element subtree:
         →Application, 0x1, pid: 7, label: 'Shop'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              SecureTextField, 0x3, {{0.0, 50.0}, {200.0, 44.0}}, label: 'Pass 'word'', value: \(secret)
              Switch, 0x4, {{0.0, 100.0}, {50.0, 30.0}}, identifier: 'keep', label: 'Keep me
        signed in', value: 1
              SegmentedControl, 0x5, {{0.0, 140.0}, {200.0, 30.0}}
                Button, 0x6, {{0.0, 140.0}, {100.0, 30.0}}, label: 'One', Selected
                Button, 0x7, {{100.0, 140.0}, {100.0, 30.0}}, label: 'Two'
        Path to element:
         →Application, 0x1, pid: 7, label: 'Shop'
        """,
        // Current WebDriverAgent: a `traits` list on every text and secure field, empty or not.
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
          <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="ann" label="User" enabled="true" visible="true" accessible="true" x="0" y="10" width="200" height="44" traits=""/>
          <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="\(secret)" label="Password" enabled="true" visible="true" accessible="true" x="0" y="60" width="200" height="44" traits=""/>
          <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="\(secret)" label="PIN" enabled="false" visible="true" accessible="true" x="0" y="110" width="200" height="44" traits="NotEnabled"/>
          <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" label="Keep" enabled="true" visible="true" accessible="true" x="0" y="160" width="50" height="30" traits="ToggleButton, StaticText, Button"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        // An alert whose first field is the secure one, and a second secure field.
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" accessible="false" x="0" y="0" width="390" height="844">
          <XCUIElementTypeAlert type="XCUIElementTypeAlert" label="Sign In" accessible="false" x="0" y="0" width="270" height="200">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Sign In" accessible="true" x="1" y="1" width="10" height="10"/>
            <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="\(secret)" accessible="true" x="1" y="20" width="10" height="10" traits=""/>
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="ann" accessible="true" x="1" y="40" width="10" height="10"/>
            <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="\(secret)" accessible="true" x="1" y="50" width="10" height="10"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" accessible="true" x="1" y="60" width="10" height="10"/>
          </XCUIElementTypeAlert>
        </XCUIElementTypeApplication></AppiumAUT>
        """,
        // idb with an empty trait list, a role description, and written as YAML with anchors.
        """
        - {AXLabel: Password, AXValue: &s "\(secret)", type: SecureTextField, traits: [], AXFrame: "{{0, 0}, {100, 40}}"}
        - {AXLabel: Code, AXValue: *s, type: TextField, role_description: secure text field, traits: [TextEntry]}
        - &b {AXLabel: Go, type: Button, traits: [Button], help: *s}
        - {AXLabel: Group, type: Other, children: [*b, *b]}
        """,
        // AccessibilitySnapshot written as YAML, with a secure field in a tab bar.
        """
        - container:
            _0: {type: {tabBar: {}}}
            children:
              - {element: {_0: {label: Home, traits: [button, tabBarItem, selected]}, traversalIndex: 0}}
              - {element: {_0: {label: Key, value: "\(secret)", traits: [tabBarItem, secureTextField]}, traversalIndex: 1}}
        - {element: {_0: {label: Pass, value: "\(secret)", traits: [textEntry, secureTextField, unknown(99)]}, traversalIndex: 2}}
        """,
    ]

    /// What mutations insert: the syntax of each format.
    private static let tokens = ["<", ">", "/>", "\"", "'", "{", "}", "[", "]", ",", ":", "\n", "  ", "→", "↳", ", 0x1, ",
                                 "{{0.0, 0.0}, {0.0, 0.0}}", "label: '", "value: ", "Element subtree:\n", "\"_0\"",
                                 "\"element\"", "\"container\"", "\"children\": [", "<XCUIElementTypeOther>", "&amp;", "&#0;",
                                 "<!DOCTYPE x [<!ENTITY a \"aaaaaaaaaa\">]>", "&a;", "\u{0}", "\u{1B}[2J", "\u{FEFF}", "\u{FFFF}",
                                 "null", "true", "1e400", "-1", "SecureTextField", "XCUIElementTypeSecureTextField"]

    public init(seed: UInt64) {
        self.seed = seed
        var random = SeededGenerator(state: seed)
        bytes = Self.mutated(Array(Self.seeds[Int(seed % UInt64(Self.seeds.count))].utf8), random: &random)
    }

    /// The bytes with one to four mutations: bytes flipped, ranges cut or repeated, tokens of
    /// the formats inserted, the end cut off, deep nesting.
    static func mutated(_ bytes: [UInt8], random: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            guard !bytes.isEmpty else { break }
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
            case 2:
                let slice = bytes[at..<min(bytes.count, at + Int.random(in: 1...200, using: &random))]
                bytes.insert(contentsOf: Array(slice), at: at)
            case 3: bytes.insert(contentsOf: Array(Self.tokens.randomElement(using: &random)!.utf8), at: at)
            case 4: bytes.removeSubrange(at...)
            default:
                // Deep nesting, which a reader must refuse rather than recurse into.
                let opener = ["[", "{\"container\": {\"_0\": {}, \"children\": [", "<XCUIElementTypeOther>", "\n  Other, 0x1, {{0.0, 0.0}, {1.0, 1.0}}"]
                    .randomElement(using: &random)!
                bytes.insert(contentsOf: Array(String(repeating: opener, count: Int.random(in: 1...3_000, using: &random)).utf8), at: at)
            }
        }
        return bytes
    }

    /// Reads the capture as every command would and returns what went wrong: a secret read
    /// into a secure field and found in any output (speech, transcript, import, error, warning).
    public func check() -> (parsed: Bool, problems: [String]) { Self.check(bytes, secret: Self.secret) }

    /// The check of any mutated capture with `secret` planted in a secure field.
    static func check(_ bytes: [UInt8], secret: String) -> (parsed: Bool, problems: [String]) {
        let document: ScreenDocument
        do {
            document = try ScreenDocument(data: Data(bytes), path: "fuzz")
        } catch {
            return (false, "\(error)".contains(secret) ? ["an error quotes the secret: \(error)"] : [])
        }
        // Every output, the picture, report page, audit and import among them (issue 31).
        let outputs = DocumentOutputs.all(document, commands: [.next, .next, .activate, .type("x"), .next, .escape]).map(\.text)
        // The planted secret, where it was read into a secure field and nowhere else (a mutation
        // can make it a label, which is then rightly spoken).
        let model = ModelText(document.screen)
        var problems: [String] = []
        if model.secure.contains(where: { $0.contains(secret) }), !model.plain.contains(where: { $0.contains(secret) }),
           let leak = outputs.first(where: { $0.contains(secret) }) {
            problems.append("secure text in an output: \(leak.prefix(200))")
        }
        // Every field that any signal of the capture (its type, a trait, a role) marks secure,
        // whatever control the builder made of it: its text is in no output, unless the capture
        // also gives the same text as something plain (a label, another value).
        if let texts = ScreenDocument.capturedTexts(of: Data(bytes)) {
            // Only secrets of six scalars or more with a digit in them are looked for (the planted
            // one has): a voice's words (`Button`) and the names in an import or a description
            // (`secureTextField"`, which a mutation can make a value) would match the others.
            let checked = texts.secure.filter { secret in
                secret.unicodeScalars.count >= 6 && secret.unicodeScalars.contains { ("0"..."9").contains($0) }
                    && !texts.plain.contains(where: { $0.contains(secret) })
            }
            for secret in checked {
                if let leak = outputs.first(where: { $0.contains(secret) }) {
                    problems.append("a field marked secure by the capture is in an output: \(leak.prefix(200))")
                    break
                }
            }
        }
        return (true, problems)
    }
}

/// The texts of a screen's model: those read into secure fields, and all others.
struct ModelText {
    var secure: [String] = []
    var plain: [String] = []

    init(_ screen: Screen) {
        screen.elements.forEach { add($0) }
        for presentation in screen.presentations + screen.queuedAlerts.map(Presentation.alert) {
            switch presentation {
            case .alert(let alert):
                plain += [alert.title ?? "", alert.message ?? ""] + alert.buttons.map(\.title)
                alert.textFields.forEach { add($0) }
            case .actionSheet(let sheet): plain += [sheet.title ?? "", sheet.message ?? ""] + sheet.buttons.map(\.title)
            case .popover(let popover): popover.elements.forEach { add($0) }
            }
        }
    }

    private mutating func add(_ control: Control) {
        let attributes = control.attributes
        plain += [attributes.hint, attributes.identifier ?? "", attributes.value, attributes.capturedDescription ?? ""] + attributes.customActions
            + attributes.customContent.flatMap { [$0.label, $0.value] } + attributes.customRotors.flatMap { [$0.name] + $0.results }
        switch control {
        case .secureTextField(let field): secure.append(field.text.revealed); plain += [field.label, field.placeholder]
        case .group(let group): plain.append(group.label); group.children.forEach { add($0) }
        case .button(let c): plain.append(c.label)
        case .staticText(let c): plain.append(c.label)
        case .heading(let c): plain.append(c.label)
        case .image(let c): plain.append(c.label)
        case .link(let c): plain.append(c.label)
        case .backButton(let c): plain.append(c.label)
        case .textField(let c): plain += [c.label, c.placeholder, c.text]
        case .textView(let c): plain += [c.label, c.placeholder, c.text]
        case .element(let c):
            // The secure trait makes an element's value a secret (issue 31, S3).
            if c.traits.contains(.secureTextField) { secure.append(c.value); plain.append(c.label) } else { plain += [c.label, c.value] }
        case .switch(let c): plain.append(c.label)
        case .slider(let c): plain.append(c.label)
        case .stepper(let c): plain.append(c.label)
        case .segmentedControl(let c): plain += c.segments; c.children.forEach { add($0) }
        case .tabBar(let c): plain += c.items; c.children.forEach { add($0) }
        }
    }
}
