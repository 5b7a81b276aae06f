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
    /// What each stop says, without hints or actions (what a finding quotes).
    public let descriptions: [String]
    /// The smallest hit area, in points (WCAG 2.2's 24, or the HIG's 44 with `--min-target 44`).
    public let minimumTarget: Double
    /// Whether any stop has a frame: rules that need frames say nothing otherwise.
    public let hasFrames: Bool
    /// Secure texts a capture held in clear (only their count is ever used).
    public let secureTextsInClear: Int
    /// How long each stop takes to reach, when the speech was synthesized (`listening-cost`).
    public var listeningCost: ListeningCost?
    /// The limits of the opt-in `listening-cost` rule.
    public var listeningLimits = ListeningLimits()
    private let contexts: [StopContext]

    /// Prepares a screen for the rules.
    ///
    /// ```swift
    /// let audited = AuditedScreen(screen: Screen { Button("OK") }, voice: try .builtIn(.en))
    /// audited.descriptions   // ["OK. Button."]
    /// ```
    public init(screen: Screen, voice: Voice, minimumTarget: Double = 24, secureTextsInClear: Int = 0, reader: Reader = .voiceOver) {
        self.init(screen: screen, voice: voice, minimumTarget: minimumTarget, secureTextsInClear: secureTextsInClear, rules: reader.rules)
    }

    /// Prepares a screen for the rules as a reader whose rules are given as a value: the rules'
    /// logic reads each stop's role and actions, so it is the same for every reader.
    ///
    /// ```swift
    /// let audited = AuditedScreen(screen: Screen { Button("OK") }, voice: try .builtIn(.en), rules: VoiceOverRules())
    /// ```
    public init(screen: Screen, voice: Voice, minimumTarget: Double = 24, secureTextsInClear: Int = 0, rules: any ReaderRules) {
        self.screen = screen
        self.voice = voice
        self.minimumTarget = minimumTarget
        self.secureTextsInClear = secureTextsInClear
        let tree = AccessibilityTree(screen: screen, rules: rules)
        self.tree = tree
        let generator = SpeechGenerator(voice: voice, verbosity: Verbosity(hints: false, actions: .none, containers: true), rules: rules)
        descriptions = tree.focusStops.indices.map { generator.utterance(forStop: $0, in: tree).text }
        contexts = tree.focusStops.indices.map { tree.context(ofStop: $0) }
        elements = tree.focusStops.map(\.element)
        let keys: [(AccessibilityTraits, VoiceKey)] = [
            (.button, .button), (.link, .link), (.image, .image), (.header, .heading), (.tabBarItem, .tab),
            (.searchField, .searchField), (.textField, .textField), (.switchButton, .switchButton), (.adjustable, .adjustable),
        ]
        traitWords = keys.map { trait, key in (trait, Self.bareWord(voice[key]).lowercased()) }
        hasFrames = tree.focusStops.contains { $0.element.frame != nil }
    }

    /// The stops' elements, made once (every rule walks them).
    let elements: [AccessibilityElement]
    /// The voice's word for each trait a label may repeat, lower case, without its period.
    let traitWords: [(trait: AccessibilityTraits, word: String)]

    /// A trait word without its sentence end (`Button.` → `Button`): how a finding quotes it,
    /// and how the report's legend heads its rows with it.
    ///
    /// ```swift
    /// AuditedScreen.bareWord("Actions Available.")   // "Actions Available"
    /// ```
    public static func bareWord(_ word: String) -> String {
        var word = Substring(word)
        while let last = word.last, last == "." || last == "。" || last == " " { word = word.dropLast() }
        return String(word)
    }


    /// Whether the stop is in a series that says `N of M`.
    func hasSeriesPosition(_ index: Int) -> Bool {
        contexts[index].suffixes.contains { if case .series = $0 { true } else { false } }
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
