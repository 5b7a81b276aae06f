/// Punctuates segments into text, the way the phrasing spec writes it.
///
/// The label, value and selected state make one sentence, the *core* (D1, D3, D4); every
/// role word, title, message and trait word is a sentence of its own ending in the voice's
/// sentence end (A3, D5); hints, new values and echoes are spoken as given; sounds are
/// transcript tokens. Sentences are joined by the voice's word separator (a space).
///
/// This is the hot path of rendering: it writes every piece straight into one buffer.
struct TextFormatter {
    let punctuation: Voice.Punctuation

    func format(_ segments: ArraySlice<Segment>) -> String {
        var output = ""
        output.reserveCapacity(96)
        var label = "", value = "", selected: String? = nil
        var hasCore = false

        for segment in segments {
            switch segment.kind {
            case .selected: selected = segment.text; hasCore = true; continue
            case .label: label = segment.text; hasCore = true; continue
            case .value: value = segment.text; hasCore = true; continue
            default: break
            }
            if hasCore {
                appendCore(label: label, value: value, selected: selected, to: &output)
                label = ""; value = ""; selected = nil; hasCore = false
            }
            switch segment.kind {
            case .role, .title, .message, .trait: appendSentence(segment.text, to: &output)
            case .hint, .newValue, .echo: appendPiece(segment.text, to: &output)
            case .sound: appendPiece("[sound: " + segment.text + "]", to: &output)
            case .pause, .selected, .label, .value: break
            }
        }
        if hasCore { appendCore(label: label, value: value, selected: selected, to: &output) }
        return output
    }

    /// D1, D3, D4: `Selected: label: value.`, with one space after a label that ends a sentence
    /// and no period after a core that already ends one.
    private func appendCore(label: String, value: String, selected: String?, to output: inout String) {
        let hasLabelOrValue = !label.isEmpty || !value.isEmpty
        guard hasLabelOrValue || selected != nil else { return }
        if !output.isEmpty { output += punctuation.wordSeparator }
        if let selected {
            output += selected
            if hasLabelOrValue { output += punctuation.labelValue }
        }
        output += label
        if !value.isEmpty {
            if !label.isEmpty { output += Self.endsSentence(label) ? " " : punctuation.labelValue }
            output += value
        }
        let last = !value.isEmpty ? value : !label.isEmpty ? label : selected ?? ""
        if !Self.endsSentence(last) { output += punctuation.sentenceEnd }
    }

    /// D4, D5, A3: a sentence of its own, ended unless it already ends.
    private func appendSentence(_ text: String, to output: inout String) {
        guard !text.isEmpty else { return }
        appendPiece(text, to: &output)
        if !Self.endsSentence(text) { output += punctuation.sentenceEnd }
    }

    private func appendPiece(_ text: String, to output: inout String) {
        guard !text.isEmpty else { return }
        if !output.isEmpty { output += punctuation.wordSeparator }
        output += text
    }

    /// Whether text ends in terminal punctuation: `. ? ! … 。 ？ ！` (each one scalar).
    static func endsSentence(_ text: String) -> Bool {
        switch text.unicodeScalars.last?.value {
        case 0x2E, 0x3F, 0x21, 0x2026, 0x3002, 0xFF1F, 0xFF01: true
        default: false
        }
    }
}
