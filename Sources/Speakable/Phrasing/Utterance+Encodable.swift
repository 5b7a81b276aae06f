// JSON is one of the edge formats: it is written from the same segments as the text, with the
// words looked up in the same voice, so the two cannot disagree.
extension Utterance: Encodable {
    private enum CodingKeys: String, CodingKey {
        case kind, description, hint, traits, identifier, position, segments, frame, line
    }

    private struct EncodedSegment: Encodable {
        let kind: Segment.Kind
        let text: String
    }

    /// Writes `{"kind", "description", "hint", "traits", "identifier", "segments"}`, and
    /// `"position": {"index", "count"}` for a stop in a series; `hint` is `null` when there is
    /// none. A stop read from a capture adds `"frame": {"x", "y", "width", "height"}` and `"line"`
    /// when the capture gives them (R4).
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(utterance)
    /// // {"kind":"element","description":"Save. Button.","hint":null,"traits":["button"],…}
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(spokenDescription, forKey: .description)
        try container.encode(spokenHint, forKey: .hint)
        try container.encode(traits.names, forKey: .traits)
        try container.encode(identifier, forKey: .identifier)
        try container.encodeIfPresent(position, forKey: .position)
        // A capture's stops say where they are and where they came from (R4).
        try container.encodeIfPresent(frame, forKey: .frame)
        try container.encodeIfPresent(sourceLine, forKey: .line)
        try container.encode(segments.filter { $0.kind != .pause }.map { EncodedSegment(kind: $0.kind, text: $0.text(in: voice)) },
                             forKey: .segments)
    }
}
