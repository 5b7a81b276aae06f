// What a golden holds for a screen: always the whole screen, then the script's session if any.
extension ScreenReader {
    /// The text a golden transcript holds for `screen`: every stop of the screen as `render`
    /// prints it, so that a change to any stop, not only the first, changes the golden; with a
    /// command script, then an empty line and the session's transcript (phrasing spec §12: the
    /// initial utterance, then `> COMMAND` and its lines). A script never narrows the golden to
    /// the stops it visits (issue 35): a changed tab badge the script does not reach still fails.
    /// UTF-8 lines ending in `\n`.
    ///
    /// ```swift
    /// ScreenReader.goldenTranscript(of: screen, running: [.next], voice: try .builtIn(.en))
    /// // Alert. Delete File? This cannot be undone.
    /// // Delete File?
    /// // …
    /// //
    /// // Alert. Delete File? This cannot be undone.
    /// // > next
    /// // …
    /// ```
    ///
    /// `reader` says whose words they are (talkback.md TB23): a golden of TalkBack's is kept
    /// beside VoiceOver's, not instead of it.
    ///
    /// ```swift
    /// ScreenReader.goldenTranscript(of: screen, running: [], voice: try .builtIn(.en), reader: .talkBack)
    /// // Settings, Heading
    /// // Save, Button, Double-tap to activate
    /// ```
    ///
    /// - Parameters:
    ///   - screen: the screen spoken.
    ///   - commands: the script run after the whole screen is written, if any.
    ///   - voice: the locale's words.
    ///   - verbosity: what is said of each stop.
    ///   - reader: the screen reader whose rules and words speak it.
    public static func goldenTranscript(of screen: Screen, running commands: [ScreenReaderCommand], voice: Voice,
                                        verbosity: Verbosity = .default, reader: Reader = .voiceOver) -> String {
        goldenTranscript(of: screen, spoken: SpokenScreen(screen: screen, voice: voice, verbosity: verbosity, reader: reader), running: commands)
    }

    /// The golden transcript of a screen already spoken (`spoken` is `screen`'s): the whole
    /// screen read from it, and the script's session started on it.
    ///
    /// ```swift
    /// ScreenReader.goldenTranscript(of: screen, spoken: SpokenScreen(screen: screen, voice: try .builtIn(.en)), running: [])
    /// ```
    public static func goldenTranscript(of screen: Screen, spoken: SpokenScreen, running commands: [ScreenReaderCommand]) -> String {
        // Each line appended as it is made (``SpokenScreen/lines``): no array of utterances or of lines.
        var wholeScreen = ""
        for line in spoken.lines {
            wholeScreen += line
            wholeScreen += "\n"
        }
        guard !commands.isEmpty else { return wholeScreen }
        // An empty line parts the two, so a reader of the golden sees where the script starts.
        return wholeScreen + "\n" + session(on: screen, spoken: spoken, running: commands).transcript
    }
}
