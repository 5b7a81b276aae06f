// The JSON form of a session: one object per cause, `{"command": …, "output": [{"kind": "speech"
// | "sound", "text": …}]}`, the initial output first with command `null`.
extension SpokenLog: Encodable {
    private struct EncodedEntry: Encodable {
        let command: String?
        let output: [EncodedOutput]

        private enum CodingKeys: String, CodingKey { case command, output }

        /// Written by hand so that a missing command is `null`, not left out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(command, forKey: .command)
            try container.encode(output, forKey: .output)
        }
    }

    /// An utterance as `{"kind", "text"}`, with the spoken element's `traits` and series
    /// `position` (`{"index": 1, "count": 3}`) when it has them, so tools can check structure as
    /// well as words.
    private struct EncodedOutput: Encodable {
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
        try container.encode(entries.map { entry in
            let command: String? = if case .command(let command) = entry.cause { command.description } else { nil }
            return EncodedEntry(command: command, output: entry.output.map {
                EncodedOutput(kind: $0.kind == .sound ? "sound" : "speech", text: $0.text,
                              traits: $0.traits.isEmpty ? nil : $0.traits.names, position: $0.position)
            })
        })
    }
}
