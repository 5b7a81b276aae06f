import Foundation
import Speakable
@_exported import SpeakableGoldens
import Synchronization

/// Asserts a screen's transcript against a golden file kept beside the test, as
/// swift-snapshot-testing does: `__Speech__/<TestFile>/<test>.<name or n>.speech.txt`.
///
/// The record mode is `record`, else `SPEAKABLE_RECORD`, else `never` when `CI` is set, else
/// `missing`. A golden that is written is reported as a failure (review it and run again); a
/// mismatch shows a unified diff. Works in XCTest and in Swift Testing. The golden holds every
/// stop of the screen, then, with `commands`, an empty line and the session's transcript: a
/// script never narrows what the golden covers.
///
/// ```swift
/// @Test func deleteAlert() throws {
///     assertSpeechSnapshot(of: screen, commands: [.next, .next, .activate])
/// }
/// ```
public func assertSpeechSnapshot(
    of screen: Screen,
    commands: [ScreenReaderCommand] = [],
    locale: SpeechLocale = .en,
    named name: String? = nil,
    record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    func fail(_ message: String) { FailureReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column) }
    let transcript: String
    do {
        transcript = ScreenReader.goldenTranscript(of: screen, running: commands, voice: try Voice.builtIn(locale))
    } catch {
        return fail("Cannot load the \(locale.rawValue) voice: \(error)")
    }
    let url = SnapshotLocation.url(filePath: "\(filePath)", testName: testName, name: name)
    let mode: RecordMode
    do { mode = try RecordMode.resolve(record) } catch { return fail("\(error)") }
    do {
        // Goldens stay beside the test file: a link cannot aim one elsewhere.
        let root = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().path
        switch try GoldenFile(path: url.path, root: root).check(transcript, mode: mode, name: "spoken") {
        case .matched: break
        case .mismatch(let diff): fail("What is spoken does not match \(url.path) (- golden, + spoken):\n\(diff)")
        case .missing: fail("No golden at \(url.path), and the record mode is never (CI is set, or SPEAKABLE_RECORD=never)")
        case .recorded(let diff):
            fail("Recorded \(url.path): review it and run again" + (diff.map { ".\n\($0)" } ?? ""))
        }
    } catch {
        fail("Cannot write \(url.path): \(error)")
    }
}

/// Where snapshot goldens live, and how the unnamed ones of a test are numbered.
enum SnapshotLocation {
    /// Unnamed snapshots per test, counted from 1 (as swift-snapshot-testing counts them).
    private static let counters = Mutex<[String: Int]>([:])

    static func url(filePath: String, testName: String, name: String?) -> URL {
        let file = URL(fileURLWithPath: filePath)
        let test = sanitized(testName)
        let suffix: String
        if let name { suffix = sanitized(name) } else {
            let key = filePath + "#" + test
            suffix = String(counters.withLock { counts in counts[key, default: 0] += 1; return counts[key]! })
        }
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Speech__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
            .appendingPathComponent("\(test).\(suffix).speech.txt")
    }

    /// `testDelete()` → `testDelete`; anything but letters, digits, `-` and `_` becomes `-`.
    private static func sanitized(_ text: String) -> String {
        let trimmed = text.hasSuffix("()") ? String(text.dropLast(2)) : text
        return String(trimmed.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}
