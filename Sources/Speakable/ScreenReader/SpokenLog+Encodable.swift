// The JSON form of a session: one object per cause, `{"command": …, "output": [{"kind": "speech"
// | "sound", "text": …}]}`, the initial output first with command `null`.
extension SpokenLog: Encodable {
    private struct EncodedEntry: Encodable, Sendable {
        let command: String?
        let output: [EncodedOutput]
        /// The reader that spoke it, when the log is written tagged (TB3).
        let reader: Reader?

        private enum CodingKeys: String, CodingKey { case command, output, reader }

        /// Written by hand so that a missing command is `null`, not left out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(command, forKey: .command)
            try container.encode(output, forKey: .output)
            try container.encodeIfPresent(reader?.rawValue, forKey: .reader)
        }
    }

    /// An utterance as `{"kind", "text"}`, with the spoken element's `traits` and series
    /// `position` (`{"index": 1, "count": 3}`) when it has them, so tools can check structure as
    /// well as words.
    private struct EncodedOutput: Encodable, Sendable {
        let kind: String
        let text: String
        let traits: [String]?
        let position: SeriesPosition?

        private enum CodingKeys: String, CodingKey { case kind, text, traits, position }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(text, forKey: .text)
            try container.encodeIfPresent(traits, forKey: .traits)
            try container.encodeIfPresent(position, forKey: .position)
        }
    }

    /// Writes the entries as an array.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(reader.log)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(encodedEntries(reader: nil))
    }

    /// The log with every entry naming the reader that spoke it (`"reader": "talkback"`,
    /// talkback.md TB3), as `navigate --format json` writes it.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(reader.log.tagged(with: .talkBack))
    /// ```
    public func tagged(with reader: Reader) -> some Encodable & Sendable {
        ReaderTaggedLog(entries: encodedEntries(reader: reader))
    }

    private struct ReaderTaggedLog: Encodable, Sendable {
        let entries: [EncodedEntry]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(entries)
        }
    }

    private func encodedEntries(reader: Reader?) -> [EncodedEntry] {
        entries.map { entry in
            let command: String? = if case .command(let command) = entry.cause { command.description } else { nil }
            return EncodedEntry(command: command, output: entry.output.map {
                EncodedOutput(kind: $0.kind == .sound ? "sound" : "speech", text: $0.text,
                              traits: $0.traits.isEmpty ? nil : $0.traits.names, position: $0.position)
            }, reader: reader)
        }
    }
}
