import Foundation
import Testing

/// `speakable audit` under TalkBack (talkback.md TB22) and the reader named in every machine
/// output (TB3), run as a user runs them: the CLI as a process.
@Suite("CLI: audit under TalkBack")
struct TalkBackAuditCommandTests {
    /// A uiautomator dump written for these tests (no published capture in Tests/Captures/android
    /// has an edit box with a content description or text with clickable spans): a 1080 × 2400
    /// phone (2.625 px per dp, inferred), a field named by its content description, terms with
    /// links that are not themselves clickable, a 120 px (45.7 dp) button and a large one.
    static let signIn = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0" width="1080" height="2400">
          <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.shop" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2400]">
            <node index="0" text="you@example.com" resource-id="com.example.shop:id/email" class="android.widget.EditText" package="com.example.shop" content-desc="Email" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="true" password="false" selected="false" bounds="[48,300][1032,450]" />
            <node index="1" text="" resource-id="com.example.shop:id/name" class="android.widget.EditText" package="com.example.shop" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="true" password="false" selected="false" hint="Name" bounds="[48,480][1032,630]" />
            <node index="2" text="By signing in you accept our Terms and Privacy Policy" resource-id="com.example.shop:id/terms" class="android.widget.TextView" package="com.example.shop" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" text-has-clickable-span="true" bounds="[48,660][1032,760]" />
            <node index="3" text="Read the FAQ" resource-id="com.example.shop:id/faq" class="android.widget.TextView" package="com.example.shop" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" text-has-clickable-span="true" bounds="[48,800][1032,950]" />
            <node index="4" text="Go" resource-id="com.example.shop:id/go" class="android.widget.Button" package="com.example.shop" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[48,1000][168,1120]" />
            <node index="5" text="Create an account" resource-id="com.example.shop:id/create" class="android.widget.Button" package="com.example.shop" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[48,1200][1032,1350]" />
          </node>
        </hierarchy>
        """

    static func json(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("TB22 Under TalkBack each finding names the ATF check it matches: in text, JSON and SARIF; the rule ids stay")
    func testTB22_findingsNameTheirATFCheckInTextJSONAndSARIF() throws {
        let dump = try Speakable.temporaryDocument(Self.signIn, name: "sign-in.xml")
        // An Android capture is audited as TalkBack unless told otherwise (TB1).
        let text = try Speakable.run("audit", dump)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("warning: [hit-region, TouchTargetSizeCheck] "))
        #expect(text.stdout.contains("warning: [editable-content-desc, EditableContentDescCheck] "))
        #expect(text.stdout.contains("warning: [clickable-span, ClickableSpanCheck] "))
        #expect(text.stdoutLines.last == "1 screen, 0 errors, 3 warnings, 0 notes")
        #expect(try Speakable.run("audit", dump, "--reader", "talkback").stdout == text.stdout)

        let findings = try Self.json(try Speakable.run("audit", dump, "--format", "json").stdout)
        #expect(findings.map { $0["rule"] as? String } == ["editable-content-desc", "clickable-span", "hit-region"])
        #expect(findings.map { $0["platformCheck"] as? String } == ["EditableContentDescCheck", "ClickableSpanCheck", "TouchTargetSizeCheck"])
        #expect(findings.allSatisfy { $0["reader"] as? String == "talkback" })
        // A rule with no ATF check has no platformCheck.
        let document = try Speakable.temporaryDocument("elements:\n  - heading: Settings\n  - link: Learn more\n  - button: {id: close}\n")
        let plain = try Self.json(try Speakable.run("audit", document, "--reader", "talkback", "--format", "json").stdout)
        #expect(plain.first { $0["rule"] as? String == "no-description" }?["platformCheck"] as? String == "SpeakableTextPresentCheck")
        #expect(plain.first { $0["rule"] as? String == "link-purpose" }?["platformCheck"] as? String == "LinkPurposeUnclearCheck")

        let sarif = try Self.object(try Speakable.run("audit", dump, "--format", "sarif").stdout)
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let hitRegion = try #require(rules.first { $0["id"] as? String == "hit-region" }?["properties"] as? [String: Any])
        #expect(hitRegion["platformCheck"] as? String == "TouchTargetSizeCheck" && hitRegion["tags"] as? [String] == ["TouchTargetSizeCheck"])
        #expect((rules.first { $0["id"] as? String == "undo-name" }?["properties"] as? [String: Any])?["platformCheck"] == nil)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { ($0["properties"] as? [String: Any])?["platformCheck"] as? String }
                == ["EditableContentDescCheck", "ClickableSpanCheck", "TouchTargetSizeCheck"])
    }

    @Test("TB22 hit-region: 48 × 48 dp under TalkBack, measured in dp from the capture's pixels; the same capture passes 44 pt under VoiceOver; --min-target wins")
    func testTB22_touchTargetIs48dpUnderTalkBackAnd44ptUnderVoiceOver() throws {
        let dump = try Speakable.temporaryDocument(Self.signIn, name: "sign-in.xml")
        // `Go` is 120 px at 2.625 px per dp: 45.7 dp, under ATF's 48, over the HIG's 44.
        let talkBack = try Speakable.run("audit", dump, "--rules", "hit-region")
        #expect(talkBack.stdoutLines.filter { $0.contains("[hit-region") }.count == 1)
        #expect(talkBack.stdout.contains("[hit-region, TouchTargetSizeCheck] Touch target is too small: 45.7 × 45.7 dp, under 48 × 48"))
        #expect(talkBack.stdoutLines.contains("    Go, Button"))
        let voiceOver = try Speakable.run("audit", dump, "--reader", "voiceover", "--min-target", "44", "--rules", "hit-region")
        #expect(voiceOver.status == 0 && voiceOver.stdoutLines == ["1 screen, 0 errors, 0 warnings, 0 notes"])
        let voiceOverAt48 = try Speakable.run("audit", dump, "--reader", "voiceover", "--min-target", "48", "--rules", "hit-region")
        #expect(voiceOverAt48.stdout.contains("[hit-region] Hit area is too small: 45.7 × 45.7 pt, under 48 × 48"))
        // The flag wins over the reader's minimum.
        let asked = try Speakable.run("audit", dump, "--reader", "talkback", "--min-target", "44", "--rules", "hit-region")
        #expect(asked.stdoutLines == ["1 screen, 0 errors, 0 warnings, 0 notes"])
        // A given density changes the dp: at 160 dpi the button is 120 dp.
        let mdpi = try Speakable.run("audit", dump, "--density", "160", "--rules", "hit-region")
        #expect(mdpi.stdoutLines == ["1 screen, 0 errors, 0 warnings, 0 notes"])
        // A document's frames are points, held to 48 under TalkBack.
        let document = try Speakable.temporaryDocument("elements:\n  - button: {label: OK, frame: [0, 0, 46, 46]}\n")
        #expect(try Speakable.run("audit", document, "--reader", "talkback").stdout.contains("Touch target is too small: 46 × 46 dp, under 48 × 48"))
        #expect(try Speakable.run("audit", document).stdoutLines == ["1 screen, 0 errors, 0 warnings, 0 notes"])
    }

    @Test("TB22 editable-content-desc: an EditText with a content description, for every reader; TalkBack's message in its words")
    func testTB22_editableContentDesc() throws {
        let dump = try Speakable.temporaryDocument(Self.signIn, name: "sign-in.xml")
        let talkBack = try Speakable.run("audit", dump, "--rules", "editable-content-desc")
        let lines = talkBack.stdoutLines.filter { $0.contains("[editable-content-desc") }
        // Only the field with a content description; the one named by its hint is fine.
        #expect(lines.count == 1)
        #expect(lines.first?.contains("sign-in.xml:4:") == true)
        #expect(lines.first?.contains("Edit box has a content description: TalkBack says \"") == true)
        #expect(lines.first?.contains("and may read \"Email\" instead of what is typed") == true)
        let voiceOver = try Speakable.run("audit", dump, "--reader", "voiceover", "--rules", "editable-content-desc")
        #expect(voiceOver.stdout.contains("warning: [editable-content-desc] Editable text has a content description \"Email\": a screen reader may read it instead of what is typed"))
        // In Russian and Chinese, TalkBack's type word from the voice.
        let russian = try Speakable.run("audit", dump, "--rules", "editable-content-desc", "--locale", "ru")
        #expect(russian.stdout.contains("Окно редактирования: есть описание; TalkBack скажет"))
        let chinese = try Speakable.run("audit", dump, "--rules", "editable-content-desc", "--locale", "zh-Hans")
        #expect(chinese.stdout.contains("编辑框有内容描述：TalkBack 会说"))
    }

    @Test("TB22 clickable-span: text with clickable spans that is not itself actionable; TalkBack's menu hint quoted")
    func testTB22_clickableSpan() throws {
        let dump = try Speakable.temporaryDocument(Self.signIn, name: "sign-in.xml")
        let result = try Speakable.run("audit", dump, "--rules", "clickable-span")
        let lines = result.stdoutLines.filter { $0.contains("[clickable-span") }
        // The terms, not the clickable FAQ text.
        #expect(lines.count == 1)
        #expect(lines.first?.contains("sign-in.xml:6:") == true)
        #expect(lines.first?.contains("Text has links but is not actionable: TalkBack says \"Links available, use Tap with 3 fingers to view\"") == true)
        let voiceOver = try Speakable.run("audit", dump, "--reader", "voiceover", "--rules", "clickable-span")
        #expect(voiceOver.stdout.contains("warning: [clickable-span] Text has links but is not actionable"))
        // Published captures have no such node, and neither rule fires on them.
        for capture in ["Tests/Captures/android/settings-usb-dialog-vi.xml", "Tests/Captures/android/lockscreen-2026-compose.xml"] {
            let audited = try Speakable.run("audit", capture, "--rules", "clickable-span,editable-content-desc")
            #expect(audited.status == 0 && audited.stdoutLines == ["1 screen, 0 errors, 0 warnings, 0 notes"], "\(capture)")
        }
    }

    @Test("TB22 A document audited as TalkBack: messages say what TalkBack says, in its words; rule ids are the same")
    func testTB22_documentMessagesSayWhatTalkBackDoes() throws {
        let document = try Speakable.temporaryDocument("elements:\n  - heading: Settings\n  - button: {id: close}\n")
        let talkBack = try Speakable.run("audit", document, "--reader", "talkback")
        #expect(talkBack.status == 1)
        #expect(talkBack.stdout.contains("error: [no-description, SpeakableTextPresentCheck] Element has no description: TalkBack says only \""))
        #expect(!talkBack.stdout.contains("VoiceOver"))
        let voiceOver = try Speakable.run("audit", document)
        #expect(voiceOver.stdout.contains("error: [no-description] Element has no description: VoiceOver says only \"Button.\""))
        let both = try Speakable.run("audit", document, "--reader", "both")
        #expect(both.status == 64)
    }

    @Test("TB3 JSON (audit and render), SARIF runs and JUnit properties name the reader")
    func testTB3_machineOutputsNameTheReader() throws {
        let dump = try Speakable.temporaryDocument(Self.signIn, name: "sign-in.xml")
        let document = try Speakable.temporaryDocument("elements:\n  - button: {id: close}\n")
        let voiceOverFindings = try Self.json(try Speakable.run("audit", document, "--format", "json").stdout)
        #expect(!voiceOverFindings.isEmpty && voiceOverFindings.allSatisfy { $0["reader"] as? String == "voiceover" && $0["platformCheck"] == nil })

        // render --format json: every utterance names its reader.
        let rendered = try Self.json(try Speakable.run("render", dump, "--format", "json").stdout)
        #expect(!rendered.isEmpty && rendered.allSatisfy { $0["reader"] as? String == "talkback" })
        let renderedVO = try Self.json(try Speakable.run("render", "Examples/login.yaml", "--format", "json").stdout)
        #expect(!renderedVO.isEmpty && renderedVO.allSatisfy { $0["reader"] as? String == "voiceover" })
        let asked = try Self.json(try Speakable.run("render", "Examples/login.yaml", "--format", "json", "--reader", "talkback").stdout)
        #expect(asked.allSatisfy { $0["reader"] as? String == "talkback" })

        // SARIF: the run's properties; each result's.
        let sarif = try Self.object(try Speakable.run("audit", dump, "--format", "sarif").stdout)
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect((run["properties"] as? [String: Any])?["reader"] as? String == "talkback")
        #expect((run["properties"] as? [String: Any])?["readers"] as? [String] == ["talkback"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.allSatisfy { ($0["properties"] as? [String: Any])?["reader"] as? String == "talkback" })
        // Mixed: an iOS document and an Android capture in one run name both readers.
        let mixed = try Self.object(try Speakable.run("audit", document, dump, "--format", "sarif").stdout)
        let mixedRun = try #require((mixed["runs"] as? [[String: Any]])?.first)
        #expect((mixedRun["properties"] as? [String: Any])?["readers"] as? [String] == ["voiceover", "talkback"])
        #expect((mixedRun["properties"] as? [String: Any])?["reader"] == nil)

        // JUnit: the suite's properties.
        let junit = try Speakable.run("audit", dump, "--format", "junit")
        #expect(junit.stdout.contains("<properties>\n      <property name=\"reader\" value=\"talkback\"/>\n    </properties>"))
        let junitVO = try Speakable.run("audit", document, "--format", "junit")
        #expect(junitVO.stdout.contains("<property name=\"reader\" value=\"voiceover\"/>"))
        let junitMixed = try Speakable.run("audit", document, dump, "--format", "junit")
        #expect(junitMixed.stdout.contains("<property name=\"readers\" value=\"voiceover,talkback\"/>"))
    }
}
