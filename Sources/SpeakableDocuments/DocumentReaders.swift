import Speakable

/// A document's `reader:` and `readers:` (talkback.md TB1, TB23): the screen reader it is spoken
/// by unless `--reader` says otherwise, and the readers `speakable test` checks it under, each
/// against its own golden. A bad name is a located error with a did-you-mean, as every key's is.
struct DocumentReaders: Hashable, Sendable {
    /// `reader: talkback`.
    var reader: Reader?
    /// `readers: [voiceover, talkback]`, in the order written.
    var readers: [Reader]?

    static let none = DocumentReaders()

    init(reader: Reader? = nil, readers: [Reader]? = nil) {
        self.reader = reader
        self.readers = readers
    }

    /// Reads both keys of a document's root.
    init(_ fields: Fields) throws {
        reader = try fields.optional("reader")?.choice(Reader.self)
        guard let list = fields.optional("readers") else { return }
        let entries = try list.list()
        guard !entries.isEmpty else {
            throw list.error("expected at least one reader (\(Reader.allCases.map(\.rawValue).joined(separator: ", "))); leave readers: out to check the document's own reader")
        }
        var chosen: [Reader] = []
        for entry in entries {
            let named = try entry.choice(Reader.self)
            // Listed twice, it would be checked twice against one golden.
            guard !chosen.contains(named) else { throw entry.error("'\(named.rawValue)' is listed twice; each reader is checked once") }
            chosen.append(named)
        }
        // The reader a document is spoken by is one `test` checks: a golden of what `render`
        // prints that no check keeps would be a golden in name only.
        if let reader, !chosen.contains(reader), let at = fields.optional("reader") {
            throw at.error("the document's reader '\(reader.rawValue)' is not among readers: [\(chosen.map(\.rawValue).joined(separator: ", "))]; list it there, or leave reader: out")
        }
        readers = chosen
    }
}
