import Foundation
import Testing

/// Android captures through the CLI (talkback.md TB4, TB6, TB8): told by content or by
/// `--input-format uiautomator`, the density in the JSON, and a password that no command prints.
@Suite("CLI: Android captures")
struct AndroidCaptureCommandTests {
    static let dump = "Tests/Captures/android/settings-usb-dialog-vi.xml"
    static let appium = "Tests/Captures/android/doctor-language-sheet.xml"

    @Test("TB4 render reads a uiautomator dump by its content, and --input-format uiautomator names it")
    func testTB4_renderReadsADump() throws {
        let told = try Speakable.run("render", Self.dump)
        // An Android capture is TalkBack's unless told (TB1); VoiceOver's words on asking.
        #expect(told.status == 0 && told.stdoutLines.last == "OK, Button, Double-tap to activate")
        let voiceOver = try Speakable.run("render", Self.dump, "--reader", "voiceover")
        #expect(voiceOver.status == 0 && voiceOver.stdoutLines.last == "OK. Button.")
        let named = try Speakable.run("render", Self.dump, "--input-format", "uiautomator")
        #expect(named.stdout == told.stdout)
    }

    @Test("TB12 A focusable container without text of its own speaks its children's texts, not Unlabelled")
    func testTB12_focusableContainerSpeaksItsChildrensTexts() throws {
        // The 2018 lock screen's notification: a clickable FrameLayout whose TextViews are no
        // stops (F§1.1, F§3.5); the expand button is a stop of its own and is left out.
        let lockScreen = try Speakable.run("render", "Tests/Captures/android/lockscreen-2018-pt.xml")
        #expect(lockScreen.status == 0)
        #expect(lockScreen.stdoutLines.contains("Telefone, 02/04/18, Conteúdo oculto, Double-tap to activate"))
        #expect(!lockScreen.stdoutLines.contains("Unlabelled, Double-tap to activate"))
        // A child with a content description speaks it, with its type (an image's `Image`).
        let compose = try Speakable.run("render", "Tests/Captures/android/lockscreen-2026-compose.xml")
        #expect(compose.stdoutLines.contains("Fingerprint sensor, Image, Double-tap to activate"))
        let xueqiu = try Speakable.run("render", "Tests/Captures/android/xueqiu-home-2020-zh.xml")
        #expect(Array(xueqiu.stdoutLines.prefix(2)) == ["搜索股票/组合/用户/讨论, Double-tap to activate", "关注, Double-tap to activate"])
        // An actionable leaf with nothing to say is still `Unlabelled` (F§1.4).
        #expect(compose.stdoutLines.first == "Unlabelled, Double-tap to activate")
    }

    @Test("TB6 render --format json names the density and whether it was inferred; --density gives it")
    func testTB6_densityInJSON() throws {
        let inferred = try Speakable.run("render", Self.appium, "--format", "json")
        let first = try #require((try JSONSerialization.jsonObject(with: Data(inferred.stdout.utf8)) as? [[String: Any]])?.first)
        let density = try #require(first["density"] as? [String: Any])
        #expect(density["pixelsPerDP"] as? Double == 2.625 && density["inferred"] as? Bool == true)
        let given = try Speakable.run("render", Self.appium, "--format", "json", "--density", "480")
        let stop = try #require((try JSONSerialization.jsonObject(with: Data(given.stdout.utf8)) as? [[String: Any]])?.first)
        #expect((stop["density"] as? [String: Any])?["pixelsPerDP"] as? Double == 3)
        #expect((stop["density"] as? [String: Any])?["inferred"] as? Bool == false)
        // Frames stay in pixels.
        #expect((stop["frame"] as? [String: Any])?["width"] as? Double == 1080)
    }

    @Test("TB6 A density that is no number of dpi is a usage error")
    func testTB6_badDensity() throws {
        for value in ["0", "-160", "nan"] {
            let result = try Speakable.run("render", Self.dump, "--density", value)
            #expect(result.status == 64, "\(value): \(result.stderr)")
        }
    }

    @Test("TB8 A password's text is printed by no command: render, JSON, navigate, import, audit")
    func testTB8_passwordInNoOutput() throws {
        let text = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node class="android.widget.LinearLayout" clickable="true" focusable="true" bounds="[0,0][400,100]"><node class="android.widget.EditText" text="Tr0ub4dor" password="true" hint="Password" bounds="[0,0][400,100]" /></node><node class="android.widget.EditText" text="Tr0ub4dor" input-type="129" clickable="true" focusable="true" bounds="[0,200][400,300]" /></hierarchy>
            """
        let path = try Speakable.temporaryDocument(text, name: "login.xml")
        for arguments in [["render", path], ["render", path, "--format", "json"], ["render", path, "--format", "svg"],
                          ["navigate", path, "--commands", "next,next,activate"], ["import", path], ["import", path, "--format", "json"],
                          ["audit", path], ["audit", path, "--format", "json"]] {
            let result = try Speakable.run(arguments)
            #expect(!result.stdout.contains("Tr0ub4dor") && !result.stderr.contains("Tr0ub4dor"), "\(arguments)")
        }
    }

    @Test("TB8 markup that is no capture (a broken declaration hides <hierarchy>) is refused as such, and no password in it is quoted (fuzz seed 55946)")
    func testTB8_markupThatIsNoCaptureIsRefusedWithoutQuotingIt() throws {
        let text = "<?xml version='1.0' standalo=\"0\" class=\"hierarchy\"><android.widget.FrameLayout bounds=\"[0,0][1080,2400]\">"
            + "<android.widget.EditText class=\"android.widget.EditText\" password=\"true\" text=\"Pw55946z9K\" bounds=\"[0,0][10,10]\"/>"
            + "</android.widget.FrameLayout></hierarchy>\n"
        let path = try Speakable.temporaryDocument(text, name: "broken.xml")
        for command in ["check", "render", "audit", "import"] {
            let result = try Speakable.run(command, path)
            #expect(result.status == 65, "\(command): \(result.stderr)")
            #expect(result.stderr.contains(":1:1: error: XML that is no capture Speakable reads"), "\(command): \(result.stderr)")
            #expect(!result.stdout.contains("Pw55946z9K") && !result.stderr.contains("Pw55946z9K"), "\(command)")
        }
    }
}
