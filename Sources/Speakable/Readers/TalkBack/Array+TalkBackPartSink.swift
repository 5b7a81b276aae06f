/// An utterance's segments as a sink of TalkBack's parts: each part a ``Segment/talkBack(_:)``,
/// the hint's pause a ``Segment/pause(_:)``.
extension Array: TalkBackPartSink where Element == Segment {
    @inline(__always)   // so that a part of a known content is stored without a switch over it
    mutating func append(_ part: TalkBackPart) { append(.talkBack(part)) }

    /// The pause is put in first and taken out in ``endHint(empty:)`` if no part followed
    /// (inserting it before the first part moved the parts).
    mutating func beginHint() { append(.pause(.hintPause)) }

    mutating func endHint(empty: Bool) {
        if empty { removeLast() }
    }
}
