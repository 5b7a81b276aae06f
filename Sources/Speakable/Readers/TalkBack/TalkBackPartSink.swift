/// Where TalkBack's description and usage hint put their parts: an utterance's segment array
/// (``Utterance/segments``), or straight into a line (``TalkBackLineSink``) when a stop's text
/// is asked.
///
/// The recipe is written once, generic over this: the text of a stop then makes no segment
/// array, which cost an allocation and the destruction of every segment for every stop phrased,
/// and yet says exactly what the segments would, in the same calls to the writer.
protocol TalkBackPartSink {
    /// A part said after the ones before it.
    mutating func append(_ part: TalkBackPart)
    /// Starts the usage hint: the voice's hint pause (H5) goes before its first part, and only
    /// if a part follows.
    mutating func beginHint()
    /// Ends the usage hint begun; `empty` when no part followed it.
    mutating func endHint(empty: Bool)
}
