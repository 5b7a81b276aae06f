extension Utterance {
    /// What this utterance's text begins with, known without formatting it, when it begins with
    /// TalkBack's parts: its first parts that are the app's text or a word of its voice, joined
    /// as ``TextFormatter`` joins them (the voice's TalkBack separator between parts, none
    /// before the first that writes anything). `nil` when it does not begin so, or they write
    /// nothing. In the text, what follows it is a separator (a part's or a clause's) or nothing.
    ///
    /// The audit's `duplicate-description` compares descriptions by how they begin before
    /// formatting any (issue 34: a task audits every screen it walks, under either reader).
    ///
    /// ```swift
    /// // TalkBack's "Action 0, Button" (then its hint's pause):
    /// utterance.leadingTalkBackText   // "Action 0, Button"
    /// ```
    package var leadingTalkBackText: String? {
        // Written as TextFormatter writes them, into one line (appending to a string piece by
        // piece cost more than formatting the whole description).
        let segments = self.segments
        let lead = LineWriter.string { writer in
            for index in segments.indices {
                if let text = segments[index].talkBackText {
                    writer.beginPart(separator: voice.utf8(.talkBackSeparator))
                    writer.append(text)
                } else if case .word(let key)? = segments[index].talkBackPlainPart {
                    writer.beginPart(separator: voice.utf8(.talkBackSeparator))
                    writer.append(utf8: voice.utf8(key))
                } else {
                    break
                }
            }
        }
        return lead.isEmpty ? nil : lead
    }
}
