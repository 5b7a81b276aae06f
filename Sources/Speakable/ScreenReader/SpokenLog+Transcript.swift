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
        var lines: [String] = []
        for entry in entries {
            // A typed text or action name may hold terminal escapes: shown, never obeyed.
            if case .command(let command) = entry.cause { lines.append("> " + VisibleText.escaped(command.description)) }
            lines.append(contentsOf: entry.output.map(\.text))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
