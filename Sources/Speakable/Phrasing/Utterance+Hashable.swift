// Equal and hashed by what they say, as the synthesized conformance did (the same fields in the
// same order): a TalkBack stop not yet put into segments (`TalkBackSpokenStop`) is compared by
// the segments it makes, so it equals the same utterance made with them.
extension Utterance: Hashable {
    public static func == (lhs: Utterance, rhs: Utterance) -> Bool {
        lhs.kind == rhs.kind && lhs.segments == rhs.segments && lhs.traits == rhs.traits && lhs.identifier == rhs.identifier
            && lhs.position == rhs.position && lhs.frame == rhs.frame && lhs.sourceLine == rhs.sourceLine && lhs.voice == rhs.voice
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(segments)
        hasher.combine(traits)
        hasher.combine(identifier)
        hasher.combine(position)
        hasher.combine(frame)
        hasher.combine(sourceLine)
        hasher.combine(voice)
    }
}
