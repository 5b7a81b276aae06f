/// Turns elements and events into utterances: one recipe per role, built from small shared
/// blocks, in the manner of Orca's speech generator. The recipes are the reader's
/// (``ReaderRules``); the table below is VoiceOver's (`Readers/VoiceOver/VoiceOverRecipes.swift`).
///
/// The recipes decide *what* is said; the voice file decides how each word is spelled; each hint
/// comes after the voice's pause (H5), and ``Verbosity`` can silence hints, actions and
/// container edges (§14). The
/// generator's utterances hold typed segments (``Segment``); words are looked up in the voice
/// when an utterance is formatted.
///
/// | role | recipe |
/// |---|---|
/// | button, static text, heading, link, image, search field, tab, back button, other | selected · core · trait words · context · available · app hint |
/// | text field, secure text field, text view | selected · core · trait words · context · available · edit hint |
/// | adjustable (stepper, slider) | selected · core · trait words · context · available · adjust hint |
/// | switch | selected · core · trait words (with the state) · context · available · toggle hint |
/// | alert (appears) | role word · title · message |
/// | action sheet (appears) | title · message |
/// | popover (appears) | nothing |
/// | value changed | new value |
/// | typed character | echo (a space as its word); a click in a secure field |
/// | sound | sound |
///
/// ```swift
/// let generator = SpeechGenerator(voice: try .builtIn(.en))
/// generator.utterance(for: AccessibilityElement(label: "Volume", value: .text("5"), traits: .adjustable)).text
/// // "Volume: 5. Adjustable. Swipe up or down with one finger to adjust the value."
/// ```
public struct SpeechGenerator: Sendable {
    /// The words and punctuation used.
    public let voice: Voice
    /// What the user chose to hear (§14).
    public let verbosity: Verbosity
    /// How the user acts: VoiceOver's touch gestures, or a terminal prompt's keys. It words the
    /// hints the screen reader adds (`Double tap to edit.` or `Press Enter to edit.`).
    public let device: InputDevice
    /// The screen reader whose recipes, separator and words phrase what is said.
    public let reader: Reader
    /// The reader's rules, asked once here so phrasing a stop costs one call.
    public let rules: any ReaderRules
    /// VoiceOver's rules when they are the reader's, known once: VoiceOver reads a stop of the
    /// tree in place, where a call through `rules` copies it (every field of its element).
    private let voiceOver: VoiceOverRules?
    /// TalkBack's rules when they are the reader's: it too reads a stop in place.
    private let talkBack: TalkBackRules?

    /// Creates a generator for a voice.
    ///
    /// ```swift
    /// let generator = SpeechGenerator(voice: try .builtIn(.zhHans))
    /// let quiet = SpeechGenerator(voice: try .builtIn(.en), verbosity: Verbosity(hints: false))
    /// ```
    public init(voice: Voice, verbosity: Verbosity = .default, device: InputDevice = .touch, reader: Reader = .voiceOver) {
        self.init(voice: voice, verbosity: verbosity, device: device, rules: reader.rules)
    }

    /// Creates a generator that phrases with a reader's rules given as a value (a reader that is
    /// not, or not yet, a case of ``Reader``).
    ///
    /// ```swift
    /// let generator = SpeechGenerator(voice: try .builtIn(.en), rules: VoiceOverRules())
    /// ```
    public init(voice: Voice, verbosity: Verbosity = .default, device: InputDevice = .touch, rules: any ReaderRules) {
        self.voice = voice
        self.verbosity = verbosity
        self.device = device
        self.reader = rules.reader
        self.rules = rules
        self.voiceOver = rules as? VoiceOverRules
        self.talkBack = rules as? TalkBackRules
    }

    // MARK: Recipes

    /// What is said when focus lands on an element: its role's recipe (D1–D5, H1–H5, T1–T2, S2).
    ///
    /// ```swift
    /// generator.utterance(for: AccessibilityElement(label: "24", traits: [.button, .notEnabled])).text
    /// // "24. Dimmed. Button."
    /// ```
    public func utterance(for element: AccessibilityElement) -> Utterance {
        var context = StopContext()
        context.suffixes = element.context
        // A stop standing alone: its target is never asked by phrasing.
        return rules.utterance(for: FocusStop(element: element, target: .control(path: []), rules: rules), context: context, phrasing: self)
    }

    /// What is said when focus lands on a stop of a tree: its recipe, with the context words
    /// its containers give it (C1–C7), asked of the tree now.
    ///
    /// ```swift
    /// let tree = AccessibilityTree(screen: Screen { TabBar { Button("Home"); Button("Inbox") } })
    /// generator.utterance(forStop: 1, in: tree).text   // "Inbox. Tab. 2 of 2."
    /// ```
    public func utterance(forStop index: Int, in tree: AccessibilityTree) -> Utterance {
        precondition(tree.focusStops.indices.contains(index), "no stop \(index) in a tree of \(tree.focusStops.count)")
        // Read where it lies, not copied out of the array: a stop's copy retains every field of
        // its element, and this runs for every stop phrased. Each reader has its own path, so
        // that its context is made where it is read (one context chosen among three was
        // copied twice on its way to the recipe, and the utterance once on its way back).
        if let voiceOver {
            // VoiceOver reads only its containers' words (C1–C7).
            let context = tree.wordsContext(ofStop: index)
            WorkTally.stopPhrased()
            return tree.focusStops.withUnsafeBufferPointer { stops in
                voiceOver.utterance(forStopAt: stops.baseAddress! + index, context: context, phrasing: self)
            }
        }
        if let talkBack {
            // TalkBack reads only a stop's collection (TB14, TB15).
            let context = tree.collectionContext(ofStop: index)
            WorkTally.stopPhrased()
            return tree.focusStops.withUnsafeBufferPointer { stops in
                talkBack.utterance(forStopAt: stops.baseAddress! + index, context: context, phrasing: self)
            }
        }
        let context = tree.context(ofStop: index)
        return tree.focusStops.withUnsafeBufferPointer { stops in utterance(forStopAt: stops.baseAddress! + index, in: context) }
    }

    /// A stop in the context its containers give it, by the reader's recipe: every phrasing of
    /// a stop comes through here (counted by ``WorkTally`` when a test asks).
    func utterance(for stop: FocusStop, in context: StopContext) -> Utterance {
        if voiceOver != nil || talkBack != nil { return withUnsafePointer(to: stop) { utterance(forStopAt: $0, in: context) } }
        WorkTally.stopPhrased()
        return rules.utterance(for: stop, context: context, phrasing: self)
    }

    /// A stop read in place (valid for the call), phrased by VoiceOver's recipe without a copy
    /// of it, or by the reader's rules.
    private func utterance(forStopAt stop: UnsafePointer<FocusStop>, in context: StopContext) -> Utterance {
        WorkTally.stopPhrased()
        if let voiceOver { return voiceOver.utterance(forStopAt: stop, context: context, phrasing: self) }
        if let talkBack { return talkBack.utterance(forStopAt: stop, context: context, phrasing: self) }
        return rules.utterance(for: stop.pointee, context: context, phrasing: self)
    }


    /// What is said when something is presented (A3, P2), or `nil` when it says nothing.
    ///
    /// ```swift
    /// generator.announcement(for: .alert(Alert(title: "Delete File?", message: "This cannot be undone.")))?.text
    /// // "Alert. Delete File? This cannot be undone."
    /// ```
    public func announcement(for presentation: Presentation) -> Utterance? {
        rules.announcement(for: presentation, phrasing: self)
    }

    /// What is said after a value changes: only the new value, with no period (ST3, ST4).
    ///
    /// ```swift
    /// generator.valueChanged(to: .number(4, fractionDigits: 0)).text   // "4"
    /// ```
    public func valueChanged(to value: AccessibilityValue) -> Utterance {
        let cleaned: AccessibilityValue = if case .text(let text) = value { .text(SpokenText.clean(text)) } else { value }
        return Utterance(kind: .value, segments: [.newValue(cleaned)], voice: voice)
    }

    /// What is said when a character is typed into, or deleted from, a plain text field (T3).
    ///
    /// ```swift
    /// generator.echo(" ").text   // "space"
    /// ```
    public func echo(_ character: Character) -> Utterance {
        Utterance(kind: .echo, segments: [.echo(character)], voice: voice)
    }

    /// What a keystroke in a text field says: the character echoed, or in a secure field a
    /// click (T3, S3).
    ///
    /// ```swift
    /// generator.keystroke(.character("a")).text   // "a"
    /// generator.keystroke(.hidden).text           // "[sound: click]"
    /// ```
    public func keystroke(_ echo: KeyEcho) -> Utterance {
        switch echo {
        case .character(let character): self.echo(character)
        case .hidden: sound(.click)
        }
    }

    /// A sound instead of speech (§10, S3).
    ///
    /// ```swift
    /// generator.sound(.boundary).text   // "[sound: boundary]"
    /// ```
    public func sound(_ sound: Sound) -> Utterance {
        Utterance(kind: .sound, segments: [.sound(sound)], voice: voice)
    }

    /// What the app announces, spoken as given (`UIAccessibility.Notification.announcement`).
    ///
    /// ```swift
    /// generator.appAnnouncement("Download complete").text   // "Download complete"
    /// ```
    public func appAnnouncement(_ text: String) -> Utterance {
        Utterance(kind: .announcement, segments: [.hint(.app(SpokenText.clean(text)))], voice: voice)
    }

    /// The title of the button an alert result names, in this voice (for printing a prompt's
    /// answer).
    ///
    /// ```swift
    /// generator.title(of: .cancel(title: nil))   // "Cancel"
    /// ```
    public func title(of button: AlertResult.Button) -> String {
        switch button {
        case .cancel(let title): title ?? voice[.cancel]
        case .dismissPopup: voice[.dismissPopup]
        case .app(_, let title): title
        }
    }

    /// What `render` prints for a screen (§12): the announcement of what is presented, if
    /// anything, then every focus stop of the frontmost context.
    ///
    /// ```swift
    /// try SpeechGenerator(voice: .builtIn(.en)).render(Screen { Button("OK") }).map(\.text)   // ["OK. Button."]
    /// ```
    public func render(_ screen: Screen) -> [Utterance] {
        SpokenScreen(screen: screen, voice: voice, verbosity: verbosity, device: device, rules: rules).utterances
    }
}
