import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments
import SpeakableFuzzing

/// A uiautomator dump around some nodes: one line, `<node>` elements, no root size.
func uiautomatorDump(_ nodes: String) -> String {
    "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">\(nodes)</hierarchy>"
}

/// An Appium UiAutomator2 page source around some elements, with the root's size.
func appiumAndroid(_ elements: String, width: Int = 1080, height: Int = 2400) -> String {
    """
    <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
    <hierarchy index="0" class="hierarchy" rotation="0" width="\(width)" height="\(height)">
    \(elements)
    </hierarchy>
    """
}

/// One `<node>` of a dump.
func androidNode(_ className: String, _ attributes: String = "", bounds: String = "[0,100][400,200]", children: String = "") -> String {
    let open = "<node class=\"\(className)\" package=\"shop\" bounds=\"\(bounds)\" \(attributes)"
    return children.isEmpty ? open + " />" : open + ">" + children + "</node>"
}

/// The stops of an Android capture: each element and its Android node.
func androidStops(_ text: String, reading: CaptureReading = CaptureReading()) throws -> [AccessibilityElement] {
    let document = try ScreenDocument(data: Data(text.utf8), path: "android.xml", reading: reading)
    return AccessibilityTree(screen: document.screen).focusStops.map(\.element)
}

/// Android captures in (talkback.md TB4–TB8) and TalkBack's stops and order (TB9–TB11).
@Suite("Android captures")
struct AndroidCaptureTests {
    // MARK: TB4

    @Test("TB4 A uiautomator dump and an Appium UiAutomator2 source are told by their <hierarchy> root")
    func testTB4_hierarchyIsToldByContent() throws {
        #expect(CaptureFormat.detect(in: Array(uiautomatorDump(androidNode("android.widget.Button")).utf8)) == .uiautomator)
        #expect(CaptureFormat.detect(in: Array(appiumAndroid("").utf8)) == .uiautomator)
        #expect(CaptureFormat.detect(in: Array("<!-- a <comment> -->\n<hierarchy>".utf8)) == .uiautomator)
        #expect(CaptureFormat.detect(in: Array("<AppiumAUT></AppiumAUT>".utf8)) == .appium)
        #expect(CaptureFormat(rawValue: "uiautomator") == .uiautomator)
        let dump = try capture(uiautomatorDump(androidNode("android.widget.Button", #"text="OK" clickable="true""#)))
        #expect(dump.format == .uiautomator)
    }

    @Test("TB4 Appium names an element after its class, losing '$': the class attribute is what counts")
    func testTB4_classAttributeWinsOverElementName() throws {
        let source = appiumAndroid(#"<androidx.appcompat.app.ActionBar.Tab index="0" class="androidx.appcompat.app.ActionBar$Tab" text="Chats" clickable="true" focusable="true" bounds="[0,0][300,100]" />"#)
        let stop = try #require(try androidStops(source).first)
        #expect(stop.android?.className == "androidx.appcompat.app.ActionBar$Tab")
        #expect(stop.label.text == "Chats")
    }

    @Test("TB4 --input-format uiautomator reads a dump that starts after a long comment")
    func testTB4_inputFormatOverrides() throws {
        let text = "<?xml version='1.0' encoding='UTF-8' ?><!--" + String(repeating: "x", count: 5_000) + "--><hierarchy>"
            + androidNode("android.widget.TextView", #"text="Hello""#) + "</hierarchy>"
        let document = try ScreenDocument(data: Data(text.utf8), path: "late.xml", format: .uiautomator)
        #expect(document.format == .uiautomator)
        #expect(SpeechGenerator(voice: try .builtIn(.en)).render(document.screen).map(\.text) == ["Hello."])
    }

    // MARK: TB5

    @Test("TB5 Every listed attribute is read onto the node, and the ordinary fields are filled for VoiceOver")
    func testTB5_everyAttributeIsRead() throws {
        let node = #"<android.widget.CheckBox index="3" class="android.widget.CheckBox" text="Wi-Fi" content-desc="" resource-id="shop:id/wifi" checkable="true" checked="true" clickable="true" long-clickable="true" focusable="true" enabled="false" selected="true" password="false" scrollable="false" bounds="[10,20][310,140]" displayed="true" hint="Network" showing-hint="false" a11y-important="true" screen-reader-focusable="true" heading="true" content-invalid="true" error="Required" tooltip-text="Tip" pane-title="Pane" text-has-clickable-span="true" actions="ACTION_CLICK,ACTION_EXPAND" is-collection="false" is-collection-item="true" />"#
        let stop = try #require(try androidStops(appiumAndroid(node)).first)
        let android = try #require(stop.android)
        #expect(android.className == "android.widget.CheckBox" && android.index == 3)
        #expect(android.text == "Wi-Fi" && android.resourceID == "shop:id/wifi" && android.hintText == "Network")
        #expect(android.isCheckable && android.isChecked && android.isClickable && android.isLongClickable && android.isFocusable)
        #expect(!android.isEnabled && android.isSelected && !android.isPassword && !android.isScrollable && android.isDisplayed)
        #expect(android.isShowingHint == false && android.isImportant == true && android.isScreenReaderFocusable == true)
        #expect(android.isHeading && android.isContentInvalid && android.error == "Required" && android.tooltip == "Tip")
        #expect(android.paneTitle == "Pane" && android.hasClickableSpan && android.actions == ["ACTION_CLICK", "ACTION_EXPAND"])
        #expect(!android.isCollection && android.isCollectionItem)
        // VoiceOver's fields: the frame in pixels, the identifier, the flags.
        #expect(stop.frame == ScreenFrame(x: 10, y: 20, width: 300, height: 120))
        #expect(stop.identifier == "shop:id/wifi")
        #expect(stop.traits.contains(.notEnabled) && stop.traits.contains(.header))
    }

    @Test("TB5 An absent attribute keeps the framework's default; a node without a class is a View")
    func testTB5_defaults() throws {
        let stop = try #require(try androidStops(uiautomatorDump(#"<node text="Hi" bounds="[0,0][10,10]" />"#)).first)
        #expect(stop.android?.className == "android.view.View")
        #expect(stop.android?.isEnabled == true && stop.android?.isImportant == nil && stop.android?.isDisplayed == true)
    }

    // MARK: TB6

    @Test("TB6 Density: inferred from the shorter side over 411 dp, named as inferred; --density wins")
    func testTB6_density() throws {
        for (width, height, expected) in [(1080, 2400, 2.625), (720, 1280, 2.0), (1440, 3200, 3.5), (2400, 1080, 2.625)] {
            let document = try capture(appiumAndroid(androidNode("android.widget.TextView", #"text="A""#), width: width, height: height))
            #expect(document.androidDensity == AndroidDensity(inferringFromShorterSide: Double(min(width, height))))
            #expect(document.androidDensity?.pixelsPerDP == expected && document.androidDensity?.isInferred == true)
        }
        // A dump without the root's size: the first node's bounds.
        let dump = try capture(uiautomatorDump(androidNode("android.widget.FrameLayout", bounds: "[0,0][720,1280]",
                                                           children: androidNode("android.widget.TextView", #"text="A""#))))
        #expect(dump.androidDensity?.pixelsPerDP == 2)
        let given = try ScreenDocument(data: Data(appiumAndroid(androidNode("android.widget.TextView", #"text="A""#)).utf8), path: "a.xml",
                                       reading: CaptureReading(densityDPI: 480))
        #expect(given.androidDensity == AndroidDensity(dpi: 480))
        #expect(given.androidDensity?.pixelsPerDP == 3 && given.androidDensity?.isInferred == false)
        // Frames keep their pixels.
        #expect(given.screen.elements.first?.attributes.frame == ScreenFrame(x: 0, y: 100, width: 400, height: 100))
    }

    // MARK: TB7

    @Test("TB7 a11y-important=false drops the node and lifts its children to its parent")
    func testTB7_unimportantNodeIsLifted() throws {
        let row = #"<android.widget.LinearLayout class="android.widget.LinearLayout" clickable="true" focusable="true" a11y-important="false" bounds="[0,0][400,100]"><android.widget.TextView class="android.widget.TextView" text="One" a11y-important="true" bounds="[0,0][100,100]" /><android.widget.TextView class="android.widget.TextView" text="Two" a11y-important="true" bounds="[100,0][200,100]" /></android.widget.LinearLayout>"#
        // The row TalkBack does not see would have spoken both texts; without it each is a stop.
        #expect(try androidStops(appiumAndroid(row)).map(\.label.text) == ["One", "Two"])
        let seen = row.replacingOccurrences(of: #"a11y-important="false""#, with: #"a11y-important="true""#)
        #expect(try androidStops(appiumAndroid(seen)).map(\.label.text) == ["One, Two"])
    }

    @Test("TB7 Without a11y-important a decorative image says nothing, and a plain layout is passed through")
    func testTB7_fallbackDropsDecorativeNodes() throws {
        let nodes = androidNode("android.widget.LinearLayout", children:
            androidNode("android.widget.ImageView", bounds: "[0,0][50,50]") + androidNode("android.widget.TextView", #"text="Title""#))
        #expect(try androidStops(uiautomatorDump(nodes)).map(\.label.text) == ["Title"])
        #expect(AndroidStops.isMember(AndroidNode(className: "android.widget.ImageView")) == false)
    }

    // MARK: TB8

    /// Captures with one password, by `password` or by `input-type`, in each place a screen has.
    static let passwordPlaces: [(name: String, text: String)] = {
        let secret = "hunter2x9"
        func field(_ signal: String, focusable: Bool = true) -> String {
            #"<node class="android.widget.EditText" text="\#(secret)" hint="Password" \#(signal) clickable="\#(focusable)" focusable="\#(focusable)" bounds="[0,100][400,200]" />"#
        }
        let signals = [#"password="true""#, #"password="false" input-type="129""#, #"input-type="18""#, #"input-type="225""#]
        var cases: [(String, String)] = []
        for signal in signals {
            let button = androidNode("android.widget.Button", #"text="Go" clickable="true""#, bounds: "[0,300][400,400]")
            cases.append(("top, \(signal)", uiautomatorDump(field(signal) + button)))
            cases.append(("clickable row, \(signal)", uiautomatorDump(androidNode("android.widget.LinearLayout", #"clickable="true" focusable="true""#,
                                                                                  children: field(signal, focusable: false)) + button)))
            cases.append(("unimportant, \(signal)", uiautomatorDump(androidNode("android.widget.FrameLayout", #"a11y-important="false""#,
                                                                                children: field(signal)) + button)))
            cases.append(("compose, \(signal)", uiautomatorDump(androidNode(UIAutomatorReader.composeView, children:
                androidNode("android.view.View", children: button + field(signal))))))
            cases.append(("list, \(signal)", uiautomatorDump(androidNode("androidx.recyclerview.widget.RecyclerView", #"scrollable="true""#,
                                                                         children: androidNode("android.widget.LinearLayout", children: field(signal, focusable: false)) + button))))
            cases.append(("hidden, \(signal)", uiautomatorDump(field(signal + #" displayed="false""#) + button)))
        }
        return cases
    }()

    @Test("TB8 A password by password= or input-type, in every place: its text is in no output, only its length is kept")
    func testTB8_passwordTextNeverLeaves() throws {
        for (name, text) in Self.passwordPlaces {
            let document = try ScreenDocument(data: Data(text.utf8), path: "p.xml")
            let voice = try Voice.builtIn(.en)
            let spoken = SpeechGenerator(voice: voice).render(document.screen).map(\.text).joined(separator: "\n")
            let outputs = [spoken, document.yamlText(), document.jsonText(), "\(document.screen)",
                           ScreenReader.session(on: document.screen, running: [.next, .next, .activate, .next], voice: voice).transcript]
            for output in outputs { #expect(!output.contains("hunter2x9"), "\(name)") }
            let nodes = AccessibilityTree(screen: document.screen).focusStops.compactMap(\.element.android)
            for node in nodes where node.isPassword {
                #expect(node.text.isEmpty && node.passwordCharacterCount == 9, "\(name)")
            }
        }
    }

    @Test("TB8 Android's password input types: text, visible and web passwords, and the number password")
    func testTB8_passwordInputTypes() {
        #expect([129, 145, 225, 18].allSatisfy(UIAutomatorReader.isPasswordInputType))
        #expect(![1, 33, 2, 3, 131_073, 0].contains(where: UIAutomatorReader.isPasswordInputType))
    }

    @Test("TB8 A password field is a secure text field to VoiceOver too, with as many characters as it had")
    func testTB8_passwordIsSecureForVoiceOver() throws {
        let text = uiautomatorDump(#"<node class="android.widget.EditText" text="abc" password="true" clickable="true" focusable="true" hint="PIN" bounds="[0,0][100,100]" />"#)
        #expect(try renderedCapture(text) == ["PIN: 3 characters. Secure Text Field. Double tap to edit."])
        // Text in clear in a password field is a finding of the capture, never quoted.
        #expect(try capture(text).secureTextsInClear == 1)
        let masked = text.replacingOccurrences(of: #"text="abc""#, with: #"text="•••""#)
        #expect(try capture(masked).secureTextsInClear == 0)
    }

    // MARK: TB9

    @Test("TB9 Stops: a text in a clickable row is spoken by the row; a text with no focusable ancestor is its own stop")
    func testTB9_textsAndRows() throws {
        let row = androidNode("android.widget.LinearLayout", #"clickable="true" focusable="true""#, children:
            androidNode("android.widget.TextView", #"text="Wi-Fi""#) + androidNode("android.widget.TextView", #"text="On""#))
        let label = androidNode("android.widget.TextView", #"text="Settings""#, bounds: "[0,0][400,90]")
        #expect(try androidStops(uiautomatorDump(label + row)).map(\.label.text) == ["Settings", "Wi-Fi, On"])
    }

    @Test("TB9 Stops: an actionable container of actionable children is skipped; an unlabelled actionable leaf is focused")
    func testTB9_actionableContainersAndLeaves() throws {
        let bar = androidNode("android.widget.LinearLayout", #"clickable="true""#, children:
            androidNode("android.widget.Button", #"text="A" clickable="true""#) + androidNode("android.widget.ImageButton", #"clickable="true""#))
        let stops = try androidStops(uiautomatorDump(bar))
        #expect(stops.map(\.label.text) == ["A", ""])
        #expect(stops.map { $0.android?.className } == ["android.widget.Button", "android.widget.ImageButton"])
    }

    @Test("TB9 Stops: a container that fills the window is no stop; a speaking item of a scrolling list is one")
    func testTB9_windowAndScrollItems() throws {
        let list = androidNode("android.widget.ListView", #"scrollable="true""#, bounds: "[0,0][1080,2400]", children:
            androidNode("android.widget.LinearLayout", #"focusable="false" a11y-important="true""#, bounds: "[0,0][1080,200]", children:
                androidNode("android.widget.TextView", #"text="Item""#, bounds: "[0,0][500,200]") + androidNode("android.widget.TextView", #"text="Detail""#, bounds: "[500,0][1080,200]")))
        let window = androidNode("android.widget.FrameLayout", #"focusable="true""#, bounds: "[0,0][1080,2400]", children: list)
        // The row is a top-level scroll item that speaks: one stop with both texts.
        #expect(try androidStops(appiumAndroid(window)).map(\.label.text) == ["Item, Detail"])
    }

    @Test("TB9 The focus rule, step by step (F§1.1 steps 2, 4-7)")
    func testTB9_focusRuleSteps() {
        var text = AndroidNode(className: "android.widget.TextView")
        text.text = "Hi"
        #expect(TalkBackFocusRule.isStop(text, isSpeaking: true, hasChildren: false, parentIsScrollContainer: false, hasFocusableAncestor: false, fillsWindow: false))
        #expect(!TalkBackFocusRule.isStop(text, isSpeaking: true, hasChildren: false, parentIsScrollContainer: false, hasFocusableAncestor: true, fillsWindow: false))
        text.isDisplayed = false
        #expect(!TalkBackFocusRule.isStop(text, isSpeaking: true, hasChildren: false, parentIsScrollContainer: false, hasFocusableAncestor: false, fillsWindow: false))
        var layout = AndroidNode(className: "android.widget.FrameLayout")
        layout.isScrollable = true
        #expect(TalkBackFocusRule.isScrollContainer(layout))
        #expect(!TalkBackFocusRule.isStop(layout, isSpeaking: true, hasChildren: true, parentIsScrollContainer: false, hasFocusableAncestor: false, fillsWindow: true))
        var check = AndroidNode(className: "android.widget.CheckBox")
        check.isCheckable = true
        #expect(TalkBackFocusRule.isSpeaking(check, children: [], isScrollContainer: false))
        var spinner = AndroidNode(className: "android.widget.Spinner")
        spinner.isScrollable = true
        #expect(!TalkBackFocusRule.isScrollContainer(spinner))
    }

    // MARK: TB10

    @Test("TB10 Order: pre-order, with a sibling moved after one its stops lie below (F§2 step 4)")
    func testTB10_siblingReordering() throws {
        // The first container spans the screen, but its only stop is at the bottom; the second
        // container's stop is at the top. TalkBack moves the first after the second.
        // (Both containers are important, as an Appium 2025 source says: TalkBack sees them.)
        let first = androidNode("android.widget.FrameLayout", #"a11y-important="true""#, bounds: "[0,0][1080,1000]", children:
            androidNode("android.widget.Button", #"text="Bottom" clickable="true""#, bounds: "[0,900][1080,1000]"))
        let second = androidNode("android.widget.FrameLayout", #"a11y-important="true""#, bounds: "[0,100][1080,1100]", children:
            androidNode("android.widget.Button", #"text="Top" clickable="true""#, bounds: "[0,100][1080,200]"))
        let dump = uiautomatorDump(androidNode("android.widget.LinearLayout", bounds: "[0,0][1080,2400]", children: first + second))
        #expect(try androidStops(dump).map(\.label.text) == ["Top", "Bottom"])
        #expect(try androidStops(dump, reading: CaptureReading(order: .capture)).map(\.label.text) == ["Bottom", "Top"])
    }

    @Test("TB10 Under a ComposeView siblings are sorted geometrically: rows by top, then left to right")
    func testTB10_composeGeometricSort() throws {
        let children = androidNode("android.widget.Button", #"text="Right" clickable="true""#, bounds: "[600,0][900,100]")
            + androidNode("android.widget.Button", #"text="Below" clickable="true""#, bounds: "[0,300][900,400]")
            + androidNode("android.widget.Button", #"text="Left" clickable="true""#, bounds: "[0,10][300,110]")
        let compose = uiautomatorDump(androidNode(UIAutomatorReader.composeView, bounds: "[0,0][1080,2400]", children:
            androidNode("android.view.View", bounds: "[0,0][1080,2400]", children: children)))
        #expect(try androidStops(compose).map(\.label.text) == ["Left", "Right", "Below"])
        #expect(try androidStops(compose, reading: CaptureReading(order: .capture)).map(\.label.text) == ["Right", "Below", "Left"])
        // The same views outside Compose keep the capture's order (no sibling uses children's bounds).
        let plain = uiautomatorDump(androidNode("android.widget.FrameLayout", bounds: "[0,0][1080,2400]", children: children))
        #expect(try androidStops(plain).map(\.label.text) == ["Right", "Below", "Left"])
    }

    @Test("TB10 The Compose fixture reads its top bar before the home column, each row left to right")
    func testTB10_composeFixture() throws {
        let document = try ScreenDocument(contentsOfFile: CaptureFixtures.root.appendingPathComponent("android/spoon-live-home-ko.xml").path)
        let stops = AccessibilityTree(screen: document.screen).focusStops.map(\.element)
        #expect(stops.map(\.label.text) == ["action", "action", "action", "action", "Icon image, 탐색", "Icon image, 라이브", "Icon image, 이벤트", "방문한 채널"])
        #expect(stops.allSatisfy { $0.android?.isComposeDescendant == true })
    }

    // MARK: TB11

    @Test("TB11 Documents and iOS captures carry no Android node and keep their order")
    func testTB11_otherSourcesAreUntouched() throws {
        let document = try ScreenDocument(yaml: "elements: [button: B, button: A]")
        #expect(AccessibilityTree(screen: document.screen).focusStops.allSatisfy { $0.element.android == nil })
        let ios = try capture(appium(appiumElement("Button", #"label="Save" accessible="true""#)))
        #expect(ios.format == .appium && ios.androidDensity == nil)
        #expect(AccessibilityTree(screen: ios.screen).focusStops.allSatisfy { $0.element.android == nil })
    }

    // MARK: Limits and located errors

    @Test("Android captures: broken XML, bad bounds, deep nesting and too many attributes are one located error")
    func locatedErrors() {
        #expect(captureError("<hierarchy>\n<node class=\"a\" bounds=\"[0,0][1,1]\">\n</hierarchy>", path: "d.xml").hasPrefix("d.xml:3:"))
        #expect(captureError(uiautomatorDump(#"<node class="a" text="x" bounds="[0,0][wide,1]" />"#), path: "d.xml")
                == "d.xml:1:1: error: bounds is not [left,top][right,bottom] in pixels")
        // Nesting past the limit: the reader's limit or libxml2's, at its place.
        let deep = String(repeating: #"<node class="a">"#, count: 300) + String(repeating: "</node>", count: 300)
        let nested = captureError(uiautomatorDump(deep), path: "d.xml")
        #expect(nested.hasPrefix("d.xml:1:") && (nested.contains("deep") || nested.contains("depth")), "\(nested)")
        let attributes = (0..<300).map { " a\($0)=\"1\"" }.joined()
        #expect(captureError(uiautomatorDump("<node\(attributes) />"), path: "d.xml").contains("more than 256 attributes"))
        #expect(captureError(uiautomatorDump(#"<node class="a" text="x" text="y" />"#), path: "d.xml").contains("malformed XML"))
        // An entity bomb is refused by libxml2's amplification limit, at its place, before it grows.
        let levels = (1..<6).map { level in "<!ENTITY e\(level) \"" + String(repeating: "&e\(level - 1);", count: 10) + "\">" }.joined()
        let bomb = #"<?xml version="1.0"?><!DOCTYPE h [<!ENTITY e0 "aaaaaaaaaa">"# + levels + #"]><hierarchy><node class="a" text="&e5;&e5;" bounds="[0,0][1,1]" /></hierarchy>"#
        #expect(captureError(bomb, path: "d.xml").hasPrefix("d.xml:1:"))
        #expect(captureError(uiautomatorDump(androidNode("android.widget.FrameLayout")), path: "d.xml").contains("has no focus stop"))
    }

    @Test("Android captures: a dump that is not UTF-8 is refused at its place")
    func notUTF8() {
        var bytes = Array(uiautomatorDump(#"<node class="a" text="caf"#).utf8)
        bytes += [0xE9] + Array(#"" bounds="[0,0][1,1]" /></hierarchy>"#.utf8)
        do {
            _ = try ScreenDocument(data: Data(bytes), path: "d.xml")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("not valid UTF-8"))
        }
    }

    // MARK: Fuzz smoke

    @Test("Hostile Android captures (bombs, huge attributes, deep nesting, passwords in every place) through the secret oracle")
    func fuzzSmoke() {
        var problems: [String] = []
        for seed in UInt64(1)...40 {
            problems += AndroidCapture(seed: seed).check().problems
        }
        #expect(problems.isEmpty, "\(problems)")
    }
}
