extension Utterance {
    /// The app's text this utterance's text begins with, known without formatting it (the audit's
    /// `duplicate-description` compares descriptions by how they begin before formatting any:
    /// issue 34, a task audits every screen it walks, under either reader). `nil` when it is not
    /// known so, or empty. What follows it in the text is a separator, a sentence's end, a space
    /// (`TextFormatter`), or nothing.
    ///
    /// - VoiceOver's: the label, when the core begins with one of the app's own text (not a word
    ///   of the voice) and is not selected.
    /// - TalkBack's: the first parts that are the app's text or a word of the voice, joined as
    ///   TextFormatter joins them (TalkBack's separator between parts, none before the first
    ///   that writes anything).
    ///
    /// ```swift
    /// // VoiceOver's "Volume: 5. Adjustable.", TalkBack's "Action 0, Button" (then its hint):
    /// utterance.leadingText   // "Volume", "Action 0, Button"
    /// ```
    package var leadingText: String? { Self.leadingText(of: storage, in: voice, place: position) }

    /// ``leadingText`` of an utterance's storage, in its voice and at its place.
    fileprivate static func leadingText(of storage: UtteranceSegments, in voice: Voice, place: SeriesPosition?) -> String? {
        switch storage {
        // A stop phrased by TalkBack whose segments are not made: read from the stop itself.
        case .talkBack(let stop): nonEmpty(stop.leadingText(in: voice, place: place))
        case .made(let segments): leadingText(of: segments, in: voice)
        }
    }

    /// ``leadingText`` of these segments in `voice`.
    private static func leadingText(of segments: [Segment], in voice: Voice) -> String? {
        guard let first = segments.indices.first else { return nil }
        if case .talkBack = segments[first] { return Self.leadingTalkBackText(of: segments, in: voice) }
        var label: AccessibilityLabel?
        phrasing: for index in segments.indices {
            switch segments[index] {
            case .label(let text): label = text
            case .value: continue
            case .selected: return nil
            default: break phrasing
            }
        }
        guard let label, label.word == nil, !label.text.isEmpty else { return nil }
        return label.text
    }

    /// TalkBack's leading parts read from segments, through the sink that reads them from a
    /// stop (a hint's pause, like any segment that is no part, ends them).
    private static func leadingTalkBackText(of segments: [Segment], in voice: Voice) -> String? {
        nonEmpty(LineWriter.string { writer in
            var sink = TalkBackLeadSink(voice: voice, writer: writer)
            for index in segments.indices {
                guard case .talkBack(let part) = segments[index] else { break }
                sink.append(part)
                if sink.ended { break }
            }
            writer = sink.writer
        })
    }

    private static func nonEmpty(_ lead: String) -> String? { lead.isEmpty ? nil : lead }
}

extension SpokenStop {
    /// ``Utterance/leadingText`` of a stop of `stops`, read where it lies: asked from another
    /// module of an element of the array, the whole utterance was copied for the call.
    package static func leadingText(ofStop index: Int, in stops: [SpokenStop]) -> String? {
        // Its stored fields read in place (a call on the utterance itself copied it whole).
        Utterance.leadingText(of: stops[index].utterance.storage, in: stops[index].utterance.voice, place: stops[index].utterance.position)
    }
}
