// What a golden holds for a screen: the whole screen when there is no script to follow.
extension ScreenReader {
    /// The text a golden transcript holds for `screen`: with a command script, the session's
    /// transcript (phrasing spec §12: the initial utterance, then `> COMMAND` and its lines);
    /// without one (no commands, or none given), every stop of the screen as `render` prints it,
    /// so that a change to any stop, not only the first, changes the golden. UTF-8 lines ending
    /// in `\n`.
    ///
    /// ```swift
    /// ScreenReader.goldenTranscript(of: screen, running: [], voice: try .builtIn(.en))
    /// // Alert. Delete File? This cannot be undone.
    /// // Delete File?
    /// // …
    /// ```
    public static func goldenTranscript(of screen: Screen, running commands: [ScreenReaderCommand], voice: Voice,
                                        verbosity: Verbosity = .default) -> String {
        guard commands.isEmpty else { return session(on: screen, running: commands, voice: voice, verbosity: verbosity).transcript }
        let lines = SpeechGenerator(voice: voice, verbosity: verbosity).render(screen).map(\.text)
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
