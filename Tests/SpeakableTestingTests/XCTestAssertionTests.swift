import Speakable
import SpeakableTesting
import XCTest

/// The assertions under XCTest. Failures of the assertion under test are captured, so that the
/// test can check what they say; any other failure is reported as usual.
final class XCTestAssertionTests: XCTestCase {
    private var captured: [String] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing { captured.append(description) } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func capture(_ body: () -> Void) -> [String] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }

    func testAssertSpeechPasses() {
        XCTAssertTrue(capture {
            assertSpeech(of: deleteFileScreen(), commands: [.next, .next, .next, .activate], matches: deleteFileTranscript)
        }.isEmpty)
    }

    func testAssertSpeechFailsWithReadableDiff() {
        let failures = capture { assertSpeech(of: deleteFileScreen(), matches: "Alert. Delete?") }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("-Alert. Delete?") == true, failures.first ?? "")
        XCTAssertTrue(failures.first?.contains("+Alert. Delete File? This cannot be undone.") == true, failures.first ?? "")
    }

    func testAssertNoAccessibilityIssues() {
        XCTAssertTrue(capture { assertNoAccessibilityIssues(Screen { Heading("Settings"); Button("Save") }) }.isEmpty)
        let failures = capture { assertNoAccessibilityIssues(Screen { Button("") }) }
        XCTAssertEqual(failures, ["failed - error: [no-description] stop 1 (Button.): Element has no description: VoiceOver says only \"Button.\""])
    }

    func testSnapshotMissingUnderNeverFails() {
        XCTAssertEqual(capture { assertSpeechSnapshot(of: deleteFileScreen(), named: "absent", record: .never) }.count, 1)
    }

    func testSnapshotMatches() {
        XCTAssertTrue(capture { assertSpeechSnapshot(of: deleteFileScreen(), named: "alert") }.isEmpty)
    }
}
