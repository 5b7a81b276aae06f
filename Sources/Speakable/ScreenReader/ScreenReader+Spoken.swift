// A session that starts on a screen already spoken: the tree is the spoken screen's, and what is
// said on arrival is read from it (issue 32: a screen is spoken once).
extension ScreenReader {
    /// Starts a session on `screen`, spoken as `spoken` (which must be `screen`'s): its tree is
    /// not built again, and the initial utterance is the spoken screen's. The session speaks at
    /// the spoken screen's reader, voice, verbosity and device.
    ///
    /// ```swift
    /// let spoken = SpokenScreen(screen: screen, voice: try .builtIn(.en))
    /// var reader = ScreenReader(screen: screen, spoken: spoken)
    /// reader.perform(.next)
    /// ```
    public init(screen: Screen, spoken: SpokenScreen) {
        self.screen = screen
        generator = SpeechGenerator(voice: spoken.voice, verbosity: spoken.verbosity, device: spoken.device, rules: spoken.rules)
        tree = spoken.tree
        spokenStops = SpokenWords(spoken.stops)
        // An alert that is up when a document loads returns focus to the screen's first element.
        savedFocus = Array(repeating: 0, count: screen.presentations.count)
        coveredTrees = Array(repeating: nil, count: screen.presentations.count)
        focusIndex = tree.focusStops.isEmpty ? nil : 0
        log.record(.start, output: Self.arrival(of: spoken))
    }

    /// The session of a screen already spoken, running a command script.
    ///
    /// ```swift
    /// ScreenReader.session(on: screen, spoken: spoken, running: [.next]).transcript
    /// ```
    public static func session(on screen: Screen, spoken: SpokenScreen, running commands: [ScreenReaderCommand]) -> SpokenLog {
        var reader = ScreenReader(screen: screen, spoken: spoken)
        for command in commands { reader.perform(command) }
        return reader.log
    }

    /// What the stop says now: as the spoken screen said it while the stop is still that
    /// screen's; once a gesture made it again or the tree changed, phrased from the tree as it is.
    package func currentUtterance(ofStop index: Int) -> Utterance {
        (spokenStops?[index] ?? nil) ?? generator.utterance(forStop: index, in: tree)
    }

    /// Whether the stop is still as the spoken screen said it (``currentUtterance(ofStop:)``),
    /// asked without copying its words.
    package func saysAsSpoken(stop index: Int) -> Bool {
        spokenStops?.says(index) ?? false
    }

    /// Takes the words of `spoken`, the reader's current tree spoken (a task's new layer, issue
    /// 34), so focus passing a stop reads them rather than phrasing it again.
    package mutating func adoptWords(of spoken: SpokenScreen) {
        guard spoken.stops.count == tree.focusStops.count else { return }
        spokenStops = SpokenWords(spoken.stops)
    }

    /// A copy of the session for trying a gesture (a task's shortest path, whether a double tap
    /// does anything): where focus goes and what is said are the session's own, but the copy
    /// starts with no record of what was said or done, and records none, so trying a gesture
    /// does not copy the session's whole log or make one.
    package var probe: ScreenReader {
        var copy = self
        copy.log = SpokenLog()
        copy.log.isRecording = false
        copy.alertResults = []
        copy.valueChanges = []
        copy.activatedElements = []
        copy.performedActions = []
        return copy
    }

    /// Forgets what was said and records nothing more: the caller keeps what each gesture
    /// returns (a task's walk keeps each step's words), so the log would be a second copy.
    package mutating func stopRecording() {
        log = SpokenLog()
        log.isRecording = false
    }

    /// ``arrivalOutput()`` read from a spoken screen: its announcement, then (A5) its first stop
    /// unless the announcement already said it (a title or message).
    static func arrival(of spoken: SpokenScreen) -> [Utterance] {
        guard let first = spoken.stops.first else { return spoken.announcement.map { [$0] } ?? [] }
        if let announcement = spoken.announcement, first.stop.target == .title || first.stop.target == .message { return [announcement] }
        return (spoken.announcement.map { [$0] } ?? []) + [first.utterance]
    }
}
