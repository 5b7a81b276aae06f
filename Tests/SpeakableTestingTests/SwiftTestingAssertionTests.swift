import Foundation
import SnapshotTesting
import Speakable
import SpeakableSnapshotTesting
import SpeakableTesting
import Testing

/// The assertions under Swift Testing.
@Suite("SpeakableTesting: Swift Testing")
struct SwiftTestingAssertionTests {
    static let script: [ScreenReaderCommand] = [.next, .next, .next, .activate]

    @Test("assertSpeech passes when the transcript matches")
    func inlineMatch() {
        assertSpeech(of: deleteFileScreen(), commands: Self.script, matches: deleteFileTranscript)
    }

    @Test("assertNoAccessibilityIssues passes on a clean screen and fails once per finding, naming the rule and the stop")
    func noAccessibilityIssues() {
        assertNoAccessibilityIssues(Screen { Heading("Settings"); Button("Save") })
        withKnownIssue {
            assertNoAccessibilityIssues(Screen { Button(""); Link("Learn more") }, failingOn: .note)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("error: [no-description] stop 1 (Button.): Element has no description") || text.contains("note: [link-purpose] stop 2")
        }
    }

    @Test("TB22 assertNoAccessibilityIssues(reader: .talkBack) names the ATF check and says what TalkBack does; a 46 pt button fails 48 dp")
    func testTB22_noAccessibilityIssuesUnderTalkBack() {
        assertNoAccessibilityIssues(Screen { Heading("Settings"); Button("Save") }, reader: .talkBack)
        withKnownIssue {
            assertNoAccessibilityIssues(Screen { Heading("Settings"); Button("") }, reader: .talkBack)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("error: [no-description, SpeakableTextPresentCheck] stop 2") && text.contains("TalkBack says only")
        }
        let small = Screen { Heading("Settings"); Button("OK").frame(ScreenFrame(x: 0, y: 0, width: 46, height: 46)) }
        assertNoAccessibilityIssues(small)
        withKnownIssue {
            assertNoAccessibilityIssues(small, reader: .talkBack)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("warning: [hit-region, TouchTargetSizeCheck] stop 2 (OK, Button): Touch target is too small: 46 × 46 dp, under 48 × 48")
        }
    }

    @Test("assertSpeech fails with a readable diff")
    func inlineMismatch() {
        withKnownIssue {
            assertSpeech(of: deleteFileScreen(), commands: Self.script, matches: deleteFileTranscript.replacingOccurrences(of: "Cancel", with: "Keep"))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("-Keep. Button.") && text.contains("+Cancel. Button.") && text.contains("@@")
        }
    }

    @Test("assertSpeechSnapshot matches the golden beside the test")
    func snapshotMatch() {
        assertSpeechSnapshot(of: deleteFileScreen(), commands: Self.script, named: "delete-file")
    }

    @Test("A missing golden under the never mode fails and writes nothing")
    func snapshotNever() {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Speech__/SwiftTestingAssertionTests/snapshotNever.absent.speech.txt")
        withKnownIssue { assertSpeechSnapshot(of: deleteFileScreen(), named: "absent", record: .never) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test("Recording writes the golden and fails, like swift-snapshot-testing")
    func snapshotRecord() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Speech__/SwiftTestingAssertionTests/snapshotRecord.scratch.speech.txt")
        defer { try? FileManager.default.removeItem(at: url) }
        withKnownIssue { assertSpeechSnapshot(of: deleteFileScreen(), named: "scratch", record: .all) } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Recorded")
        }
        // With no command script, the whole screen, as `speakable render` prints it (issue 24).
        let rendered = SpeechGenerator(voice: try .builtIn(.en)).render(deleteFileScreen()).map(\.text)
        #expect(rendered.count > 1)
        #expect(try String(contentsOf: url, encoding: .utf8) == rendered.joined(separator: "\n") + "\n")
        assertSpeechSnapshot(of: deleteFileScreen(), named: "scratch", record: .never)
    }

    @Test("The .speech strategy without commands holds every stop of the screen, so a change to any stop fails")
    func snapshotTestingWholeScreen() throws {
        assertSnapshot(of: deleteFileScreen(), as: .speech, record: false)
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SwiftTestingAssertionTests/snapshotTestingWholeScreen.1.speech.txt")
        #expect(try String(contentsOf: golden, encoding: .utf8).split(separator: "\n").count == 5)
    }

    @Test("swift-snapshot-testing strategies for screens and sessions")
    func snapshotTestingStrategies() throws {
        assertSnapshot(of: deleteFileScreen(), as: .speech(commands: Self.script), record: false)
        var reader = ScreenReader(screen: deleteFileScreen(), voice: try .builtIn(.ru))
        reader.next()
        assertSnapshot(of: reader, as: .transcript, record: false)
    }
}

/// Issue 35: a command script never narrows a golden to the stops it visits.
@Suite("SpeakableTesting: goldens that cover the screen (issue 35)")
struct WholeScreenWithScriptTests {
    static func tabs(badge: String) -> Screen {
        Screen {
            Heading("Mail")
            TabBar { Button("Home"); Button("Inbox").value(badge) }
        }
    }

    @Test("assertSpeechSnapshot(of:commands:): a tab badge changed outside the script's path fails, with a diff of that stop")
    func changedTabBadgeOutsideTheScriptFails() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Speech__/SwiftTestingAssertionTests/changedTabBadgeOutsideTheScriptFails.tabs.speech.txt")
        defer { try? FileManager.default.removeItem(at: url) }
        withKnownIssue { assertSpeechSnapshot(of: Self.tabs(badge: "3 items"), commands: [.next], named: "tabs", record: .all) }
        let golden = try String(contentsOf: url, encoding: .utf8)
        // The whole screen, an empty line, then the session, which never reaches Inbox.
        #expect(golden.hasPrefix("Mail. Heading.\nHome. Tab. 1 of 2.\nInbox: 3 items. Tab. 2 of 2.\n\nMail. Heading.\n> next\n"), "\(golden)")
        assertSpeechSnapshot(of: Self.tabs(badge: "3 items"), commands: [.next], named: "tabs", record: .never)
        withKnownIssue {
            assertSpeechSnapshot(of: Self.tabs(badge: "4 items"), commands: [.next], named: "tabs", record: .never)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("-Inbox: 3 items. Tab. 2 of 2.") && text.contains("+Inbox: 4 items. Tab. 2 of 2.")
        }
    }

    @Test("The .speech(commands:) strategy holds the whole screen before the session too")
    func snapshotStrategyHoldsTheWholeScreen() {
        let screen = Self.tabs(badge: "3 items")
        let transcript = ScreenReader.goldenTranscript(of: screen, running: [.next], voice: try! .builtIn(.en))
        #expect(transcript.contains("Inbox: 3 items") && transcript.contains("\n\nMail. Heading.\n> next\n"))
    }
}
