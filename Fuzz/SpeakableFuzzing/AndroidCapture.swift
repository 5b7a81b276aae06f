import Foundation
import Speakable
import SpeakableDocuments

/// A generated Android capture (talkback.md TB4, TB8) whose one secret is the text of a field
/// that a single signal calls a password: `password="true"`, or an `input-type` of a password
/// variant alone. The field sits in one of the places an Android screen has (the top, a clickable
/// row that speaks its children, a node TalkBack does not see, a `ComposeView`, a scrolling
/// list, a window-filling dialog, hidden), in a uiautomator dump or an Appium page source. Some
/// cases are hostile on top: an entity bomb, a huge attribute, nesting past the limit, bounds
/// that are not bounds, or mutations. The secret is planted nowhere else, so any output that
/// holds it is a leak.
public struct AndroidCapture: Sendable {
    public let seed: UInt64
    public let bytes: [UInt8]
    /// What the seed made, for a report.
    public let summary: String
    let secret: String
    let isMutated: Bool

    enum Signal: CaseIterable { case passwordAttribute, textPassword, visiblePassword, webPassword, numberPassword }
    enum Container: CaseIterable { case top, clickableRow, unimportant, compose, list, dialog, hidden }
    enum Format: CaseIterable { case uiautomator, appium }
    enum Hostility: CaseIterable { case none, entityBomb, hugeAttribute, deepNesting, badBounds, mutated }

    public init(seed: UInt64) {
        self.seed = seed
        var random = SeededGenerator(state: seed)
        let secret = "Pw\(seed)z9K"
        let signal = Signal.allCases.randomElement(using: &random)!
        let container = Container.allCases.randomElement(using: &random)!
        let format = Format.allCases.randomElement(using: &random)!
        // Half the cases are plain, the rest share the hostile kinds.
        let hostility = Bool.random(using: &random) ? .none : Hostility.allCases.randomElement(using: &random)!
        let text = Self.capture(secret, signal, container, format, hostility)
        self.secret = secret
        summary = "\(signal) in \(container), \(format), \(hostility)"
        isMutated = hostility == .mutated
        bytes = isMutated ? MutatedCapture.mutated(Array(text.utf8), random: &random) : Array(text.utf8)
    }

    /// One node, in the format's own spelling.
    private static func node(_ format: Format, _ className: String, _ attributes: String, children: String? = nil) -> String {
        let name = format == .uiautomator ? "node" : className.replacingOccurrences(of: "$", with: ".")
        let common = #"class="\#(className)" package="shop" \#(attributes)"#
        guard let children else { return "<\(name) \(common) />" }
        return "<\(name) \(common)>\(children)</\(name)>"
    }

    private static func capture(_ secret: String, _ signal: Signal, _ container: Container, _ format: Format, _ hostility: Hostility) -> String {
        let inputType: String = switch signal {
        case .passwordAttribute: ""
        case .textPassword: #" input-type="129""#
        case .visiblePassword: #" input-type="145""#
        case .webPassword: #" input-type="225""#
        case .numberPassword: #" input-type="18""#
        }
        let passwordFlag = signal == .passwordAttribute ? "true" : "false"
        // In a clickable row the field is no stop of its own: the row speaks its children's texts.
        let focusable = container == .clickableRow ? "false" : "true"
        let displayed = container == .hidden ? #" displayed="false""# : ""
        let bounds = hostility == .badBounds ? "[0,100][wide,144]" : "[0,100][200,144]"
        let field = node(format, "android.widget.EditText",
                         #"text="\#(secret)" content-desc="" hint="Password" clickable="\#(focusable)" focusable="\#(focusable)" password="\#(passwordFlag)"\#(inputType)\#(displayed) enabled="true" bounds="\#(bounds)""#)
        let other = node(format, "android.widget.Button", #"text="Sign in" clickable="true" focusable="true" bounds="[0,200][200,244]""#)
        let placed: String
        switch container {
        case .top, .hidden: placed = field + other
        case .clickableRow:
            placed = node(format, "android.widget.LinearLayout", #"clickable="true" focusable="true" bounds="[0,90][400,150]""#, children: field) + other
        case .unimportant:
            placed = node(format, "android.widget.FrameLayout", #"a11y-important="false" bounds="[0,90][400,150]""#, children: field) + other
        case .compose:
            placed = node(format, "androidx.compose.ui.platform.ComposeView", #"bounds="[0,0][400,300]""#,
                          children: node(format, "android.view.View", #"bounds="[0,0][400,300]""#, children: other + field))
        case .list:
            placed = node(format, "androidx.recyclerview.widget.RecyclerView", #"scrollable="true" bounds="[0,0][400,300]""#,
                          children: node(format, "android.widget.LinearLayout", #"bounds="[0,90][400,150]""#, children: field) + other)
        case .dialog:
            placed = node(format, "android.widget.FrameLayout", #"pane-title="Sign in" bounds="[0,0][1080,2400]""#, children: field + other)
        }
        var body = placed
        if hostility == .deepNesting {
            let opener = format == .uiautomator ? #"<node class="android.widget.FrameLayout" bounds="[0,0][1,1]">"# : #"<android.widget.FrameLayout class="android.widget.FrameLayout">"#
            let closer = format == .uiautomator ? "</node>" : "</android.widget.FrameLayout>"
            body = String(repeating: opener, count: 300) + placed + String(repeating: closer, count: 300)
        }
        if hostility == .hugeAttribute {
            body += node(format, "android.widget.TextView", #"text="\#(String(repeating: "A", count: 200_000))" bounds="[0,300][10,310]""#)
        }
        let doctype = hostility == .entityBomb
            ? #"<!DOCTYPE hierarchy [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>"#
            : ""
        let bomb = hostility == .entityBomb ? node(format, "android.widget.TextView", #"text="&d;&d;&d;&d;" bounds="[0,300][10,310]""#) : ""
        let root = format == .uiautomator ? #"<hierarchy rotation="0">"# : #"<hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">"#
        return "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\(doctype)\(root)\(body)\(bomb)</hierarchy>"
    }

    /// Reads the capture as every command would: the secret is in no output (errors, warnings,
    /// speech, JSON, SVG, report page, audit, import and the import read back); every JSON
    /// output parses; the import reads back.
    public func check() -> (parsed: Bool, problems: [String]) {
        if isMutated { return MutatedCapture.check(bytes, secret: secret) }
        let document: ScreenDocument
        do {
            document = try ScreenDocument(data: Data(bytes), path: "fuzz")
        } catch {
            return (false, "\(error)".contains(secret) ? ["\(summary): an error quotes the secret"] : [])
        }
        var problems: [String] = []
        let outputs = DocumentOutputs.all(document, commands: [.next, .next, .activate, .type("x"), .next, .escape, .next])
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
