import Speakable

/// One screen being walked: the screen reader on it, and what is known of its stops (their
/// names, what each says and the audit's findings), read from the layer spoken once, and made
/// again only for the stops a gesture changed.
struct TaskSession {
    var reader: ScreenReader
    /// The rules whose warnings and errors make a step's problems (the walker leaves notes out).
    let rules: [AuditRule]
    /// The layer the user is in, spoken once when it appears (a presentation coming or going
    /// makes a new one): what the audit reads. Let go once the layer is audited (the reader
    /// keeps its words), so the reader's tree is its own and the first gesture that changes a
    /// stop does not copy every stop of the screen (issue 34).
    private var spoken: SpokenScreen?
    /// The layer the findings below were made for: its stop count and presentations.
    private var auditedLayer: (stops: Int, presentations: Int)?
    /// Each stop's names a task may call it by (its label and what it says without trait
    /// words), made when first asked: most stops are told apart by their label alone. Kept only
    /// for a stop the reader still says as the layer was spoken (a stop a gesture made again,
    /// a typed field, a flipped switch, has its names made when asked).
    private var knownNames: [[String]?] = []
    /// Each stop's label, for the stops whose spoken name begins with it normalized (`nil` for
    /// the others): read once per layer, since every action asks it of every stop, with the
    /// bytes of printable ASCII labels normalized then (``MatchedLabel``).
    private var knownLabels: [MatchedLabel?] = []
    /// What the user hears as the screen appears (the reader's arrival, TK4).
    let arrival: [Utterance]
    /// The audit's warnings and errors on the frontmost context, by stop.
    private(set) var findingsByStop: [Int: [AuditFinding]] = [:]

    /// A session on a screen already spoken: the reader starts on its tree, and neither is
    /// made again.
    init(screen: Screen, spoken: SpokenScreen, rules: [AuditRule]) {
        reader = ScreenReader(screen: screen, spoken: spoken)
        // Each step keeps what its gestures said: the reader keeps no second record of it.
        arrival = reader.log.utterances
        reader.stopRecording()
        self.spoken = spoken
        self.rules = rules
        learnLayer()
    }

    /// The reader's name, for reasons people read (`VoiceOver says only 'Button.'`).
    var readerName: String { reader.reader.displayName }

    /// Performs one action; `heardFirst` is what the user heard as the screen appeared (for the
    /// first action of a screen), counted on its listening path.
    mutating func perform(_ action: TaskAction, heardFirst: [Utterance]) -> TaskStepResult {
        refreshKnowledge()
        var step = TaskStepResult(number: 0, screenIndex: 0, action: action, place: nil, screenBefore: reader.screen, targetStop: nil, targetDescription: nil,
                                  pathStops: [], heard: heardFirst, response: [], swipes: 0, seconds: nil, shortestGestures: [],
                                  findings: [], reason: nil, closestNames: [], reached: false, overLimits: nil)
        guard let target = action.target else {
            // Explicit gestures: performed as written; each is a gesture the user makes. One
            // the reader does not have blocks the step (TB20), before any is made.
            guard case .gestures(let commands) = action else { return step }
            if let missing = commands.first(where: { !reader.generator.rules.has($0) }) {
                step.reason = "\(readerName) has no '\(missing)' \(reader.generator.rules.gestures.contains(missing.name) ? "reading control" : "gesture")"
                return step
            }
            for command in commands {
                step.heard += reader.perform(command)
                if let focus = reader.focusIndex, step.pathStops.last != focus { step.pathStops.append(focus) }
            }
            step.swipes = commands.count
            step.reached = true
            step.targetStop = reader.focusIndex
            step.findings = problems(on: step.pathStops)
            return step
        }
        guard let stop = resolve(target, for: action, into: &step) else { return step }
        step.targetStop = stop
        step.targetDescription = spokenDescription(ofStop: stop)
        step.shortestGestures = shortestPath(to: stop)
        reach(stop, into: &step)
        act(action, into: &step)
        step.findings = problems(on: step.pathStops)
        return step
    }

    // MARK: Knowledge of the stops

    private mutating func refreshKnowledge() {
        // The audit of the layer as the user meets it: a typed text or a flipped switch does not
        // audit the screen again (docs/Decisions.md, issue 34); a presentation coming or going does.
        // What a gesture made again is known from the reader (`saysAsSpoken`), not by comparing
        // every stop after each action.
        let layer = (stops: reader.focusStops.count, presentations: reader.screen.presentations.count)
        let newLayer = auditedLayer.map { $0 != layer } ?? true
        if newLayer, auditedLayer != nil {
            // A new layer is spoken once, from the tree the reader already holds, and the reader
            // reads its words from it as on the first layer.
            let layerSpoken = SpokenScreen(tree: reader.accessibilityTree, voice: reader.generator.voice, verbosity: reader.generator.verbosity,
                                           device: reader.generator.device, rules: reader.generator.rules)
            reader.adoptWords(of: layerSpoken)
            spoken = layerSpoken
            learnLayer()
        }
        if newLayer {
            auditedLayer = layer
            // The audit reads the spoken layer: its tree and descriptions are not made again.
            // (The walker gave only rules whose findings can make a problem: no notes.)
            let audit = AccessibilityAudit(rules: rules, voice: reader.generator.voice)
            // A new layer is always spoken (above, or as the session was made), and let go
            // only here.
            let found = spoken.map { audit.findings(in: reader.screen, spoken: $0) } ?? []
            spoken = nil
            findingsByStop = Dictionary(grouping: found.filter { $0.stop != nil && $0.severity != .note }, by: { $0.stop ?? -1 })
        }
    }

    /// Forgets the names of the last layer and tells the labels of this one, once.
    private mutating func learnLayer() {
        let stops = reader.focusStops
        knownNames = Array(repeating: nil, count: stops.count)
        knownLabels = stops.indices.map { Self.matchedLabel(ofStop: $0, in: stops) }
    }

    /// The label that a stop's spoken name begins with, once normalized: its label when that is
    /// the app's own text with no table cell; `nil` when the name may begin otherwise. Read
    /// where the stop lies, its element not copied.
    private static func matchedLabel(ofStop index: Int, in stops: [FocusStop]) -> MatchedLabel? {
        guard stops[index].element.label.word == nil, !stops[index].element.label.text.isEmpty,
              stops[index].element.tableCell == nil else { return nil }
        return MatchedLabel(stops[index].element.label.text)
    }

    /// Whether `name` (normalized) begins with `label` normalized. Printable ASCII (most names
    /// and labels, where characters are bytes) is compared byte by byte where the bytes lie,
    /// with nothing made: every stop's label is asked for each action.
    static func name(_ name: SoughtName, beginsWith label: MatchedLabel) -> Bool {
        guard name.isPrintableASCII, let kept = label.asciiKept else { return name.text.hasPrefix(normalized(label.text)) }
        // Told by the first byte, as the loop below would at its first offset.
        if let first = label.firstKept, let sought = name.firstByte, first != sought { return false }
        let answer = name.text.utf8.withContiguousStorageIfAvailable { name in
            label.text.utf8.withContiguousStorageIfAvailable { label -> Bool in
                guard name.count >= kept.count else { return false }
                for offset in 0..<kept.count {
                    let byte = label[kept.lowerBound + offset]
                    if name[offset] != ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) { return false }
                }
                return true
            }
        }
        return (answer ?? nil) ?? name.text.hasPrefix(normalized(label.text))
    }

    /// A stop's label and its spoken description without trait words, hints and context
    /// (`Email: ann`), lower-cased and without a final period, for matching. A stop whose label is
    /// the app's own text, with no value and no table cell, says its label and nothing more
    /// before its trait words, so the phrasing is asked only for the others.
    static func names(ofStop index: Int, in tree: AccessibilityTree, utterance phrase: () -> Utterance) -> [String] {
        namesByLabel(ofStop: index, in: tree) ?? names(ofStop: index, in: tree, utterance: phrase())
    }

    /// The stop's names when its label alone tells them (the app's own text, with no value and
    /// no table cell); `nil` when its phrasing must be asked.
    static func namesByLabel(ofStop index: Int, in tree: AccessibilityTree) -> [String]? {
        // Read where the stop lies, the element not copied.
        let label = tree.focusStops[index].element.label
        guard label.word == nil, tree.focusStops[index].element.value == nil, tree.focusStops[index].element.tableCell == nil,
              !label.text.isEmpty else { return nil }
        // Printable ASCII (most labels) is told byte by byte, without each scalar's properties.
        guard label.text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F })
                || label.text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && !$0.properties.isWhitespace || $0 == " " }) else { return nil }
        let name = normalized(label.text)
        return name.isEmpty ? [] : [name]
    }

    /// The stop's names from its phrasing, `utterance`.
    static func names(ofStop index: Int, in tree: AccessibilityTree, utterance: Utterance) -> [String] {
        // By kind, so a reader's own parts (TalkBack's) count as the label or value they are.
        let core = utterance.segments.filter { [.label, .value, .cell, .title, .message].contains($0.kind) }
        let spoken = Utterance(kind: utterance.kind, segments: core, voice: utterance.voice).text
        let label = tree.focusStops[index].element.label
        let labelText = label.word == nil ? label.text : Utterance(kind: utterance.kind, segments: [.label(label)], voice: utterance.voice).text
        // Two names at most: told apart by one comparison, not by hashing them into a set (every
        // name is asked only whether it is there, or how near it is, so their order is no matter).
        let named = Self.normalized(labelText), said = Self.normalized(spoken)
        return (named.isEmpty ? [] : [named]) + (said.isEmpty || said == named ? [] : [said])
    }

    /// The stop's names, made once per set of stops.
    mutating func names(ofStop index: Int) -> [String] {
        let asSpoken = reader.saysAsSpoken(stop: index) && knownNames.indices.contains(index)
        if asSpoken, let known = knownNames[index] { return known }
        // Asked in two steps, not through a closure: one that phrases the stop held a copy of
        // the whole session (issue 34).
        let tree = reader.accessibilityTree
        let made = Self.namesByLabel(ofStop: index, in: tree) ?? Self.names(ofStop: index, in: tree, utterance: reader.currentUtterance(ofStop: index))
        if asSpoken { knownNames[index] = made }
        return made
    }

    /// Whether the stop is called `name` (normalized). What a stop says before its trait words
    /// starts with its label when the label is the app's own text, so a stop whose label does
    /// not begin the name is passed over without phrasing it.
    mutating func isCalled(_ name: SoughtName, stop index: Int) -> Bool {
        let label = reader.saysAsSpoken(stop: index) && knownLabels.indices.contains(index)
            ? knownLabels[index] : Self.matchedLabel(ofStop: index, in: reader.focusStops)
        if let label, !Self.name(name, beginsWith: label) { return false }
        return names(ofStop: index).contains(name.text)
    }

    /// Lower case, surrounding white space and final periods removed.
    static func normalized(_ text: String) -> String {
        // Printable ASCII (most labels) byte by byte where the bytes lie, written once into the
        // new string (a short one is kept inline, with nothing allocated): every action
        // normalizes its name and the names of the stops that could be it.
        let inPlace = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            var end = bytes.count
            while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x2E { end -= 1 }
            var start = 0
            while start < end, bytes[start] == 0x20 { start += 1 }
            return String(unsafeUninitializedCapacity: end - start) { buffer in
                for offset in 0..<(end - start) {
                    let byte = bytes[start + offset]
                    buffer[offset] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                }
                return end - start
            }
        }
        if let inPlace, let normalized = inPlace { return normalized }
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            var bytes = Array(text.utf8)
            while let last = bytes.last, last == 0x20 || last == 0x2E { bytes.removeLast() }
            let start = bytes.firstIndex { $0 != 0x20 } ?? bytes.endIndex
            return String(decoding: bytes[start...].map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        var end = scalars.endIndex
        while end > first, let last = scalars[..<end].last, last.properties.isWhitespace || last == "." { end = scalars.index(before: end) }
        return String(String.UnicodeScalarView(scalars[first..<end])).lowercased()
    }

    /// What the stop says without its hint (as findings quote it).
    func spokenDescription(ofStop index: Int) -> String {
        reader.currentUtterance(ofStop: index).spokenDescription
    }

    /// The audit's warnings and errors on these stops.
    private func problems(on stops: [Int]) -> [AuditFinding] {
        // Most layers have none: then no path is looked at.
        guard !findingsByStop.isEmpty else { return [] }
        var seen = Set<Int>()
        return stops.filter { seen.insert($0).inserted }.flatMap { findingsByStop[$0] ?? [] }
    }
}
