import Speakable
import Testing
@testable import SpeakablePrompts

/// Issue 32: what a stop says it can do, it can do. A stop whose role is adjustable is
/// adjusted by Up and Down in the prompt, whatever Swift type holds it.
@Suite("Prompts: adjustable by role (issue 32)")
struct AdjustableRoleTests {
    static let voice = try! Voice.builtIn(.en)

    @Test("Issue 32: a captured slider (an element with the adjustable trait) adjusts with Up and Down in the prompt")
    func testIssue32_capturedSliderAdjustsInThePrompt() {
        var session = PromptSession(.screen(Screen { Element("Volume", value: "50%", traits: .adjustable) }), voice: Self.voice)
        #expect(session.initialSpeech.map(\.text).first?.hasPrefix("Volume: 50%. Adjustable.") == true)
        #expect(session.handle(.up).spoken.map(\.text) == ["60%"])
        #expect(session.handle(.character("-")).spoken.map(\.text) == ["50%"])
    }

    @Test("Issue 32: a captured picker wheel adjusts in the prompt: its value is spoken, never the unavailable sound")
    func testIssue32_capturedPickerWheelAdjustsInThePrompt() {
        var session = PromptSession(.screen(Screen { Element("", value: "March", traits: .adjustable) }), voice: Self.voice)
        #expect(session.handle(.down).spoken.map(\.text) == ["March"])
    }

    @Test("Issue 32: a document slider adjusts with Up and Down in the prompt")
    func testIssue32_documentSliderAdjustsInThePrompt() throws {
        var session = PromptSession(.screen(try Screen { try Slider("Volume", value: 0.5) }), voice: Self.voice)
        #expect(session.handle(.up).spoken.map(\.text) == ["60%"])
    }
}
