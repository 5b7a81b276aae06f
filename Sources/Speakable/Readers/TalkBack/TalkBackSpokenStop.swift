/// What TalkBack says for a stop of a tree, kept as what its recipe reads (the stop's note,
/// whether it leaves a collection, the verbosity; its place in its collection is the utterance's
/// ``Utterance/position``) until it is formatted: an ``Utterance`` holds this instead of
/// segments, and its text is written from it straight into the line (``TalkBackLineSink``). Its segments are made only when asked (``segments(in:place:)``).
///
/// Kept small (a reference and four flags): every utterance has room for one, VoiceOver's too,
/// and a larger one made each utterance dearer to move.
///
/// Phrasing under TalkBack makes an utterance for every stop, and nearly always only its text is
/// read: the segment array cost an allocation, every segment made and destroyed, and the
/// formatter's reading of each again, about a third of phrasing a stop.
struct TalkBackSpokenStop: Sendable {
    /// The node, slots and children the tree worked out for the stop (immutable, shared).
    let note: TalkBackStopNote
    /// Whether the stop is the first after a collection (``CollectionContext/leavesCollection``).
    let leavesCollection: Bool
    let verbosity: TalkBackVerbosity

    /// The description, then the usage hint (TB12, TB13), into a sink. `voice` is the one the
    /// utterance was made in: the description compares slots in its words (`dedupJoin`).
    @inline(__always)
    private func append<Sink: TalkBackPartSink>(in voice: Voice, place: SeriesPosition?, to sink: inout Sink) {
        TalkBackDescription(voice: voice, verbosity: verbosity).append(note.node, slots: note.slots, children: note.children,
                                                                       place: place, leavesCollection: leavesCollection, to: &sink)
        TalkBackUsageHint(verbosity: verbosity).append(note.node, to: &sink)
    }

    /// The utterance's segments, made now.
    func segments(in voice: Voice, place: SeriesPosition?) -> [Segment] {
        var segments: [Segment] = []
        segments.reserveCapacity(8)
        append(in: voice, place: place, to: &segments)
        return segments
    }

    /// What the line begins with: its first parts that are the app's text or a word of the
    /// voice (``TalkBackLeadSink``), made without its segments.
    func leadingText(in voice: Voice, place: SeriesPosition?) -> String {
        LineWriter.write(separator: voice.utf8(.wordSeparator)) { writer in
            var sink = TalkBackLeadSink(voice: voice, writer: writer)
            append(in: voice, place: place, to: &sink)
            writer = sink.writer
            return writer.line
        }
    }

    /// Writes the line the segments would make, with the same calls to the writer as
    /// ``TextFormatter`` makes for them.
    func write(in voice: Voice, place: SeriesPosition?, to writer: inout LineWriter) {
        // The writer is moved into the sink and back: its buffer may grow (move to the heap)
        // while the parts are written, and the caller frees the one it gets back.
        var sink = TalkBackLineSink(voice: voice, writer: writer)
        append(in: voice, place: place, to: &sink)
        writer = sink.writer
    }
}
