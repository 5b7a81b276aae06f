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
    public var content: Content

    /// Creates a part.
    ///
    /// ```swift
    /// TalkBackPart(kind: .label, .text("Wi-Fi"))
    /// ```
    public init(kind: Segment.Kind, _ content: Content) {
        self.kind = kind
        self.content = content
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
        var text = ""
        write(in: voice) { text += $0 }
        return text
    }

    /// The part's pieces in order, without building a string: the line writer appends them to
    /// the one buffer it fills (phrasing under TalkBack runs for every stop).
    func write(in voice: Voice, _ body: (Substring) -> Void) {
        switch content {
        case .text(let text): body(text[...])
        case .label(let label):
            if let word = label.word { body(voice[word][...]) }
            body(label.text[...])
        case .value(let value): body(value.resolved(in: voice)[...])
        case .word(let key): body(voice[key][...])
        case .template(let key, let first, let second):
            let one = first.text(in: voice), two = second?.text(in: voice) ?? ""
            Template.forEachPiece(of: voice[key], "1", one, second == nil ? nil : "2", two, body)
        case .count(let count, let number):
            let key = count.key(for: voice.pluralRule.category(for: number))
            let template = voice[key].isEmpty ? voice[count.otherKey] : voice[key]
            Template.forEachPiece(of: template, "1", String(number), nil, "", body)
        case .menu(let actions, let links):
            // `%1$s available, use %2$s to view`: the menu's items joined with the separator.
            var items = ""
            if actions { items += voice[.talkBackActions] }
            if links {
                if actions { items += voice[.talkBackSeparator] }
                items += voice[.talkBackLinks]
            }
            Template.forEachPiece(of: voice[.talkBackMenuHint], "1", items, "2", voice[.talkBackTapWithThreeFingers], body)
        }
    }
}

extension TalkBackPart.Fill {
    func text(in voice: Voice) -> String {
        switch self {
        case .text(let text): text
        case .word(let key): voice[key]
        case .number(let number): String(number)
        }
    }
}
