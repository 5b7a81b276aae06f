/// Punctuates segments in a voice, the way the phrasing spec writes them, clause by clause.
///
/// The label, value and selected state make one clause, the *core* (D1, D3, D4); every role
/// word, title, message and trait word is a clause of its own ending in the voice's sentence end
/// (A3, D5); hints, new values and echoes are clauses spoken as given; sounds are transcript
/// tokens. The clauses go to a ``ClauseWriter``: one joins them into a line of text, another
/// keeps them apart so that speech can make each its own spoken clause (SP1).
///
/// This is the hot path of rendering: the line writer copies every piece into one buffer, the
/// voice's words from where they lie (``Voice/utf8(_:)``).
struct TextFormatter {
    let voice: Voice

    func write<Writer: ClauseWriter>(_ segments: ArraySlice<Segment>, to writer: inout Writer) {
        // The core's label and value as the segments hold them: put into words only as they
        // are written, so a label that is a voice word or the app's text makes no string.
        var label: AccessibilityLabel?, value: AccessibilityValue?, selected = false
        var hasCore = false

        // Each segment is read where it lies, by index: copying it out (its strings retained and
        // released) cost more than writing most of them.
        for index in segments.indices {
            // A TalkBack part that holds no reference (a word, a usage hint, a position: most of
            // what TalkBack says) is read out as a plain value, and the app's text as its string
            // alone; only a boxed part is copied out below.
            if !hasCore, let part = segments[index].talkBackPlainPart {
                writer.beginPart(separator: voice.utf8(.talkBackSeparator))
                // A word, and a usage hint with the double tap, are bytes of the voice, written
                // here; a template is filled by a call, which keeps this loop small for the
                // segments VoiceOver says.
                switch part {
                case .word(let key): writer.append(utf8: voice.utf8(key))
                case .wordTemplate(let key, .talkBackDoubleTap): writer.append(utf8: voice.utf8(filledWithDoubleTap: key))
                default: part.write(in: voice, to: &writer)
                }
                writer.endClause()
                continue
            }
            if !hasCore, let text = segments[index].talkBackText {
                writer.beginPart(separator: voice.utf8(.talkBackSeparator))
                writer.append(text)
                writer.endClause()
                continue
            }
            // The pause before a hint, likewise read without a copy of the segment.
            if !hasCore, case .pause(let key) = segments[index] {
                writer.pause(milliseconds: voice.milliseconds(key))
                continue
            }
            switch segments[index] {
            case .selected: selected = true; hasCore = true; continue
            case .label(let text): label = text; hasCore = true; continue
            case .value(let text): value = text; hasCore = true; continue
            // TalkBack's parts (nearly all it says) in this first look, with no core to end.
            case .talkBack(let part) where !hasCore:
                writer.beginPart(separator: voice.utf8(.talkBackSeparator))
                part.write(in: voice, to: &writer)
                writer.endClause()
                continue
            default: break
            }
            if hasCore {
                writeCore(label: label, value: value, selected: selected, to: &writer)
                label = nil; value = nil; selected = false; hasCore = false
            }
            switch segments[index] {
            case .context(.series(let index, let count)): writeSeries(index: index, count: count, to: &writer)
            // A word of the voice: whether it ends a sentence was told when the voice was loaded.
            case .role(let key), .trait(let key): writeClause(voice.sentenceUTF8(key), to: &writer)
            case .state(.switchState(let state)): writeClause(voice.sentenceUTF8(state.word), to: &writer)
            case .context(.listStart): writeClause(voice.sentenceUTF8(.listStart), to: &writer)
            case .context(.listEnd): writeClause(voice.sentenceUTF8(.listEnd), to: &writer)
            case .context(.landmarkStart): writeClause(voice.sentenceUTF8(.landmarkStart), to: &writer)
            case .context(.landmarkEnd): writeClause(voice.sentenceUTF8(.landmarkEnd), to: &writer)
            case .title, .message, .state: writeSentence(segments[index].text(in: voice), to: &writer)
            case .hint(.app(let text)): writer.clause(text)
            case .hint(.edit(let device)): writeClause(voice.utf8(device == .touch ? .editHint : .keyboardEditHint), to: &writer)
            case .hint, .newValue, .echo, .cell: writer.clause(segments[index].text(in: voice))
            case .sound(let sound): writer.sound(sound)
            case .talkBack(let part):
                writer.beginPart(separator: voice.utf8(.talkBackSeparator))
                part.write(in: voice, to: &writer)
                writer.endClause()
            case .pause(let key): writer.pause(milliseconds: voice.milliseconds(key))
            case .selected, .label, .value: break
            }
        }
        if hasCore { writeCore(label: label, value: value, selected: selected, to: &writer) }
    }

    /// D1, D3, D4: `Selected: label: value.`, with one space after a label that ends a sentence
    /// and no period after a core that already ends one. Written piece by piece, so that a line
    /// is built in one buffer.
    private func writeCore<Writer: ClauseWriter>(label: AccessibilityLabel?, value: AccessibilityValue?, selected: Bool,
                                                 to writer: inout Writer) {
        let labelWord = label?.word.map { voice.utf8($0) } ?? UnsafeRawBufferPointer(start: nil, count: 0)
        let labelText = label?.text ?? ""
        let hasLabel = !labelWord.isEmpty || !labelText.isEmpty
        // The app's text as given; a value in words (a number, a count, a percentage) made now.
        let valueText: String = switch value {
        case .text(let text)?: text
        case let value?: value.resolved(in: voice)
        case nil: ""
        }
        let hasLabelOrValue = hasLabel || !valueText.isEmpty
        guard hasLabelOrValue || selected else { return }
        writer.beginClause()
        if selected {
            writer.append(utf8: voice.utf8(.selected))
            if hasLabelOrValue { writer.append(utf8: voice.utf8(.labelValueSeparator)) }
        }
        writer.append(utf8: labelWord)
        writer.append(labelText)
        // Whether the label, and then the value, ends a sentence is read from the clause's
        // last bytes, which are theirs just after they are written (each is valid UTF-8, so
        // no ending sign straddles it and what came before): reading a string's own bytes
        // again cost more than the rest of this check.
        let labelEnds = hasLabel && writer.clauseEndsSentence
        if !valueText.isEmpty {
            if hasLabel {
                if labelEnds { writer.append(" ") } else { writer.append(utf8: voice.utf8(.labelValueSeparator)) }
            }
            writer.append(valueText)
        }
        let ends = !valueText.isEmpty ? writer.clauseEndsSentence : hasLabel ? labelEnds : Self.endsSentence(bytes: voice.utf8(.selected))
        if !ends { writer.append(utf8: voice.utf8(.sentenceEnd)) }
        writer.endClause()
    }

    /// D4, D5, A3: a sentence of its own, ended unless it already ends.
    private func writeSentence<Writer: ClauseWriter>(_ text: String, to writer: inout Writer) {
        guard !text.isEmpty else { return }
        writer.beginClause()
        writer.append(text)
        if !Self.endsSentence(text) { writer.append(utf8: voice.utf8(.sentenceEnd)) }
        writer.endClause()
    }

    /// A clause of the voice's own words, read in place (a trait word as a sentence, punctuated
    /// once when the voice was loaded; a hint); nothing when it is empty.
    private func writeClause<Writer: ClauseWriter>(_ utf8: UnsafeRawBufferPointer, to writer: inout Writer) {
        guard !utf8.isEmpty else { return }
        writer.beginClause()
        writer.append(utf8: utf8)
        writer.endClause()
    }

    /// C1: the series position in the voice's format, written piece by piece (it is spoken for
    /// every segment and tab), its numbers as digits straight into the line.
    private func writeSeries<Writer: ClauseWriter>(index: Int, count: Int, to writer: inout Writer) {
        writer.beginClause()
        for piece in voice.seriesPieces {
            switch piece {
            case .text(let text): writer.append(text)
            case .index: writer.append(decimal: index)
            case .count: writer.append(decimal: count)
            }
        }
        writer.append(utf8: voice.utf8(.sentenceEnd))
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

    static func endsSentence<Bytes: BidirectionalCollection>(bytes utf8: Bytes) -> Bool where Bytes.Element == UInt8 {
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
