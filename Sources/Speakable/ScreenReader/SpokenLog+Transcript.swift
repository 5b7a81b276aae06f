// The text transcript of phrasing spec §12, written from the log's typed entries.
extension SpokenLog {
    /// The initial output, then `> COMMAND` and its lines for each command; app notifications
    /// add their lines without a command line. UTF-8 lines ending in `\n`.
    ///
    /// ```swift
    /// reader.log.transcript
    /// // Alert. Delete File? This cannot be undone.
    /// // > next
    /// // This cannot be undone.
    /// ```
    public var transcript: String {
        // One string, appended to: a line array joined at the end was a tenth of a golden check.
        var text = ""
        text.reserveCapacity(entries.count * 48)
        for entry in entries {
            // A typed text or action name may hold terminal escapes: shown, never obeyed.
            if case .command(let command) = entry.cause {
                text += "> "
                text += VisibleText.escaped(command.description)
                text += "\n"
            }
            for utterance in entry.output {
                text += utterance.text
                text += "\n"
            }
        }
        return text
    }
}
