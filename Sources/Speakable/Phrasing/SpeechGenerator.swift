/// Turns elements and events into utterances: one recipe per kind of utterance, built from the
/// small blocks below, in the manner of Orca's speech generator.
///
/// | utterance        | recipe                                                         |
/// |------------------|----------------------------------------------------------------|
/// | focus            | selected · label · value · trait words · pause · hint          |
/// | alert appears    | role word · title · message                                    |
/// | sheet appears    | title · message                                                |
/// | value changed    | new value                                                      |
/// | typed character  | echo (a space as its word)                                     |
/// | sound            | sound                                                          |
///
/// ```swift
/// let generator = SpeechGenerator(voice: try .builtIn(.en))
/// generator.utterance(for: AccessibilityElement(label: "Volume", value: .text("5"), traits: .adjustable)).text
/// // "Volume: 5. Adjustable. Swipe up or down with one finger to adjust the value."
/// ```
public struct SpeechGenerator: Sendable {
    /// The words and punctuation used.
    public let voice: Voice
    /// ``traitWordOrder`` with each rule's word looked up in the voice once, not per element.
    private let traitWords: [(trait: AccessibilityTraits, silencedBy: AccessibilityTraits, word: String)]

    /// Creates a generator for a voice.
    ///
    /// ```swift
    /// let generator = SpeechGenerator(voice: try .builtIn(.zhHans))
    /// ```
    public init(voice: Voice) {
        self.voice = voice
        self.traitWords = Self.traitWordOrder.map { ($0.trait, $0.silencedBy, voice.traitWords[keyPath: $0.word]) }
    }

    // MARK: Recipes

    /// What is said when focus lands on an element (D1–D5, H1–H5, T1–T2, S2).
    ///
    /// ```swift
    /// generator.utterance(for: AccessibilityElement(label: "24", traits: [.button, .notEnabled])).text
    /// // "24. Dimmed. Button."
    /// ```
    public func utterance(for element: AccessibilityElement) -> Utterance {
        var segments: [Segment] = []
        segments.reserveCapacity(6)
        let hintBecomesLabel = element.label.isEmpty && (element.value?.isEmpty ?? true) && !element.hint.isEmpty
        selectedBlock(element, into: &segments)
        labelBlock(hintBecomesLabel ? element.hint : element.label, into: &segments)
        valueBlock(element.value, into: &segments)
        traitWordsBlock(element.traits, into: &segments)
        hintBlock(element, appHint: hintBecomesLabel ? "" : element.hint, into: &segments)
        return Utterance(kind: .element, segments: segments, traits: element.traits,
                         identifier: element.identifier, punctuation: voice.punctuation)
    }

    /// What is said when something is presented (A3, P2), or `nil` when it says nothing.
    ///
    /// ```swift
    /// generator.announcement(for: .alert(Alert(title: "Delete File?", message: "This cannot be undone.")))?.text
    /// // "Alert. Delete File? This cannot be undone."
    /// ```
    public func announcement(for presentation: Presentation) -> Utterance? {
        var segments: [Segment] = []
        switch presentation {
        case .alert(let alert):
            segments.append(Segment(.role, voice.words.alert))
            headerBlock(title: alert.title, message: alert.message, into: &segments)
        case .actionSheet(let sheet):
            headerBlock(title: sheet.title, message: sheet.message, into: &segments)
        case .popover:
            break
        }
        return segments.isEmpty ? nil : Utterance(kind: .announcement, segments: segments, punctuation: voice.punctuation)
    }

    /// What is said after a value changes: only the new value, with no period (ST3, ST4).
    ///
    /// ```swift
    /// generator.valueChanged(to: "4").text   // "4"
    /// ```
    public func valueChanged(to value: String) -> Utterance {
        Utterance(kind: .value, segments: [Segment(.newValue, SpokenText.clean(value))], punctuation: voice.punctuation)
    }

    /// What is said when a character is typed into a plain text field (T3).
    ///
    /// ```swift
    /// generator.echo(" ").text   // "space"
    /// ```
    public func echo(_ character: Character) -> Utterance {
        let text = character.isWhitespace ? voice.words.space : SpokenText.clean(String(character))
        return Utterance(kind: .echo, segments: [Segment(.echo, text)], punctuation: voice.punctuation)
    }

    /// A sound instead of speech (§10, S3).
    ///
    /// ```swift
    /// generator.sound(.boundary).text   // "[sound: boundary]"
    /// ```
    public func sound(_ sound: Sound) -> Utterance {
        Utterance(kind: .sound, segments: [Segment(.sound, sound.rawValue)], punctuation: voice.punctuation)
    }

    /// What `render` prints for a screen (§12): the announcement of what is presented, if
    /// anything, then every focus stop of the frontmost context.
    ///
    /// ```swift
    /// try SpeechGenerator(voice: .builtIn(.en)).render(Screen { Button("OK") }).map(\.text)   // ["OK. Button."]
    /// ```
    public func render(_ screen: Screen) -> [Utterance] {
        let tree = AccessibilityTree(screen: screen, voice: voice)
        let announcement = tree.presentation.flatMap(announcement(for:))
        return (announcement.map { [$0] } ?? []) + tree.focusStops.map { utterance(for: $0.element) }
    }

    // MARK: Blocks

    /// D3: `Selected` before the core.
    private func selectedBlock(_ element: AccessibilityElement, into segments: inout [Segment]) {
        if element.traits.contains(.selected) { segments.append(Segment(.selected, voice.traitWords.selected)) }
    }

    /// D1, D2: the label (or the hint standing in for it).
    private func labelBlock(_ label: String, into segments: inout [Segment]) {
        if !label.isEmpty { segments.append(Segment(.label, label)) }
    }

    /// D1, S2: the value; a secure field's value is its character count in words.
    private func valueBlock(_ value: AccessibilityValue?, into segments: inout [Segment]) {
        switch value {
        case .text(let text)? where !text.isEmpty: segments.append(Segment(.value, text))
        case .secureCharacters(let count)? where count > 0: segments.append(Segment(.value, voice.characterCount(count)))
        default: break
        }
    }

    /// D5: the trait words, in the fixed order of ``traitWordOrder``.
    private func traitWordsBlock(_ traits: AccessibilityTraits, into segments: inout [Segment]) {
        for rule in traitWords where traits.contains(rule.trait) && traits.isDisjoint(with: rule.silencedBy) {
            segments.append(Segment(.trait, rule.word))
        }
    }

    /// H1–H5: the hint after a pause. Text fields get the edit hint (none while editing);
    /// adjustable elements get the adjust hint; `notEnabled` leaves only the app's hint.
    private func hintBlock(_ element: AccessibilityElement, appHint: String, into segments: inout [Segment]) {
        let traits = element.traits
        let enabled = !traits.contains(.notEnabled)
        let hint: String
        if enabled, !traits.isDisjoint(with: [.textField, .secureTextField]) {
            hint = traits.contains(.isEditing) ? "" : voice.hints.edit
        } else if enabled, traits.contains(.adjustable), !(element.label.isEmpty && (element.value?.isEmpty ?? true)) {
            hint = appHint.isEmpty
                ? voice.hints.adjustable
                : voice.hints.adjustableAfterAppHint.replacingOccurrences(of: "{hint}", with: withoutFinalPeriod(appHint))
        } else {
            hint = appHint
        }
        if !hint.isEmpty {
            segments.append(.pause)
            segments.append(Segment(.hint, hint))
        }
    }

    /// A3, P2: a title and a message, each its own sentence.
    private func headerBlock(title: String?, message: String?, into segments: inout [Segment]) {
        for (kind, text) in [(Segment.Kind.title, title), (.message, message)] {
            let text = SpokenText.clean(text ?? "")
            if !text.isEmpty { segments.append(Segment(kind, text)) }
        }
    }

    private func withoutFinalPeriod(_ hint: String) -> String {
        hint.hasSuffix(".") || hint.hasSuffix(voice.punctuation.sentenceEnd) ? String(hint.dropLast()) : hint
    }

    // MARK: Tables

    /// One trait word: the trait that says it, the traits that silence it, and its word.
    struct TraitWordRule: Sendable {
        let trait: AccessibilityTraits
        let silencedBy: AccessibilityTraits
        let word: KeyPath<Voice.TraitWords, String> & Sendable
    }

    /// D5's fixed order: Dimmed · Button · Text Field or Secure Text Field · Is editing ·
    /// Heading · Link · Adjustable · Image · Search Field.
    static let traitWordOrder: [TraitWordRule] = [
        TraitWordRule(trait: .notEnabled, silencedBy: [], word: \.notEnabled),
        TraitWordRule(trait: .button, silencedBy: .keyboardKey, word: \.button),
        TraitWordRule(trait: .textField, silencedBy: .secureTextField, word: \.textField),
        TraitWordRule(trait: .secureTextField, silencedBy: [], word: \.secureTextField),
        TraitWordRule(trait: .isEditing, silencedBy: [], word: \.isEditing),
        TraitWordRule(trait: .header, silencedBy: [], word: \.header),
        TraitWordRule(trait: .link, silencedBy: [], word: \.link),
        TraitWordRule(trait: .adjustable, silencedBy: [], word: \.adjustable),
        TraitWordRule(trait: .image, silencedBy: [], word: \.image),
        TraitWordRule(trait: .searchField, silencedBy: [], word: \.searchField),
    ]
}
