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
            case .context(.series(let index, let count)): writeSeries(index: index, count: count, punctuation: punctuation, to: &writer)
            // A word of the voice: whether it ends a sentence was told when the voice was loaded.
            case .role(let key), .trait(let key): writeWord(key, to: &writer)
            case .state(.switchState(let state)): writeWord(state.word, to: &writer)
            case .context(.listStart): writeWord(.listStart, to: &writer)
            case .context(.listEnd): writeWord(.listEnd, to: &writer)
            case .context(.landmarkStart): writeWord(.landmarkStart, to: &writer)
            case .context(.landmarkEnd): writeWord(.landmarkEnd, to: &writer)
            case .title, .message, .state: writeSentence(segment.text(in: voice), punctuation: punctuation, to: &writer)
            case .hint, .newValue, .echo, .cell: writer.clause(segment.text(in: voice))
            case .sound(let sound): writer.sound(sound)
            case .talkBack(let part):
                writer.beginPart(separator: voice[.talkBackSeparator])
                part.write(in: voice, to: &writer)
                writer.endClause()
            case .pause(let key): writer.pause(milliseconds: voice.milliseconds(key))
            case .selected, .label, .value: break
            }
        }
        if hasCore { writeCore(label: label, value: value, selected: selected, punctuation: punctuation, to: &writer) }
    }

    /// D1, D3, D4: `Selected: label: value.`, with one space after a label that ends a sentence
    /// and no period after a core that already ends one. Written piece by piece, so that a line
    /// is built in one buffer.
    private func writeCore<Writer: ClauseWriter>(label: String, value: String, selected: Bool,
                                                 punctuation: Voice.Punctuation, to writer: inout Writer) {
        let hasLabelOrValue = !label.isEmpty || !value.isEmpty
        guard hasLabelOrValue || selected else { return }
        writer.beginClause()
        if selected {
            writer.append(voice[.selected])
            if hasLabelOrValue { writer.append(punctuation.labelValue) }
        }
        writer.append(label)
        if !value.isEmpty {
            if !label.isEmpty { writer.append(Self.endsSentence(label) ? " " : punctuation.labelValue) }
            writer.append(value)
        }
        let last = !value.isEmpty ? value : !label.isEmpty ? label : voice[.selected]
        if !Self.endsSentence(last) { writer.append(punctuation.sentenceEnd) }
        writer.endClause()
    }

    /// D4, D5, A3: a sentence of its own, ended unless it already ends.
    private func writeSentence<Writer: ClauseWriter>(_ text: String, punctuation: Voice.Punctuation, to writer: inout Writer) {
        guard !text.isEmpty else { return }
        writer.beginClause()
        writer.append(text)
        if !Self.endsSentence(text) { writer.append(punctuation.sentenceEnd) }
        writer.endClause()
    }

    /// D5, A3: a word of the voice as a sentence of its own (``writeSentence(_:punctuation:to:)``),
    /// punctuated once when the voice was loaded.
    private func writeWord<Writer: ClauseWriter>(_ key: VoiceKey, to writer: inout Writer) {
        let sentence = voice.sentence(key)
        guard !sentence.isEmpty else { return }
        writer.beginClause()
        writer.append(sentence)
        writer.endClause()
    }

    /// C1: the series position in the voice's format, written piece by piece (it is spoken for
    /// every segment and tab), its numbers as digits straight into the line.
    private func writeSeries<Writer: ClauseWriter>(index: Int, count: Int, punctuation: Voice.Punctuation, to writer: inout Writer) {
        writer.beginClause()
        for piece in voice.seriesPieces {
            switch piece {
            case .text(let text): writer.append(text)
            case .index: writer.append(decimal: index)
            case .count: writer.append(decimal: count)
            }
        }
        writer.append(punctuation.sentenceEnd)
        writer.endClause()
    }

    /// Whether text ends in terminal punctuation: `. ? ! … 。 ？ ！`, read from the last bytes
    /// of its UTF-8 (`…` is E2 80 A6, `。` E3 80 82, `？` EF BC 9F, `！` EF BC 81).
    static func endsSentence(_ text: String) -> Bool {
        // Read where the bytes lie: the collection's own `last` walks an index back through
        // String's generic path, which cost more than the rest of this check.
        if let ends = text.utf8.withContiguousStorageIfAvailable({ Self.endsSentence(bytes: $0) }) { return ends }
        return Self.endsSentence(bytes: Array(text.utf8))
    }

    private static func endsSentence<Bytes: BidirectionalCollection>(bytes utf8: Bytes) -> Bool where Bytes.Element == UInt8 {
        guard let last = utf8.last else { return false }
        switch last {
        case 0x2E, 0x3F, 0x21: return true
        case 0xA6, 0x82, 0x9F, 0x81:
            let tail = Array(utf8.suffix(3))   // only for the few texts ending in such a byte
            return tail == [0xE2, 0x80, 0xA6] || tail == [0xE3, 0x80, 0x82] || tail == [0xEF, 0xBC, 0x9F] || tail == [0xEF, 0xBC, 0x81]
        default: return false
        }
    }
}

/// Where formatted clauses go.
protocol ClauseWriter {
    /// A clause of text, already punctuated; empty clauses are ignored.
    mutating func clause(_ text: String)
    /// Starts a clause written in pieces (never empty).
    mutating func beginClause()
    /// Starts a TalkBack part written in pieces: on a line it follows the text before it after
    /// `separator` (TalkBack's `, `), not after the voice's sentence separator.
    mutating func beginPart(separator: String)
    /// A piece of the clause begun.
    mutating func append(_ piece: String)
    /// A piece of the clause begun, from a template.
    mutating func append(_ piece: Substring)
    /// A number of the clause begun, in ASCII digits (as `String(number)` writes it).
    mutating func append(decimal number: Int)
    /// Ends the clause begun.
    mutating func endClause()
    /// A pause of the voice's length.
    mutating func pause(milliseconds: Int)
    /// A sound.
    mutating func sound(_ sound: Sound)
}

/// Joins clauses into one line with the voice's word separator (H5: a single space where speech
/// pauses); sounds appear as `[sound: name]`.
///
/// The pieces are copied as UTF-8 into one byte buffer and made a string once: appending to a
/// `String` piece by piece re-checked its capacity and flags each time, a third of formatting.
struct LineWriter: ClauseWriter {
    let separator: String
    private var bytes: [UInt8] = []
    /// Where this line starts in ``bytes``: a writer may append to lines written before it.
    private var start = 0

    init(separator: String) {
        self.separator = separator
        bytes.reserveCapacity(128)
    }

    /// A writer that appends its line to `buffer`, which it holds until ``finish(into:)``
    /// hands it back (moved, not copied): `render` writes every line into one buffer.
    init(separator: String, appendingTo buffer: inout [UInt8]) {
        self.separator = separator
        swap(&bytes, &buffer)
        start = bytes.count
    }

    /// Hands the buffer, with this line appended, back to where it came from.
    mutating func finish(into buffer: inout [UInt8]) { swap(&bytes, &buffer) }

    /// The line written so far.
    var line: String { String(decoding: bytes[start...], as: UTF8.self) }

    private var isEmpty: Bool { bytes.count == start }

    mutating func clause(_ text: String) {
        guard !text.isEmpty else { return }
        if !isEmpty { copy(separator.utf8) }
        copy(text.utf8)
    }

    mutating func beginClause() { if !isEmpty { copy(separator.utf8) } }
    mutating func beginPart(separator: String) { if !isEmpty { copy(separator.utf8) } }
    mutating func append(_ piece: String) { copy(piece.utf8) }
    mutating func append(_ piece: Substring) { copy(piece.utf8) }
    mutating func endClause() {}

    /// The digits written last first into a small buffer on the stack, then copied at once:
    /// making a `String` of each number cost an allocation for every position spoken, and
    /// appending digit by digit a check of the buffer for each.
    mutating func append(decimal number: Int) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)   // 24 bytes: the 20 digits of any Int and its sign
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            var rest = number.magnitude
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if number < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start...]))
        }
    }

    mutating func pause(milliseconds: Int) {}

    mutating func sound(_ sound: Sound) { clause(sound.transcriptLine) }

    /// One copy of the piece's bytes where they lie in memory (every native string's do); the
    /// generic element-by-element path only for a string bridged from elsewhere.
    private mutating func copy<Bytes: Collection>(_ utf8: Bytes) where Bytes.Element == UInt8 {
        if utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil { bytes.append(contentsOf: utf8) }
    }
}

/// Keeps clauses apart, for speech (SP1).
struct ClauseListWriter: ClauseWriter {
    var clauses: [SpokenClause] = []
    private var current = ""

    mutating func beginClause() { current = "" }
    mutating func beginPart(separator: String) { current = "" }
    mutating func append(_ piece: String) { current += piece }
    mutating func append(_ piece: Substring) { current += piece }
    mutating func append(decimal number: Int) { current += String(number) }
    mutating func endClause() { clause(current) }

    mutating func clause(_ text: String) {
        if !text.isEmpty { clauses.append(.sentence(text)) }
    }

    mutating func pause(milliseconds: Int) { clauses.append(.pause(milliseconds: milliseconds)) }

    mutating func sound(_ sound: Sound) { clauses.append(.sound(sound)) }
}
