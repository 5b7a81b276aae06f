/// One typed piece of an utterance: what it is, never a word of any locale.
///
/// Text, JSON, SSML and speech are all formatted from segments, and the words are looked up in
/// the utterance's voice only then, so the outputs cannot disagree and one tree serves every
/// locale.
///
/// ```swift
/// let segments: [Segment] = [.label("Save"), .trait(.button)]
/// // formatted in English as "Save. Button."
/// ```
public enum Segment: Hashable, Sendable {
    /// The `Selected` state word, prefixed to the label and value (D3).
    case selected
    /// The label (or, by D2, the app's hint standing in for it).
    case label(AccessibilityLabel)
    /// The value, joined to the label with `: ` (D1).
    case value(AccessibilityValue)
    /// A role word of an announcement (`Alert`).
    case role(VoiceKey)
    /// An alert's or sheet's title, its own sentence.
    case title(String)
    /// An alert's or sheet's message, its own sentence.
    case message(String)
    /// A trait word (`Button`), its own sentence (D5).
    case trait(VoiceKey)
    /// A switch's state (`On`), its own sentence after `Switch Button.` (K1).
    case state(AccessibilityValue)
    /// A context suffix (`1 of 3`, `List Start`), its own sentence (C1–C3).
    case context(ContextSuffix)
    /// A hint, spoken after a pause (H1–H3).
    case hint(Hint)
    /// A pause of the voice's length for this key (H5: ``VoiceKey/hintPause``).
    case pause(VoiceKey)
    /// A changed value, spoken alone with no period added (ST3).
    case newValue(AccessibilityValue)
    /// A typed or deleted character echoed back (T3); a space is spoken as its word.
    case echo(Character)
    /// A sound, which is never spoken as words (§10).
    case sound(Sound)
    /// C6: a data-table cell's whole core: `Selected: `, the headers, the label, the spans, the
    /// row and column, then the value.
    indirect case cell(SpokenCell)
    /// A part of what TalkBack says (talkback.md TB12, TB13): joined to the part before it with
    /// TalkBack's separator, `, ` in every locale, and never punctuated as a sentence. Held in
    /// place: a part is no larger than a value (`TalkBackPartStorage`), and a box per part
    /// was an allocation for nearly every part TalkBack says.
    case talkBack(TalkBackPart)

    /// A hint: the app's own, or one the screen reader adds, worded for how the user acts
    /// (gestures on a touch screen, keys in a terminal prompt).
    public enum Hint: Hashable, Sendable {
        /// The app's hint, spoken as given (H1).
        case app(String)
        /// The adjust hint (H2), after the app's hint without its final period, if any.
        case adjust(after: String?, on: InputDevice)
        /// The edit hint of a text field (H3).
        case edit(on: InputDevice)
        /// The toggle hint of a switch (K1), after the app's hint without its final period, if any.
        case toggle(after: String?, on: InputDevice)
    }

    /// What a segment is, as JSON output names it.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// ``Segment/selected``.
        case selected
        /// ``Segment/label(_:)``.
        case label
        /// ``Segment/value(_:)``.
        case value
        /// ``Segment/role(_:)``.
        case role
        /// ``Segment/title(_:)``.
        case title
        /// ``Segment/message(_:)``.
        case message
        /// ``Segment/trait(_:)``.
        case trait
        /// ``Segment/state(_:)``.
        case state
        /// ``Segment/context(_:)``.
        case context
        /// ``Segment/hint(_:)``.
        case hint
        /// ``Segment/newValue(_:)``.
        case newValue
        /// ``Segment/echo(_:)``.
        case echo
        /// ``Segment/sound(_:)``.
        case sound
        /// ``Segment/cell(_:)``.
        case cell
        /// ``Segment/pause(_:)``.
        case pause
    }

    /// What the segment is.
    ///
    /// ```swift
    /// Segment.trait(.button).kind   // .trait
    /// ```
    public var kind: Kind {
        switch self {
        case .selected: .selected
        case .label: .label
        case .value: .value
        case .role: .role
        case .title: .title
        case .message: .message
        case .trait: .trait
        case .state: .state
        case .context: .context
        case .hint: .hint
        case .pause: .pause
        case .newValue: .newValue
        case .echo: .echo
        case .sound: .sound
        case .cell: .cell
        case .talkBack(let part): part.kind
        }
    }

    /// The segment's words in a voice, without added punctuation (a pause has none).
    ///
    /// ```swift
    /// Segment.trait(.button).text(in: try .builtIn(.ru))   // "Кнопка"
    /// ```
    public func text(in voice: Voice) -> String {
        switch self {
        case .selected: voice[.selected]
        case .label(let label): label.resolved(in: voice)
        case .value(let value), .newValue(let value), .state(let value): value.resolved(in: voice)
        case .context(let suffix): suffix.text(in: voice)
        case .role(let key), .trait(let key): voice[key]
        case .title(let text), .message(let text): text
        case .hint(let hint): hint.text(in: voice)
        case .pause: ""
        case .echo(let character): character.isWhitespace ? voice[.space] : SpokenText.clean(String(character))
        case .sound(let sound): sound.rawValue
        case .cell(let cell): cell.text(in: voice)
        case .talkBack(let part): part.text(in: voice)
        }
    }
}

extension Segment.Hint {
    /// The hint in a voice's words.
    ///
    /// ```swift
    /// Segment.Hint.adjust(after: "Sets the volume.", on: .touch).text(in: try .builtIn(.en))
    /// // "Sets the volume. Swipe up or down with one finger to adjust the value."
    /// ```
    public func text(in voice: Voice) -> String {
        switch self {
        case .app(let hint): hint
        case .edit(let device): voice[device == .touch ? .editHint : .keyboardEditHint]
        case .adjust(let appHint, let device):
            combined(appHint, alone: device == .touch ? .adjustHint : .keyboardAdjustHint,
                     after: device == .touch ? .adjustHintAfterAppHint : .keyboardAdjustHintAfterAppHint, voice)
        case .toggle(let appHint, let device):
            combined(appHint, alone: device == .touch ? .toggleHint : .keyboardToggleHint,
                     after: device == .touch ? .toggleHintAfterAppHint : .keyboardToggleHintAfterAppHint, voice)
        }
    }

    private func combined(_ appHint: String?, alone: VoiceKey, after: VoiceKey, _ voice: Voice) -> String {
        guard let appHint else { return voice[alone] }
        return Template.fill(voice[after], "hint", Self.withoutFinalPeriod(appHint, voice: voice))
    }

    private static func withoutFinalPeriod(_ hint: String, voice: Voice) -> String {
        hint.hasSuffix(".") || hint.hasSuffix(voice.punctuation.sentenceEnd) ? String(hint.dropLast()) : hint
    }
}

extension ContextSuffix {
    /// The suffix in a voice's words, without its sentence end.
    ///
    /// ```swift
    /// ContextSuffix.series(index: 1, count: 3).text(in: try .builtIn(.ru))   // "1 из 3"
    /// ```
    public func text(in voice: Voice) -> String {
        switch self {
        case .series(let index, let count):
            Template.fill(voice[.series], "i", String(index), "n", String(count))
        case .listStart: voice[.listStart]
        case .listEnd: voice[.listEnd]
        case .landmarkStart: voice[.landmarkStart]
        case .landmarkEnd: voice[.landmarkEnd]
        }
    }
}
