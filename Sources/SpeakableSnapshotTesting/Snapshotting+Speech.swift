import SnapshotTesting
import Speakable

extension Snapshotting where Value == Screen, Format == String {
    /// A screen's spoken transcript in English, as a `.speech.txt` text snapshot: every stop of
    /// the screen, as `speakable render` prints them.
    ///
    /// ```swift
    /// assertSnapshot(of: screen, as: .speech)
    /// ```
    public static var speech: Snapshotting { .speech() }

    /// A screen's spoken transcript in a locale: every stop of the screen, then, with commands,
    /// an empty line and the script's session (`ScreenReader.goldenTranscript(of:running:voice:verbosity:reader:)`),
    /// so a change the script does not reach still fails.
    ///
    /// ```swift
    /// assertSnapshot(of: screen, as: .speech(locale: .ru, commands: [.next, .activate]))
    /// ```
    ///
    /// With `reader`, the screen is spoken by that screen reader, and the reference has the
    /// reader's name before `.speech.txt` (talkback.md TB23). swift-snapshot-testing numbers a
    /// test's unnamed references across strategies, so name both to keep them side by side:
    /// `signIn.login.speech.txt` and `signIn.login.talkback.speech.txt`.
    ///
    /// ```swift
    /// assertSnapshot(of: screen, as: .speech, named: "login")
    /// assertSnapshot(of: screen, as: .speech(reader: .talkBack), named: "login")
    /// ```
    ///
    /// - Parameters:
    ///   - locale: the voice's locale.
    ///   - commands: a script run after the whole screen is written.
    ///   - reader: the screen reader whose rules and words speak it; VoiceOver unless given.
    public static func speech(locale: SpeechLocale = .en, commands: [ScreenReaderCommand] = [], reader: Reader = .voiceOver) -> Snapshotting {
        // swift-snapshot-testing names a reference `<test>.<n>.<pathExtension>`: TalkBack's
        // extension is `talkback.speech.txt`, so its reference sits beside VoiceOver's.
        Snapshotting(pathExtension: reader == .voiceOver ? "speech.txt" : reader.rawValue + ".speech.txt", diffing: .lines) { screen in
            ScreenReader.goldenTranscript(of: screen, running: commands, voice: builtInVoice(locale), reader: reader)
        }
    }
}

extension Snapshotting where Value == ScreenReader, Format == String {
    /// A screen-reader session's transcript so far.
    ///
    /// ```swift
    /// var reader = ScreenReader(screen: screen, voice: try .builtIn(.en))
    /// reader.next()
    /// assertSnapshot(of: reader, as: .transcript)
    /// ```
    public static var transcript: Snapshotting {
        Snapshotting(pathExtension: "speech.txt", diffing: .lines) { $0.log.transcript }
    }
}

/// A built-in voice; a damaged installation is a programming error in a test run.
private func builtInVoice(_ locale: SpeechLocale) -> Voice {
    do { return try Voice.builtIn(locale) } catch { preconditionFailure("Speakable's \(locale.rawValue) voice cannot be loaded: \(error)") }
}
