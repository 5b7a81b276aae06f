import Foundation
import Testing
import TestTemporaryFiles
import Speakable
@testable import SpeakableDocuments

/// Issue 20: what a red team found in the capture readers, each kept as a test named after the
/// finding. The secret ones first: a field that any signal calls secure is secure.
@Suite("Captures: hardening (issue 20)")
struct CaptureHardeningTests {
    private static let secret = "hunter2"

    /// Everything a capture can show of itself: the rendered stops, warnings, descriptions,
    /// the imported document (YAML and JSON).
    private func everything(_ document: ScreenDocument) throws -> String {
        let voice = try Voice.builtIn(document.locale)
        let rendered = SpeechGenerator(voice: voice).render(document.screen).map(\.text)
        return (rendered + document.warnings.map { "\($0)" } + document.capturedDescriptions.compactMap(\.text)
                + [document.yamlText(), document.jsonText()]).joined(separator: "\n")
    }

    @Test("1a. Secrets: an Appium SecureTextField with traits=\"\" (WebDriverAgent since mid-2025) stays secure")
    func appiumEmptyTraitsStaySecure() throws {
        let source = appium(appiumElement("SecureTextField", #"label="Password" value="hunter2" accessible="true" traits="""#))
        let document = try capture(source)
        #expect(try renderedCapture(source) == ["Password: 7 characters. Secure Text Field. Double tap to edit."])
        #expect(!(try everything(document)).contains(Self.secret))
    }

    @Test("1a. Secrets: a trait list such as NotEnabled, or any list, never removes what the type says")
    func appiumTraitListAddsToType() throws {
        for traits in ["NotEnabled", "Button", "StaticText, Header", "Selected"] {
            let source = appium(appiumElement("SecureTextField", #"label="PIN" value="hunter2" accessible="true" traits="\#(traits)""#))
            let document = try capture(source)
            let text = try everything(document)
            #expect(!text.contains(Self.secret), "\(traits)")
            #expect(text.contains("Secure Text Field"), "\(traits)")
        }
        // A plain text field keeps being one too.
        #expect(try renderedCapture(appium(appiumElement("TextField", #"label="User" value="ann" accessible="true" traits="""#)))
                == ["User: ann. Text Field. Double tap to edit."])
    }

    @Test("1a. Secrets: an idb SecureTextField with \"traits\": [] stays secure, on both JSON paths")
    func idbEmptyTraitsStaySecure() throws {
        let json = #"[{"AXLabel": "Password", "AXValue": "hunter2", "type": "SecureTextField", "traits": [], "AXFrame": "{{0, 0}, {100, 40}}"}]"#
        let quick = try capture(json)
        #expect(!(try everything(quick)).contains(Self.secret))
        let careful = try ScreenDocument(text: json, path: "capture", format: nil)
        let voice = try Voice.builtIn(.en)
        #expect(SpeechGenerator(voice: voice).render(careful.screen).map(\.withoutLocation)
                == SpeechGenerator(voice: voice).render(quick.screen).map(\.withoutLocation))
    }

    @Test("1a. Secrets: idb's role description 'secure text field' makes a field secure whatever its type and traits")
    func idbRoleDescriptionIsASignal() throws {
        let json = #"[{"AXLabel": "Password", "AXValue": "hunter2", "type": "TextField", "role_description": "secure text field", "traits": ["TextEntry"]}]"#
        #expect(try renderedCapture(json) == ["Password: 7 characters. Secure Text Field. Double tap to edit."])
    }

    @Test("1a. Secrets: an unknown trait named like the secret is never quoted in a warning")
    func unknownTraitNamedLikeTheSecret() throws {
        let source = appium(appiumElement("SecureTextField", #"label="P" value="hunter2" accessible="true" traits="""#)
                            + appiumElement("Button", #"label="Go" accessible="true" traits="Button, hunter2""#))
        let document = try capture(source)
        #expect(!document.warnings.isEmpty)
        #expect(!document.warnings.contains { "\($0)".contains(Self.secret) })
    }

    @Test("1b. Secrets: an alert whose first field is the secure one puts it in the password slot, never the login field")
    func alertFieldsByKind() throws {
        let fields = appiumElement("StaticText", #"label="Sign In" accessible="true""#)
            + appiumElement("SecureTextField", #"label="" value="hunter2" accessible="true""#)
            + appiumElement("TextField", #"label="" value="ann" accessible="true""#)
            + appiumElement("Button", #"label="OK" accessible="true""#)
        let document = try capture(appium(appiumElement("Alert", #"label="Sign In" accessible="false""#, children: fields)))
        guard case .alert(let alert)? = document.screen.topPresentation else { Issue.record("no alert"); return }
        #expect(alert.style == .loginAndPasswordInput)
        #expect(try renderedCapture(appium(appiumElement("Alert", #"label="Sign In" accessible="false""#, children: fields)))
                .contains("ann. Text Field. Double tap to edit."))
        #expect(!(try everything(document)).contains(Self.secret))
        // One secure field alone is a secure-input alert.
        let secureOnly = appiumElement("SecureTextField", #"label="" value="hunter2" accessible="true""#) + appiumElement("Button", #"label="OK" accessible="true""#)
        let single = try capture(appium(appiumElement("Alert", #"label="PIN" accessible="false""#, children: secureOnly)))
        guard case .alert(let pin)? = single.screen.topPresentation else { Issue.record("no alert"); return }
        #expect(pin.style == .secureTextInput)
    }

    @Test("1b. Secrets: secure fields an alert cannot hold are left out with a warning that quotes none")
    func alertLeftOverSecureFields() throws {
        let fields = appiumElement("SecureTextField", #"value="first1" accessible="true""#)
            + appiumElement("SecureTextField", #"value="second2" accessible="true""#)
        let document = try capture(appium(appiumElement("Alert", #"label="Two" accessible="false""#, children: fields)))
        let text = try everything(document)
        #expect(!text.contains("first1") && !text.contains("second2"))
        #expect(document.warnings.contains { $0.message.contains("left out") })
    }

    @Test("1c. Secrets: an idb element with 'type' given twice is refused by both JSON paths alike")
    func duplicateKeysRefusedEverywhere() {
        let json = #"[{"AXLabel": "Password", "AXValue": "hunter2", "type": "SecureTextField", "type": "Button"}]"#
        let message = captureError(json)
        #expect(message.contains("more than once"), "\(message)")
        #expect(!message.contains(Self.secret))
        // Spelled with an escape, the key is the same key.
        #expect(captureError(#"[{"AXLabel": "P", "AXValue": "hunter2", "type": "SecureTextField", "typ\u0065": "Button"}]"#).contains("more than once"))
        // The same in AccessibilitySnapshot's model.
        #expect(captureError(#"[{"element": {"_0": {"label": "a", "label": "b", "traits": []}, "traversalIndex": 0}}]"#).contains("more than once"))
    }

    @Test("1d. Secrets: import writes text typed into a secure field by a command script as bullets")
    func importHidesTypedSecureText() throws {
        var document = try capture(appium(appiumElement("SecureTextField", #"label="Password" accessible="true""#)))
        document.commands = [.activate, .type("hunter2")]
        #expect(!document.yamlText().contains(Self.secret) && document.yamlText().contains("type •••••••"))
        #expect(!document.jsonText().contains(Self.secret))
    }

    @Test("2a. Linear: 40 nested labelled Other elements are read at once (stop detection looked at each subtree twice a level)")
    func nestedLabelledOthersAreLinear() throws {
        let depth = 40
        var xml = "<AppiumAUT>"
        for level in 0..<depth { xml += #"<XCUIElementTypeOther label="L\#(level)" x="0" y="0" width="10" height="10">"# }
        xml += #"<XCUIElementTypeStaticText label="t" x="0" y="0" width="5" height="5"/>"#
        xml += String(repeating: "</XCUIElementTypeOther>", count: depth) + "</AppiumAUT>"
        // CPU time of this thread, not wall time (issue 31, S18); doubling per level was 2⁴⁰.
        var (rendered, seconds) = try CPUTime.measure { try renderedCapture(xml) }
        #expect(rendered == ["t."])
        #expect(seconds < 20, "\(seconds) s of CPU")
        var dump = "Attributes: Application, 0x1, pid: 1, label: 'A'\nElement subtree:\n →Application, 0x1, pid: 1, label: 'A'\n"
        for level in 0..<depth { dump += String(repeating: " ", count: level + 2) + "Other, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, label: 'L\(level)'\n" }
        dump += String(repeating: " ", count: depth + 2) + "StaticText, 0x3, {{0.0, 0.0}, {5.0, 5.0}}, label: 't'\n"
        (rendered, seconds) = try CPUTime.measure { try renderedCapture(dump) }
        #expect(rendered == ["t."])
        #expect(seconds < 20, "\(seconds) s of CPU")
    }

    @Test("2b. Linear: redaction is one pass, whatever the number of secrets and warnings")
    func redactionIsLinear() throws {
        let count = 8_000
        let elements = (0..<count).map { #"{"AXLabel": "P", "AXValue": "sec\#($0)x", "type": "SecureTextField", "traits": ["Weird\#($0)"]}"# }
        let (document, seconds) = try CPUTime.measure { try capture("[" + elements.joined(separator: ",") + "]") }
        #expect(seconds < 30, "\(seconds) s of CPU")
        #expect(document.warnings.count == count)
        // Many secrets, overlapping and touching, all covered.
        let redactor = SecretRedactor(["abc", "bcd", "xy", "y"])
        #expect(redactor.redacting("1abcd2xy3y") == "1<secure text>2<secure text>3<secure text>")
        #expect(SecretRedactor(["hunter2"]).redacting("no secret") == "no secret")
        #expect(SecretRedactor(["\u{301}pw"]).redacting("'\u{301}pw'") == "'<secure text>'")
    }

    @Test("2c. Linear: 40,000 stacked action sheets")
    func stackedSheetsAreLinear() throws {
        let sheets = (0..<40_000).map { "  - actionSheet: {title: T\($0), buttons: [X]}" }.joined(separator: "\n")
        let (document, seconds) = try CPUTime.measure { try ScreenDocument(yaml: "elements: [button: A]\npresent:\n" + sheets + "\n") }
        #expect(document.screen.presentations.count == 40_000)
        #expect(seconds < 30, "\(seconds) s of CPU")
    }

    @Test("2d. Linear: an Appium element with a million attributes is refused before libxml2 builds it")
    func attributesCappedBeforeLibxml2() throws {
        let attributes = (0..<160_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
        let (message, seconds) = CPUTime.measure { captureError("<AppiumAUT>\n<XCUIElementTypeButton label=\"x\" \(attributes)/></AppiumAUT>") }
        #expect(message == "capture:2:1: error: an element has more than 256 attributes", "\(message)")
        #expect(seconds < 10, "\(seconds) s of CPU")
        // Quoted '=' and '>' inside values, comments and CDATA are not attributes.
        let values = (0..<300).map { _ in "=>" }.joined()
        #expect(try renderedCapture("<AppiumAUT><!-- \(values) --><XCUIElementTypeButton label=\"\(values)\" accessible=\"true\"/></AppiumAUT>").count == 1)
    }

    @Test("3. Memory: idb and AccessibilitySnapshot captures written as YAML with nested anchors obey the value budget")
    func captureAliasBombs() {
        var idb = [#"- &a0 {AXLabel: x, type: Button}"#]
        var snapshot = [#"- &a0 {element: {_0: {label: x, traits: [button]}, traversalIndex: 0}}"#]
        for level in 1..<10 {
            let uses = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            idb.append("- &a\(level) {AXLabel: y, type: Other, children: [\(uses)]}")
            snapshot.append("- &a\(level) {container: {_0: {type: {list: {}}}, children: [\(uses)]}}")
        }
        for text in [idb, snapshot].map({ $0.joined(separator: "\n") + "\n" }) {
            let (message, seconds) = CPUTime.measure { captureError(text) }
            #expect(message.contains("too many values (aliases included)"))
            #expect(seconds < 60, "\(seconds) s of CPU")
        }
    }
}
