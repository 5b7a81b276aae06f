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
///
/// With `reader`, the screen is spoken by that screen reader, and its golden is kept beside
/// VoiceOver's with the reader's name before `.speech.txt` (talkback.md TB23): a test that
/// checks both readers has `<test>.1.speech.txt` and `<test>.1.talkback.speech.txt`. Unnamed
/// snapshots are counted per reader, so the same screen checked under each shares its number.
///
/// ```swift
/// @Test func signIn() {
///     assertSpeechSnapshot(of: screen)                       // __Speech__/…/signIn.1.speech.txt
///     assertSpeechSnapshot(of: screen, reader: .talkBack)    // __Speech__/…/signIn.1.talkback.speech.txt
/// }
/// ```
///
/// - Parameters:
///   - screen: the screen spoken.
///   - reader: the screen reader whose rules and words speak it; VoiceOver unless given.
///   - commands: a script run after the whole screen is written, as `speakable navigate` runs it.
///   - locale: the voice's locale.
///   - name: the golden's name after the test's; unnamed goldens are numbered from 1.
///   - record: when the golden is written; `nil` for `SPEAKABLE_RECORD`, else `never` on CI,
///     else `missing`.
///   - fileID: the calling file, for the failure (filled in by the compiler).
///   - filePath: the calling file's path: the goldens go in `__Speech__` beside it.
///   - testName: the calling test's name, which starts the golden's.
///   - line: the line of the call, for the failure.
///   - column: the column of the call, for the failure.
public func assertSpeechSnapshot(
    of screen: Screen,
    reader: Reader = .voiceOver,
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
        transcript = ScreenReader.goldenTranscript(of: screen, running: commands, voice: try Voice.builtIn(locale), reader: reader)
    } catch {
        return fail("Cannot load the \(locale.rawValue) voice: \(error)")
    }
    let url = SnapshotLocation.url(filePath: "\(filePath)", testName: testName, name: name, reader: reader)
    let mode: RecordMode
    do { mode = try RecordMode.resolve(record) } catch { return fail("\(error)") }
    do {
        // Goldens stay beside the test file: a link cannot aim one elsewhere.
        let root = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().path
        // Every failure names the reader (TB3): two goldens of one screen differ by it alone.
        let who = reader.displayName
        switch try GoldenFile(path: url.path, root: root).check(transcript, mode: mode, name: "spoken") {
        case .matched: break
        case .mismatch(let diff): fail("What \(who) says does not match \(url.path) (- golden, + spoken):\n\(diff)")
        case .missing: fail("No golden of \(who)'s at \(url.path), and the record mode is never (CI is set, or SPEAKABLE_RECORD=never)")
        case .recorded(let diff):
            fail("Recorded \(url.path) (\(who)): review it and run again" + (diff.map { ".\n\($0)" } ?? ""))
        }
    } catch {
        fail("Cannot write \(url.path): \(error)")
    }
}

/// Where snapshot goldens live, and how the unnamed ones of a test are numbered.
enum SnapshotLocation {
    /// Unnamed snapshots per test and reader, counted from 1 (as swift-snapshot-testing counts
    /// them): a screen checked under each reader has one number for both goldens.
    private static let counters = Mutex<[String: Int]>([:])

    /// `__Speech__/<TestFile>/<test>.<name or n>.speech.txt`, with `.talkback` (another reader's
    /// name) before `.speech.txt` for a reader other than VoiceOver (TB23).
    static func url(filePath: String, testName: String, name: String?, reader: Reader = .voiceOver) -> URL {
        let file = URL(fileURLWithPath: filePath)
        let test = sanitized(testName)
        let suffix: String
        if let name { suffix = sanitized(name) } else {
            let key = filePath + "#" + test + "#" + reader.rawValue
            suffix = String(counters.withLock { counts in counts[key, default: 0] += 1; return counts[key]! })
        }
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Speech__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(GoldenFile.fileName("\(test).\(suffix)", reader: reader == .voiceOver ? nil : reader))
    }

    /// `testDelete()` → `testDelete`; anything but letters, digits, `-` and `_` becomes `-`.
    private static func sanitized(_ text: String) -> String {
        let trimmed = text.hasSuffix("()") ? String(text.dropLast(2)) : text
        return String(trimmed.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}
