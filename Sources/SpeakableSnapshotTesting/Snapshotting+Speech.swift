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
    /// an empty line and the script's session (`ScreenReader.goldenTranscript(of:running:voice:verbosity:)`),
    /// so a change the script does not reach still fails.
    ///
    /// ```swift
    /// assertSnapshot(of: screen, as: .speech(locale: .ru, commands: [.next, .activate]))
    /// ```
    public static func speech(locale: SpeechLocale = .en, commands: [ScreenReaderCommand] = []) -> Snapshotting {
        Snapshotting(pathExtension: "speech.txt", diffing: .lines) { screen in
            ScreenReader.goldenTranscript(of: screen, running: commands, voice: builtInVoice(locale))
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
