/// Punctuates segments in a voice, the way the phrasing spec writes them, clause by clause.
///
/// The label, value and selected state make one clause, the *core* (D1, D3, D4); every role
/// word, title, message and trait word is a clause of its own ending in the voice's sentence end
/// (A3, D5); hints, new values and echoes are clauses spoken as given; sounds are transcript
/// tokens. The clauses go to a ``ClauseWriter``: one joins them into a line of text, another
/// keeps them apart so that speech can make each its own spoken clause (SP1).
///
/// This is the hot path of rendering: the line writer appends every piece to one buffer.
struct TextFormatter {
    let voice: Voice

    func write<Writer: ClauseWriter>(_ segments: ArraySlice<Segment>, to writer: inout Writer) {
        let punctuation = voice.punctuation
        var label = "", value = "", selected = false
        var hasCore = false

        for segment in segments {
            switch segment {
            case .selected: selected = true; hasCore = true; continue
            case .label(let text): label = text.resolved(in: voice); hasCore = true; continue
            case .value(let text): value = text.resolved(in: voice); hasCore = true; continue
            default: break
            }
            if hasCore {
                writeCore(label: label, value: value, selected: selected, punctuation: punctuation, to: &writer)
                label = ""; value = ""; selected = false; hasCore = false
            }
            switch segment {
            case .role, .title, .message, .trait, .state, .context: writeSentence(segment.text(in: voice), punctuation: punctuation, to: &writer)
            case .hint, .newValue, .echo: writer.clause(segment.text(in: voice))
            case .sound(let sound): writer.sound(sound)
            case .pause(let key): writer.pause(milliseconds: voice.milliseconds(key))
            case .selected, .label, .value: break
            }
        }
        if hasCore { writeCore(label: label, value: value, selected: selected, punctuation: punctuation, to: &writer) }
    }

    /// D1, D3, D4: `Selected: label: value.`, with one space after a label that ends a sentence
    /// and no period after a core that already ends one.
    private func writeCore<Writer: ClauseWriter>(label: String, value: String, selected: Bool,
                                                 punctuation: Voice.Punctuation, to writer: inout Writer) {
        let hasLabelOrValue = !label.isEmpty || !value.isEmpty
        guard hasLabelOrValue || selected else { return }
        var core = ""
        if selected {
            core += voice[.selected]
            if hasLabelOrValue { core += punctuation.labelValue }
        }
        core += label
        if !value.isEmpty {
            if !label.isEmpty { core += Self.endsSentence(label) ? " " : punctuation.labelValue }
            core += value
        }
        let last = !value.isEmpty ? value : !label.isEmpty ? label : voice[.selected]
        if !Self.endsSentence(last) { core += punctuation.sentenceEnd }
        writer.clause(core)
    }

    /// D4, D5, A3: a sentence of its own, ended unless it already ends.
    private func writeSentence<Writer: ClauseWriter>(_ text: String, punctuation: Voice.Punctuation, to writer: inout Writer) {
        guard !text.isEmpty else { return }
        writer.clause(Self.endsSentence(text) ? text : text + punctuation.sentenceEnd)
    }

    /// Whether text ends in terminal punctuation: `. ? ! … 。 ？ ！` (each one scalar).
    static func endsSentence(_ text: String) -> Bool {
        switch text.unicodeScalars.last?.value {
        case 0x2E, 0x3F, 0x21, 0x2026, 0x3002, 0xFF1F, 0xFF01: true
        default: false
        }
    }
}

/// Where formatted clauses go.
protocol ClauseWriter {
    /// A clause of text, already punctuated; empty clauses are ignored.
    mutating func clause(_ text: String)
    /// A pause of the voice's length.
    mutating func pause(milliseconds: Int)
    /// A sound.
    mutating func sound(_ sound: Sound)
}

/// Joins clauses into one line with the voice's word separator (H5: a single space where speech
/// pauses); sounds appear as `[sound: name]`.
struct LineWriter: ClauseWriter {
    let separator: String
    var line = ""

    init(separator: String) {
        self.separator = separator
        line.reserveCapacity(96)
    }

    mutating func clause(_ text: String) {
        guard !text.isEmpty else { return }
        if !line.isEmpty { line += separator }
        line += text
    }

    mutating func pause(milliseconds: Int) {}

    mutating func sound(_ sound: Sound) { clause(sound.transcriptLine) }
}

/// Keeps clauses apart, for speech (SP1).
struct ClauseListWriter: ClauseWriter {
    var clauses: [SpokenClause] = []

    mutating func clause(_ text: String) {
        if !text.isEmpty { clauses.append(.sentence(text)) }
    }

    mutating func pause(milliseconds: Int) { clauses.append(.pause(milliseconds: milliseconds)) }

    mutating func sound(_ sound: Sound) { clauses.append(.sound(sound)) }
}
