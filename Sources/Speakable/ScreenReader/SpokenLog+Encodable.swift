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

    private struct EncodedOutput: Encodable {
        let kind: String
        let text: String
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
                EncodedOutput(kind: $0.kind == .sound ? "sound" : "speech", text: $0.text)
            })
        })
    }
}
