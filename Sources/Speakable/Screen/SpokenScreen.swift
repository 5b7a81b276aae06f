/// A screen spoken once: its tree, the announcement of what is presented, and every stop with
/// what it says, for one screen reader, voice, verbosity and input device. Every output is a view of it:
/// `render` (text, JSON, the picture), `speak`, the report (pages, clips, legend, listening
/// cost), the audit, `render --compare` and the goldens read its stops, so none of them builds
/// the tree or phrases a stop again, and none pairs lists by position (issue 32).
///
/// Each stop is phrased once, with everything said (hints, `Actions Available.`, container
/// edges): the utterance at the chosen verbosity and the description a finding quotes are both
/// that phrasing with segments left out, never a second phrasing.
///
/// ```swift
/// let spoken = SpokenScreen(screen: Screen { Button("OK") }, voice: try .builtIn(.en))
/// spoken.stops[0].utterance.text   // "OK. Button."
/// spoken.stops[0].description      // "OK. Button."
/// ```
public struct SpokenScreen: Sendable {
    /// The tree of the frontmost context, built once.
    public let tree: AccessibilityTree
    /// The screen reader whose rules decided the stops and phrased them.
    public let reader: Reader
    /// That reader's rules (a session started on this screen speaks with them).
    public let rules: any ReaderRules
    /// The words and punctuation used.
    public let voice: Voice
    /// What the user chose to hear (§14): which parts of each phrasing ``SpokenStop/utterance`` keeps.
    public let verbosity: Verbosity
    /// How the user acts (touch gestures or a prompt's keys), which words the hints.
    public let device: InputDevice
    /// What is said when the frontmost presentation appears, before any stop; `nil` for none.
    public let announcement: Utterance?
    /// Every focus stop, in reading order, with what it says.
    public var stops: [SpokenStop]
    /// What the audit found about the screen as a whole (no stop), in its order.
    public var screenFindings: [SpokenFinding] = []

    /// Builds the screen's tree as `reader` sees it and speaks it.
    ///
    /// ```swift
    /// let spoken = SpokenScreen(screen: screen, voice: try .builtIn(.en), verbosity: Verbosity(hints: false))
    /// ```
    public init(screen: Screen, voice: Voice, verbosity: Verbosity = .default, device: InputDevice = .touch, reader: Reader = .voiceOver) {
        self.init(screen: screen, voice: voice, verbosity: verbosity, device: device, rules: reader.rules)
    }

    /// Builds the screen's tree with a reader's rules given as a value and speaks it.
    ///
    /// ```swift
    /// let spoken = SpokenScreen(screen: screen, voice: try .builtIn(.en), rules: VoiceOverRules())
    /// ```
    public init(screen: Screen, voice: Voice, verbosity: Verbosity = .default, device: InputDevice = .touch, rules: any ReaderRules) {
        self.init(tree: AccessibilityTree(screen: screen, rules: rules), voice: voice, verbosity: verbosity, device: device, rules: rules)
    }

    /// Speaks a tree already built (of a screen, or of one layer of it), with the rules of the
    /// reader that built it unless `rules` are given.
    ///
    /// ```swift
    /// let spoken = SpokenScreen(tree: AccessibilityTree(screen: screen), voice: try .builtIn(.en))
    /// ```
    public init(tree: AccessibilityTree, voice: Voice, verbosity: Verbosity = .default, device: InputDevice = .touch,
                rules: (any ReaderRules)? = nil) {
        let rules = rules ?? tree.reader.rules
        self.tree = tree
        self.reader = rules.reader
        self.rules = rules
        self.voice = voice
        self.verbosity = verbosity
        self.device = device
        // Everything said: every narrower verbosity is this phrasing with segments left out.
        let generator = SpeechGenerator(voice: voice, verbosity: .default, device: device, rules: rules)
        announcement = tree.presentation.flatMap(generator.announcement(for:))
        let keepsEverything = verbosity == .default
        // A reader whose verbosity is not a view of everything said is phrased at it too.
        let asked = keepsEverything || rules.verbosityIsAView ? nil : SpeechGenerator(voice: voice, verbosity: verbosity, device: device, rules: rules)
        stops = tree.focusStops.indices.map { index in
            let stop = tree.focusStops[index]
            let context = tree.context(ofStop: index)
            let phrased = generator.utterance(for: stop, in: context)
            let utterance = keepsEverything ? phrased : asked?.utterance(for: stop, in: context) ?? phrased.keeping(verbosity)
            return SpokenStop(index: index, stop: stop, context: context, utterance: utterance, phrased: phrased)
        }
    }

    /// What `render` prints, in order: the announcement, if any, then every stop's utterance.
    ///
    /// ```swift
    /// spoken.utterances.map(\.text)   // ["Alert. Delete File? This cannot be undone.", "Delete File?", …]
    /// ```
    public var utterances: [Utterance] {
        var all: [Utterance] = []
        all.reserveCapacity(stops.count + 1)
        if let announcement { all.append(announcement) }
        // By index: `for stop in stops` would copy each whole stop to take its utterance.
        for index in stops.indices { all.append(stops[index].utterance) }
        return all
    }

    /// The text of each utterance ``utterances`` holds, in order, made as it is read: `render`
    /// prints a large screen's lines without gathering its utterances again.
    ///
    /// ```swift
    /// Array(spoken.lines).first   // "Alert. Delete File? This cannot be undone."
    /// ```
    public var lines: some Sequence<String> {
        let announcement = self.announcement, stops = self.stops
        // Index -1 is the announcement, when there is one.
        return (-1..<stops.count).lazy.compactMap { index in index < 0 ? announcement?.text : stops[index].utterance.text }
    }
}

extension Utterance {
    /// This utterance (phrased with everything said) as `verbosity` says it: without the hint
    /// and its pause (V1), `Actions Available.` (V2) or the edges of lists and landmarks (V3).
    /// These are the only segments verbosity changes (``FocusBlock``); a reader's recipes keep
    /// it so (`SpokenScreenTests` holds VoiceOver's to it).
    func keeping(_ verbosity: Verbosity) -> Utterance {
        var kept = self
        kept.segments = segments.filter { segment in
            switch segment {
            case .pause, .hint: verbosity.hints
            case .trait(.actionsAvailable): verbosity.actions == .speak
            case .context(let suffix): verbosity.containers || !suffix.isContainerEdge
            default: true
            }
        }
        return kept
    }
}
