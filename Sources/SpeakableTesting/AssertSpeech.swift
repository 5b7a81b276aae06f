import Speakable
@_exported import SpeakableGoldens

/// Asserts what VoiceOver says for a screen, as the §12 transcript: the initial utterance, then
/// `> COMMAND` and its lines for each command. On a mismatch the failure shows a unified diff
/// from the expected text to what was spoken. Works in XCTest and in Swift Testing.
///
/// ```swift
/// assertSpeech(of: screen, commands: [.next, .activate], matches: """
///     Alert. Delete File? This cannot be undone.
///     > next
///     This cannot be undone.
///     > activate
///     [sound: unavailable]
///     """)
/// ```
public func assertSpeech(
    of screen: Screen,
    commands: [ScreenReaderCommand] = [],
    locale: SpeechLocale = .en,
    matches expected: String,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    do {
        let log = ScreenReader.session(on: screen, running: commands, voice: try Voice.builtIn(locale))
        assertSpeech(of: log, matches: expected, fileID: fileID, filePath: filePath, line: line, column: column)
    } catch {
        FailureReporter.fail("Cannot load the \(locale.rawValue) voice: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Asserts a session's transcript so far.
///
/// ```swift
/// var reader = ScreenReader(screen: screen, voice: try .builtIn(.en))
/// reader.next()
/// assertSpeech(of: reader.log, matches: "OK. Button.\n> next\n[sound: boundary]")
/// ```
public func assertSpeech(
    of log: SpokenLog,
    matches expected: String,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = SpeechMismatch.message(expected: expected, spoken: log.transcript) {
        FailureReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The failure message of a transcript that does not match, or `nil` when it does.
///
/// ```swift
/// SpeechMismatch.message(expected: "OK. Button.", spoken: "OK. Button.\n")   // nil
/// ```
public enum SpeechMismatch {
    /// Compares ignoring one trailing newline on either side (inline literals have none).
    public static func message(expected: String, spoken: String) -> String? {
        let expected = expected.hasSuffix("\n") ? expected : expected + "\n"
        guard let diff = UnifiedDiff.lines(from: expected, to: spoken, fromName: "expected", toName: "spoken") else { return nil }
        return "What is spoken does not match (- expected, + spoken):\n\(diff)"
    }
}
