import Foundation
import Testing
import Speakable
@testable import SpeakableAudit
import SpeakableDocuments
import SpeakableReport

/// A tiny third reader, defined only here (talkback.md TB2): it stops on what has a label, knows
/// two roles (a button, or text), and says a stop's label, then `Button.` for a button. Nothing
/// in the package knows it.
struct LabelOnlyReader: ReaderRules {
    /// A reader that is not a case of `Reader` names the one whose words it borrows.
    var reader: Reader { .voiceOver }

    func isStop(_ element: AccessibilityElement, inTabBar: Bool) -> Bool { !element.label.isEmpty }

    func role(of element: AccessibilityElement, in container: AccessibilityContainerType?) -> AccessibilityRole {
        element.traits.contains(.button) || container == .tabBar ? .button : .staticText
    }

    func actions(of element: AccessibilityElement, role: AccessibilityRole) -> StopActions {
        role == .button ? .activate : []
    }

    func utterance(for stop: FocusStop, context: StopContext, phrasing: SpeechGenerator) -> Utterance {
        let segments: [Segment] = [.label(stop.element.label)] + (stop.role == .button ? [.trait(.button)] : [])
        return Utterance(kind: .element, segments: segments, traits: stop.element.traits, voice: phrasing.voice)
    }

    func announcement(for presentation: Presentation, phrasing: SpeechGenerator) -> Utterance? { nil }

    var gestures: Set<ScreenReaderCommand.Name> { [.next, .previous, .activate] }
}

@Suite("Readers: a third reader (TB2)")
struct ThirdReaderTests {
    static let voice = try! Voice.builtIn(.en)
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("TB2: a third reader, defined in a test, speaks a document and a capture, navigates, and is audited, with no change to the tree, the capture readers, the audit rules or the outputs")
    func testTB2_aThirdReaderTouchesNoTreeNoCaptureReaderNoAuditRuleNoOutput() throws {
        let rules = LabelOnlyReader()
        let document = try ScreenDocument(contentsOfFile: Self.root.appendingPathComponent("Examples/inbox.yaml").path)
        // The generator phrases with the reader's recipe; the tree used its stops and roles.
        let spoken = SpeechGenerator(voice: Self.voice, rules: rules).render(document.screen).map(\.text)
        #expect(spoken.first?.hasPrefix("Inbox") == true)
        #expect(spoken.contains("Ann. Button."))
        #expect(spoken.contains("Mail. Button."))   // a tab bar's item is a button to this reader
        #expect(!spoken.contains { $0.contains("Tab.") || $0.contains("Heading.") })

        // A capture is read by the same capture reader, and spoken by the third reader.
        let capture = try ScreenDocument(contentsOfFile: Self.root.appendingPathComponent("Tests/Captures/accessibility-snapshot/tab-bars.json").path)
        let captured = SpeechGenerator(voice: Self.voice, rules: rules).render(capture.screen).map(\.text)
        #expect(!captured.isEmpty)
        #expect(captured.allSatisfy { !$0.contains("Tab.") && !$0.hasSuffix(" of 4.") })

        // The screen reader moves over its stops and acts on what its actions say.
        var reader = ScreenReader(screen: document.screen, voice: Self.voice, rules: rules)
        #expect(reader.log.transcript.hasPrefix("Inbox"))
        _ = reader.perform(.next)
        #expect(reader.focusedStop?.actions == .activate)
        #expect(reader.perform(.activate).map(\.text) != ["[sound: unavailable]"])

        // The audit's rules run unchanged over the third reader's tree, quoting its words.
        let audited = AuditedScreen(screen: document.screen, voice: Self.voice, rules: rules)
        #expect(audited.descriptions == spoken)
        let problems = AuditRule.all.flatMap { $0.check(audited) }
        #expect(problems.allSatisfy { $0.stop.map(audited.descriptions.indices.contains) ?? true })

        // The picture is drawn from the third reader's tree.
        let legend = ScreenLegend(tree: AccessibilityTree(screen: document.screen, rules: rules), voice: Self.voice)
        #expect(legend.entries.count == spoken.count)
    }
}
