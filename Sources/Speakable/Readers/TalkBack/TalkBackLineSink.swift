/// TalkBack's parts written straight into a line as they are made, with the calls
/// ``TextFormatter`` makes for the same parts read from segments (TalkBack says no core, so
/// every part is a part of its own after TalkBack's separator): a stop's line is the same, byte
/// for byte, without its segments.
///
/// Of a ``LineWriter`` alone, not any ``ClauseWriter``: a generic sink was destroyed through its
/// type's metadata, looked up for every stop. Speech's clauses are made from the segments.
struct TalkBackLineSink: TalkBackPartSink {
    let voice: Voice
    var writer: LineWriter

    mutating func append(_ part: TalkBackPart) {
        writer.beginPart(separator: voice.utf8(.talkBackSeparator))
        part.write(in: voice, to: &writer)
        writer.endClause()
    }

    // A line has no pauses (``LineWriter/pause(milliseconds:)``): the hint follows the
    // description after TalkBack's separator.
    mutating func beginHint() {}
    mutating func endHint(empty: Bool) {}
}
