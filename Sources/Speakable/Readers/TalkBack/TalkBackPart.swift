/// One part of what TalkBack says when focus lands on a node (talkback.md TB12, TB13): a state,
/// a name, a type word, a position, a hint. Like a ``Segment`` it holds no word of any locale:
/// a TalkBack word is a ``VoiceKey`` of the `talkback.` section, looked up when the utterance is
/// formatted, and parts are joined with TalkBack's separator (`, ` in every locale, F§3.9).
///
/// ```swift
/// let part = TalkBackPart(kind: .trait, .word(.talkBackCheckBox))
/// part.text(in: try .builtIn(.ru))   // "Флажок"
/// ```
public struct TalkBackPart: Hashable, Sendable {
    /// What the part is, as JSON names it: `label` (a name, a child's text), `state`, `trait`
    /// (the type word), `context` (position, entering or leaving a list), `message` (error, hint
    /// text, tooltip) or `hint` (the usage hint, F§7).
    public var kind: Segment.Kind
    /// What it says.
    public var content: Content {
        get { storage.content }
        set { storage = TalkBackPartStorage(newValue) }
    }
    /// The content in a segment's room: a stop says several parts, and a part that had to be
    /// boxed cost an allocation each.
    private var storage: TalkBackPartStorage

    /// Creates a part.
    ///
    /// ```swift
    /// TalkBackPart(kind: .label, .text("Wi-Fi"))
    /// ```
    @inline(__always)   // so that a part of a known content is stored without a switch over it
    public init(kind: Segment.Kind, _ content: Content) {
        self.kind = kind
        self.storage = TalkBackPartStorage(content)
    }

    public static func == (lhs: TalkBackPart, rhs: TalkBackPart) -> Bool {
        lhs.kind == rhs.kind && lhs.content == rhs.content
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(content)
    }

    /// What a part says, as typed values.
    public enum Content: Hashable, Sendable {
        /// The app's text, spoken as written.
        case text(String)
        /// A document's label, which may hold a word of the app's standard buttons (`Cancel`).
        case label(AccessibilityLabel)
        /// A value of a document's control (a slider's, a badge).
        case value(AccessibilityValue)
        /// A TalkBack word.
        case word(VoiceKey)
        /// A TalkBack template with `{1}` (and `{2}`) filled.
        case template(VoiceKey, Fill, Fill? = nil)
        /// A count in the plural form the locale picks (`5 characters`, `4 items`).
        case count(TalkBackCount, Int)
        /// The menu hint (F§7.5): `Actions` and/or `Links` available, and the gesture that opens
        /// TalkBack's menu.
        case menu(actions: Bool, links: Bool)
    }

    /// What fills a template's placeholder.
    public enum Fill: Hashable, Sendable {
        /// The app's text.
        case text(String)
        /// A TalkBack word (a gesture's name in a hint).
        case word(VoiceKey)
        /// A whole number.
        case number(Int)
    }

    /// The part in a voice's words.
    ///
    /// ```swift
    /// TalkBackPart(kind: .context, .template(.talkBackListIndex, .number(1), .number(4))).text(in: try .builtIn(.en))   // "1 of 4"
    /// ```
    public func text(in voice: Voice) -> String {
        LineWriter.string { write(in: voice, to: &$0) }
    }

    /// Writes the part's pieces in order into the clause the writer has begun, without building
    /// a string: phrasing under TalkBack runs this for every part of every stop. A template is
    /// filled from the pieces the voice split it into when it was loaded.
    func write<Writer: ClauseWriter>(in voice: Voice, to writer: inout Writer) {
        switch storage {
        case .text(let text): return writer.append(text)
        case .word(let key): return TalkBackPlainPart.word(key).write(in: voice, to: &writer)
        case .wordTemplate(let key, let fill): return TalkBackPlainPart.wordTemplate(key, fill).write(in: voice, to: &writer)
        case .numberTemplate(let key, let first, let second):
            return TalkBackPlainPart.numberTemplate(key, first, second).write(in: voice, to: &writer)
        case .count(let count, let number): return TalkBackPlainPart.count(count, number).write(in: voice, to: &writer)
        case .menu(let actions, let links): return TalkBackPlainPart.menu(actions: actions, links: links).write(in: voice, to: &writer)
        case .boxed: break
        }
        switch content {
        case .text(let text): writer.append(text)
        case .label(let label):
            if let word = label.word { writer.append(utf8: voice.utf8(word)) }
            writer.append(label.text)
        case .value(let value): writer.append(value.resolved(in: voice))
        case .word(let key): writer.append(utf8: voice.utf8(key))
        case .template(let key, let first, let second):
            Self.fill(key, first, second, in: voice, to: &writer)
        case .count(let count, let number): TalkBackPlainPart.writeCount(count, number, in: voice, to: &writer)
        case .menu(let actions, let links): TalkBackPlainPart.writeMenu(actions: actions, links: links, in: voice, to: &writer)
        }
    }

    /// The part as a plain value when its content holds no reference, else `nil`: read where
    /// the part lies, so that phrasing copies out only a part that holds a reference.
    @inline(__always)
    var plain: TalkBackPlainPart? {
        switch storage {
        case .word(let key): .word(key)
        case .wordTemplate(let key, let fill): .wordTemplate(key, fill)
        case .numberTemplate(let key, let first, let second): .numberTemplate(key, first, second)
        case .count(let count, let number): .count(count, number)
        case .menu(let actions, let links): .menu(actions: actions, links: links)
        case .text, .boxed: nil
        }
    }

    /// The app's text when the part is only that, else `nil`: read where the part lies, so that
    /// phrasing retains the string alone, not the part and its segment.
    @inline(__always)
    var appText: String? {
        if case .text(let text) = storage { return text }
        return nil
    }

    /// A template's pieces with `{1}` and `{2}` filled; a `{2}` with no value stays as written.
    static func fill<Writer: ClauseWriter>(_ key: VoiceKey, _ first: Fill, _ second: Fill?, in voice: Voice,
                                           to writer: inout Writer) {
        let pieces = voice.numberedPieces(key)
        guard !pieces.isEmpty else { return writer.append(utf8: voice.utf8(key)) }
        for piece in pieces {
            switch piece.kind {
            case .text: writer.append(utf8: voice.utf8(of: piece))
            case .first: first.write(in: voice, to: &writer)
            case .second:
                if let second { second.write(in: voice, to: &writer) } else { writer.append(NumberedPiece.unfilledSecond) }
            }
        }
    }
}

extension TalkBackPart.Fill {
    func write<Writer: ClauseWriter>(in voice: Voice, to writer: inout Writer) {
        switch self {
        case .text(let text): writer.append(text)
        case .word(let key): writer.append(utf8: voice.utf8(key))
        case .number(let number): writer.append(decimal: number)
        }
    }
}
