/// The parts a TalkBack stop's text begins with that are the app's text or a word of the voice,
/// written into a line with the calls ``TextFormatter`` makes for them; every part from the
/// first of another kind on (and the usage hint) is left out. What
/// ``Utterance/leadingText`` reads of a stop whose segments are not made: the audit
/// asks it of every actionable stop, and making the segments for it cost more than the rule.
struct TalkBackLeadSink: TalkBackPartSink {
    let voice: Voice
    var writer: LineWriter
    /// Whether a part of another kind came: nothing after it begins the text.
    private(set) var ended = false

    init(voice: Voice, writer: LineWriter) {
        self.voice = voice
        self.writer = writer
    }

    mutating func append(_ part: TalkBackPart) {
        guard !ended else { return }
        if let text = part.appText {
            writer.beginPart(separator: voice.utf8(.talkBackSeparator))
            writer.append(text)
        } else if case .word(let key)? = part.plain {
            writer.beginPart(separator: voice.utf8(.talkBackSeparator))
            writer.append(utf8: voice.utf8(key))
        } else {
            ended = true
        }
    }

    // The hint comes after the description's pause, which ends what a description begins with.
    mutating func beginHint() { ended = true }
    mutating func endHint(empty: Bool) {}
}
