/// The words the screen reader adds in one locale, and how that locale is punctuated.
///
/// Loaded from a file of the package's `Voices/` folder (the only place these words live). A
/// voice is looked up by ``VoiceKey`` when an utterance is formatted, never earlier: the
/// accessibility tree and the utterances hold keys, not words. The speech engine's settings
/// (`espeak.*` lines) are carried as they are written, for the speech module to read.
///
/// ```swift
/// let voice = try Voice.builtIn(.ru)
/// voice[.button]                   // "Кнопка"
/// voice.characterCount(5)          // "5 символов"
/// voice.punctuation.decimal        // ","
/// ```
public struct Voice: Hashable, Sendable {
    /// How sentences and values are punctuated.
    public struct Punctuation: Hashable, Sendable {
        /// Ends a sentence: `.` or `。`.
        public var sentenceEnd: String
        /// Joins a label and its value: `: ` or `：`.
        public var labelValue: String
        /// Joins the sentences of an utterance: a space.
        public var wordSeparator: String
        /// The decimal separator of numbers: `.` or `,`.
        public var decimal: String
    }

    /// Everything the voice holds, shared by its copies: utterances carry their voice, and a
    /// copy must cost one reference, not a table.
    private final class Storage: Sendable {
        let locale: SpeechLocale
        let pluralRule: PluralRule
        let punctuation: Punctuation
        let engineSettings: [String: String]
        /// One entry per ``VoiceKey``, by raw value (empty for an optional key left out).
        let words: [String]
        /// C1's `{i} of {n}`, split once: phrasing speaks a position for every tab and segment.
        let series: [SeriesPiece]
        /// TalkBack's `{1}`/`{2}` templates, split once, by raw value (no pieces for a word with
        /// no placeholder) and laid out flat: TalkBack speaks one for nearly every stop.
        let numbered: NumberedTemplates
        /// Each word as a sentence of its own (D5): the word, with the sentence end unless it
        /// ends one already; told once, as a trait word is written for nearly every stop.
        let sentences: [String]
        /// Each word read as a number of milliseconds (0 when it is none): a hint's pause is
        /// written for half the stops, and reading its number each time cost more than the pause.
        let milliseconds: [Int]
        /// Each word's UTF-8, then each sentence's (``sentences``), in one block: phrasing copies
        /// a word's bytes from where they lie instead of reading a string out of ``words``.
        let utf8: VoiceBytes
        /// Each word with `{1}` filled with the double tap's name (``utf8(filledWithDoubleTap:)``).
        let filledWithDoubleTap: VoiceBytes
        /// Each `{n}` (or `{i}`) template split once, by raw value (empty for a word with no
        /// placeholder): a percentage and a secure field's count are spoken for many stops.
        let counted: [[SeriesPiece]]

        init(locale: SpeechLocale, pluralRule: PluralRule, words: [String], engineSettings: [String: String]) {
            self.locale = locale
            self.pluralRule = pluralRule
            self.words = words
            self.engineSettings = engineSettings
            self.series = SeriesPiece.pieces(of: words[VoiceKey.series.rawValue])
            let split = words.map { $0.utf8.contains(UInt8(ascii: "{")) ? NumberedPiece.pieces(of: $0) : [] }
            self.numbered = NumberedTemplates(split)
            // Each word with `{1}` filled with the double tap's name, as TalkBack's usage hints
            // say it for nearly every stop (a `{2}` with no value stays as written; a word with
            // no placeholder is itself).
            let doubleTap = words[VoiceKey.talkBackDoubleTap.rawValue]
            self.filledWithDoubleTap = VoiceBytes(zip(words, split).map { word, pieces in
                pieces.isEmpty ? word : pieces.map { piece in
                    switch piece {
                    case .text(let text): text
                    case .first: doubleTap
                    case .second: NumberedPiece.unfilledSecond
                    }
                }.joined()
            })
            let sentenceEnd = words[VoiceKey.sentenceEnd.rawValue]
            self.sentences = words.map { $0.isEmpty || TextFormatter.endsSentence($0) ? $0 : $0 + sentenceEnd }
            self.milliseconds = words.map { Int($0) ?? 0 }
            self.utf8 = VoiceBytes(words + sentences)
            self.counted = words.map { $0.utf8.contains(UInt8(ascii: "{")) ? SeriesPiece.pieces(of: $0) : [] }
            self.punctuation = Punctuation(
                sentenceEnd: words[VoiceKey.sentenceEnd.rawValue], labelValue: words[VoiceKey.labelValueSeparator.rawValue],
                wordSeparator: words[VoiceKey.wordSeparator.rawValue], decimal: words[VoiceKey.decimalSeparator.rawValue])
        }
    }

    private let storage: Storage

    /// A voice from a complete table of words.
    init(locale: SpeechLocale, pluralRule: PluralRule, words: [String], engineSettings: [String: String]) {
        storage = Storage(locale: locale, pluralRule: pluralRule, words: words, engineSettings: engineSettings)
    }

    /// The locale this voice speaks.
    public var locale: SpeechLocale { storage.locale }
    /// Picks the plural form of a count.
    public var pluralRule: PluralRule { storage.pluralRule }
    /// Punctuation and separators, looked up once.
    public var punctuation: Punctuation { storage.punctuation }
    /// The series template (`{i} of {n}`) in pieces, split when the voice was loaded.
    var seriesPieces: [SeriesPiece] { storage.series }
    /// A TalkBack template in pieces, split when the voice was loaded; empty when the word has
    /// no placeholder (it is then written whole).
    func numberedPieces(_ key: VoiceKey) -> UnsafeBufferPointer<NumberedTemplates.Piece> { storage.numbered[key.rawValue] }
    /// The UTF-8 of a text piece of ``numberedPieces(_:)``, read in place, as ``utf8(_:)``.
    func utf8(of piece: NumberedTemplates.Piece) -> UnsafeRawBufferPointer { storage.numbered.utf8(of: piece) }
    /// The word of a key as a sentence: with the sentence end, unless it ends one already (or
    /// is empty).
    func sentence(_ key: VoiceKey) -> String { storage.sentences[key.rawValue] }
    /// The UTF-8 of a key's word, read in place: valid while this voice is alive (a caller
    /// holds the voice for the call that writes the bytes). Inlined, as the other lookups of
    /// bytes here: a call for each word written cost more than the lookup.
    @inline(__always)
    func utf8(_ key: VoiceKey) -> UnsafeRawBufferPointer { storage.utf8[key.rawValue] }
    /// The UTF-8 of a key's template with `{1}` filled with ``VoiceKey/talkBackDoubleTap``'s
    /// word, made when the voice was loaded (TalkBack's usage hints), read in place as ``utf8(_:)``.
    @inline(__always)
    func utf8(filledWithDoubleTap key: VoiceKey) -> UnsafeRawBufferPointer { storage.filledWithDoubleTap[key.rawValue] }
    /// The UTF-8 of ``sentence(_:)``, read in place, as ``utf8(_:)``.
    @inline(__always)
    func sentenceUTF8(_ key: VoiceKey) -> UnsafeRawBufferPointer { storage.utf8[storage.words.count + key.rawValue] }
    /// A `{n}` template in pieces, split when the voice was loaded; empty when the word has no
    /// placeholder.
    func countedPieces(_ key: VoiceKey) -> [SeriesPiece] { storage.counted[key.rawValue] }
    /// The speech engine's settings, by their keys in the file (`espeak.voice`, `espeak.rate`,
    /// …). The core carries them without reading them.
    public var engineSettings: [String: String] { storage.engineSettings }

    public static func == (lhs: Voice, rhs: Voice) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.storage.words == rhs.storage.words && lhs.storage.engineSettings == rhs.storage.engineSettings)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.words)
    }

    /// The word, phrase or setting of a key, as written in the voice file.
    ///
    /// ```swift
    /// try Voice.builtIn(.en)[.dismissPopup]   // "Dismiss popup"
    /// ```
    public subscript(key: VoiceKey) -> String { storage.words[key.rawValue] }

    /// The language's own name for itself.
    ///
    /// ```swift
    /// try Voice.builtIn(.ru).name   // "Русский"
    /// ```
    public var name: String { self[.name] }

    /// A pause of the voice in milliseconds (``VoiceKey/hintPause``, ``VoiceKey/utterancePause``).
    ///
    /// ```swift
    /// try Voice.builtIn(.en).milliseconds(.hintPause)   // 300
    /// ```
    public func milliseconds(_ key: VoiceKey) -> Int { storage.milliseconds[key.rawValue] }

    /// A secure field's character count in words: `1 character`, `5 символов`, `3个字符` (S2, S4).
    ///
    /// ```swift
    /// try Voice.builtIn(.en).characterCount(1)   // "1 character"
    /// ```
    public func characterCount(_ count: Int) -> String {
        counted(count, one: .countOne, few: .countFew, many: .countMany, other: .countOther)
    }

    /// A filter's count of matches in words: `1 result`, `5 результатов`, `3个结果`.
    ///
    /// ```swift
    /// try Voice.builtIn(.en).resultCount(4)   // "4 results"
    /// ```
    public func resultCount(_ count: Int) -> String {
        counted(count, one: .resultsOne, few: .resultsFew, many: .resultsMany, other: .resultsOther)
    }

    /// A voice template with its placeholders filled, for the prompts' plain-mode questions.
    ///
    /// ```swift
    /// try Voice.builtIn(.en).filled(.promptAskNumber, ["n": "4"])   // "Type a number from 1 to 4, or Esc to cancel"
    /// ```
    public func filled(_ key: VoiceKey, _ values: KeyValuePairs<String, String>) -> String {
        values.reduce(self[key]) { text, pair in Template.fill(text, pair.key, pair.value) }
    }

    /// A count in the plural form the locale's rule picks; a form the voice leaves out falls
    /// back to `other`.
    private func counted(_ count: Int, one: VoiceKey, few: VoiceKey, many: VoiceKey, other: VoiceKey) -> String {
        let key: VoiceKey = switch pluralRule.form(for: count) {
        case .one: one
        case .few: few
        case .many: many
        case .other: other
        }
        return LineWriter.string { writeCounted(utf8(key).isEmpty ? other : key, count, to: &$0) }
    }

    /// A `{n}` template with the number written in ASCII digits, as
    /// `Template.fill(self[key], "n", String(number))` makes it (a `{i}` stays as written), from
    /// the pieces split when the voice was loaded: a secure field's count and a percentage are
    /// spoken for many stops, and filling the template each time cost more than the rest of them.
    func writeCounted<Writer: ClauseWriter>(_ key: VoiceKey, _ number: Int, to writer: inout Writer) {
        let pieces = countedPieces(key)
        guard !pieces.isEmpty else { return writer.append(utf8: utf8(key)) }
        for piece in pieces {
            switch piece {
            case .text(let text): writer.append(text)
            case .count: writer.append(decimal: number)
            case .index: writer.append("{i}")
            }
        }
    }
}
