import Speakable

/// What the rules look at: the screen, its tree, and what each stop says, computed once for all
/// the rules. The audit is a pass over the tree (the tree issue), not over the controls.
public struct AuditedScreen: Sendable {
    /// A problem a rule found, before it is made a finding (messages are in the voice).
    struct Problem {
        var stop: Int?
        var message: String
    }

    /// The screen audited.
    public let screen: Screen
    /// Its tree (frontmost context).
    public let tree: AccessibilityTree
    /// The voice the messages and trait words are in.
    public let voice: Voice
    /// What each stop says, without hints or actions (what a finding quotes), made when asked:
    /// the rules ask ``description(ofStop:)`` of the few stops they quote or compare.
    public var descriptions: [String] { spokenStops.map(\.description) }
    /// The spoken screen's stops, whose descriptions are read when a rule asks for one.
    let spokenStops: [SpokenStop]
    /// Whether each stop's utterance is the phrasing its description is made from (everything
    /// said): then how a description begins can be read from the utterance's segments.
    let describesAsSpoken: Bool
    /// The smallest hit area, in points or dp: the one asked for, else the reader's (TalkBack's
    /// 48 dp, TB22), else WCAG 2.2's 24 (the HIG's 44 with `--min-target 44`).
    public let minimumTarget: Double
    /// How many units of the frames make a point or dp (an Android capture's pixels per dp):
    /// `hit-region` measures a frame divided by it.
    public let pixelsPerPoint: Double
    /// The reader whose tree and words are audited.
    public let reader: Reader
    /// What the audit says in that reader's terms: its platform checks, minimum and messages.
    public let terms: ReaderAuditTerms
    /// Whether any stop has a frame: rules that need frames say nothing otherwise.
    public let hasFrames: Bool
    /// Whether any stop came from an Android capture's node: the rules about what such a node
    /// says (`clickable-span`, `editable-content-desc`) say nothing otherwise, without asking
    /// each stop (issue 34: a task audits each screen it walks).
    let hasAndroidNodes: Bool
    /// Secure texts a capture held in clear (only their count is ever used).
    public let secureTextsInClear: Int
    /// How long each stop takes to reach, when the speech was synthesized (`listening-cost`).
    public var listeningCost: ListeningCost?
    /// The limits of the opt-in `listening-cost` rule.
    public var listeningLimits = ListeningLimits()

    /// Prepares a screen for the rules.
    ///
    /// ```swift
    /// let audited = AuditedScreen(screen: Screen { Button("OK") }, voice: try .builtIn(.en))
    /// audited.descriptions   // ["OK. Button."]
    /// ```
    public init(screen: Screen, voice: Voice, minimumTarget: Double? = nil, secureTextsInClear: Int = 0, reader: Reader = .voiceOver) {
        self.init(screen: screen, voice: voice, minimumTarget: minimumTarget, secureTextsInClear: secureTextsInClear, rules: reader.rules)
    }

    /// Prepares a screen for the rules as a reader whose rules are given as a value: the rules'
    /// logic reads each stop's role and actions, so it is the same for every reader.
    ///
    /// ```swift
    /// let audited = AuditedScreen(screen: Screen { Button("OK") }, voice: try .builtIn(.en), rules: VoiceOverRules())
    /// ```
    public init(screen: Screen, voice: Voice, minimumTarget: Double? = nil, secureTextsInClear: Int = 0, rules: any ReaderRules) {
        self.init(screen: screen, spoken: SpokenScreen(screen: screen, voice: voice, rules: rules), minimumTarget: minimumTarget,
                  secureTextsInClear: secureTextsInClear)
    }

    /// Prepares a screen already spoken (`spoken` is `screen`'s) for the rules: its tree, and
    /// what each stop says, are the spoken screen's (issue 32: the audit is a view of it), and so
    /// are its reader and that reader's audit terms (TB22).
    ///
    /// - Parameters:
    ///   - screen: The screen audited.
    ///   - spoken: The screen spoken once, by the reader audited.
    ///   - minimumTarget: The smallest hit area asked for; `nil`: the reader's, else 24.
    ///   - secureTextsInClear: How many secure texts the source held in clear.
    ///   - pixelsPerPoint: How many units of the frames make a point or dp (an Android
    ///     capture's density); 1 for frames in points.
    ///
    /// ```swift
    /// let spoken = SpokenScreen(screen: screen, voice: try .builtIn(.en))
    /// let audited = AuditedScreen(screen: screen, spoken: spoken)
    /// ```
    public init(screen: Screen, spoken: SpokenScreen, minimumTarget: Double? = nil, secureTextsInClear: Int = 0, pixelsPerPoint: Double = 1) {
        let voice = spoken.voice
        self.screen = screen
        self.voice = voice
        reader = spoken.reader
        terms = spoken.rules.auditTerms
        self.minimumTarget = minimumTarget ?? terms.minimumTarget ?? 24
        self.pixelsPerPoint = pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? pixelsPerPoint : 1
        self.secureTextsInClear = secureTextsInClear
        tree = spoken.tree
        spokenStops = spoken.stops
        describesAsSpoken = spoken.verbosity == .default
        let keys: [(AccessibilityTraits, VoiceKey)] = [
            (.button, .button), (.link, .link), (.image, .image), (.header, .heading), (.tabBarItem, .tab),
            (.searchField, .searchField), (.textField, .textField), (.switchButton, .switchButton), (.adjustable, .adjustable),
        ]
        traitWords = keys.map { trait, key in (trait, Self.bareWord(voice[key]).lowercased()) }
        wordedTraits = traitWords.reduce(into: AccessibilityTraits()) { if !$1.word.isEmpty { $0.formUnion($1.trait) } }
        hasFrames = SpokenStop.anyHasFrame(spoken.stops)
        hasAndroidNodes = spoken.tree.hasAndroidNodes
    }

    /// What the stop says, without its hint or `Actions Available.` (what a finding quotes):
    /// read from the spoken screen's phrasing of it when a rule asks, so a screen whose stops
    /// no rule quotes has none of them formatted.
    ///
    /// ```swift
    /// let audited = AuditedScreen(screen: Screen { Button("OK") }, voice: try .builtIn(.en))
    /// audited.description(ofStop: 0)   // "OK. Button."
    /// ```
    public func description(ofStop index: Int) -> String { spokenStops[index].description }

    /// The stops' elements, read in place from the tree (every rule walks them).
    var elements: AuditedStopElements { AuditedStopElements(stops: tree.focusStops) }
    /// The voice's word for each trait a label may repeat, lower case, without its period.
    let traitWords: [(trait: AccessibilityTraits, word: String)]
    /// The traits of ``traitWords`` whose word is not empty, as one set: a stop with none of
    /// them is told apart by one test (issue 34: every stop of every screen a task walks).
    let wordedTraits: AccessibilityTraits

    /// A trait word without its sentence end (`Button.` → `Button`): how a finding quotes it,
    /// and how the report's legend heads its rows with it.
    ///
    /// ```swift
    /// AuditedScreen.bareWord("Actions Available.")   // "Actions Available"
    /// ```
    public static func bareWord(_ word: String) -> String {
        // Byte by byte where the word ends in ASCII or `。` (every word of the built-in voices):
        // each screen a task walks tells its trait words. A period or space is its own
        // character unless a combining mark follows it, and then the last byte is the mark's.
        var end = word.utf8.endIndex
        let bytes = word.utf8
        while end > bytes.startIndex {
            let last = bytes[bytes.index(before: end)]
            if last == 0x2E || last == 0x20 { end = bytes.index(before: end); continue }
            guard last == 0x82, bytes.distance(from: bytes.startIndex, to: end) >= 3 else { break }
            let start = bytes.index(end, offsetBy: -3)
            guard bytes[start] == 0xE3, bytes[bytes.index(after: start)] == 0x80 else { break }
            end = start
        }
        if end == bytes.endIndex || end == bytes.startIndex || bytes[bytes.index(before: end)] < 0x80 { return String(word[..<end]) }
        var word = Substring(word)
        while let last = word.last, last == "." || last == "。" || last == " " { word = word.dropLast() }
        return String(word)
    }


    /// The message of `key` in the reader's terms (TB22: what TalkBack will do, in its words),
    /// with its holes filled.
    func message(_ key: VoiceKey, _ values: [String: String] = [:]) -> String {
        voice.message(terms.message(key), values)
    }

    /// Whether the stop is in a series that says `N of M`.
    func hasSeriesPosition(_ index: Int) -> Bool {
        spokenStops[index].context.suffixes.contains { if case .series = $0 { true } else { false } }
    }

    /// "Actionable" (audit spec §1): a button, link, switch, tab, adjustable, text entry, or
    /// anything with custom actions: whatever the reader's role table gave actions.
    func isActionable(_ index: Int) -> Bool {
        !tree.focusStops[index].actions.isEmpty
    }

    /// The control a stop stands for, if it is one of the screen's controls.
    func control(of index: Int) -> Control? {
        if case .control(let path) = tree.focusStops[index].target { return screen.frontmostControl(at: path) }
        return nil
    }
}
