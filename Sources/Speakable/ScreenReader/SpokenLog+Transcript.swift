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
        // By index, so that no entry or utterance is copied out to be read.
        for index in entries.indices {
            // A typed text or action name may hold terminal escapes: shown, never obeyed.
            if case .command(let command) = entries[index].cause {
                text += "> "
                text += VisibleText.escaped(command.description)
                text += "\n"
            }
            for said in entries[index].output.indices {
                text += entries[index].output[said].text
                text += "\n"
            }
        }
        return text
    }
}
