/// Punctuates segments into text, the way the phrasing spec writes it.
///
/// The label, value and selected state make one sentence, the *core* (D1, D3, D4); every
/// role word, title, message and trait word is a sentence of its own ending in the voice's
/// sentence end (A3, D5); hints, new values and echoes are spoken as given; sounds are
/// transcript tokens. Sentences are joined by the voice's word separator (a space).
struct TextFormatter {
    let punctuation: Voice.Punctuation

    /// Ends of a sentence (the spec's "terminal punctuation").
    static let terminalPunctuation: Set<Character> = [".", "?", "!", "…", "。", "？", "！"]

    func format(_ segments: ArraySlice<Segment>) -> String {
        var output = ""
        var label = "", value = "", selected: String? = nil
        var hasCore = false

        func append(_ piece: String) {
            guard !piece.isEmpty else { return }
            if !output.isEmpty { output += punctuation.wordSeparator }
            output += piece
        }
        func flushCore() {
            guard hasCore else { return }
            append(sentence(core(label: label, value: value, selected: selected)))
            label = ""; value = ""; selected = nil; hasCore = false
        }

        for segment in segments {
            switch segment.kind {
            case .selected: selected = segment.text; hasCore = true
            case .label: label = segment.text; hasCore = true
            case .value: value = segment.text; hasCore = true
            case .role, .title, .message, .trait: flushCore(); append(sentence(segment.text))
            case .hint, .newValue, .echo: flushCore(); append(segment.text)
            case .sound: flushCore(); append("[sound: \(segment.text)]")
            case .pause: flushCore()
            }
        }
        flushCore()
        return output
    }

    /// D1 and D3: `label: value` (a space after a label that ends a sentence), then
    /// `Selected: core` or `Selected`.
    private func core(label: String, value: String, selected: String?) -> String {
        var core = label
        if !value.isEmpty {
            if label.isEmpty { core = value }
            else if endsSentence(label) { core = label + " " + value }
            else { core = label + punctuation.labelValue + value }
        }
        guard let selected else { return core }
        return core.isEmpty ? selected : selected + punctuation.labelValue + core
    }

    /// D4: the sentence end is added to text that does not already end a sentence.
    private func sentence(_ text: String) -> String {
        text.isEmpty || endsSentence(text) ? text : text + punctuation.sentenceEnd
    }

    private func endsSentence(_ text: String) -> Bool {
        text.last.map(Self.terminalPunctuation.contains) ?? false
    }
}
