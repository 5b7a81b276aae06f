/// A VoiceOver user moving through a screen: focus, gestures, and everything spoken, recorded.
///
/// The reader follows the interaction rules of the phrasing spec: focus moves within the
/// frontmost context and stops at its ends (`[sound: boundary]`); alerts, sheets and popovers
/// are modal and return focus when dismissed; steppers step exactly; text fields echo typing;
/// secure fields click; shake offers undo and redo; an action that does nothing is
/// `[sound: unavailable]`.
///
/// ```swift
/// var reader = try ScreenReader(screen: screen, voice: .builtIn(.en))
/// reader.next()                  // ["Delete. Button."]
/// reader.activate()              // alert dismissed; focus back, spoken
/// reader.alertResults.last?.button        // .app(index: 0, title: "Delete")
/// print(reader.log.transcript)
/// ```
public struct ScreenReader: Sendable {
    /// The screen, as the gestures have changed it.
    public internal(set) var screen: Screen
    /// Phrases what is spoken.
    public let generator: SpeechGenerator
    /// Everything spoken so far, with its cause.
    public internal(set) var log = SpokenLog()
    /// How each alert and action sheet was dismissed, oldest first.
    public internal(set) var alertResults: [AlertResult] = []
    /// Stepper value-changed events, oldest first (ST6).
    public internal(set) var valueChanges: [StepperValueChange] = []
    /// Elements activated that the app would act on (buttons, links), oldest first.
    public internal(set) var activatedElements: [AccessibilityElement] = []
    /// Custom actions performed (X1), oldest first: the element and the action's name.
    public internal(set) var performedActions: [(element: AccessibilityElement, action: String)] = []
    /// The index of the focused stop in ``focusStops``, or `nil` when there is none.
    public internal(set) var focusIndex: Int?
    /// The rotor's item, once turned (RO1); `nil` before.
    public internal(set) var rotor: RotorItem?
    /// The custom action the Actions rotor said last, and on which stop.
    var shownAction: (stop: Int, index: Int)?
    /// For each rotor item asked for since the stops were last made, the indices of the stops it
    /// finds, in order: a rotor move is then a binary search, the same on any screen. A list,
    /// not a dictionary: a screen is asked for one item or two, and each screen a task walks
    /// asks (issue 34).
    var rotorStops: [(item: RotorItem, stops: [Int])] = []
    /// The custom rotor result said last.
    var customRotorResult: Int?

    /// The frontmost context's focus stops, rebuilt after every change to the screen.
    var tree: AccessibilityTree {
        // Any change to the tree (a rebuild, a stop made again, a presentation) ends the
        // spoken screen's words: they were its stops'.
        didSet { spokenStops = nil }
    }
    /// What each stop says, read from the spoken screen the session started on
    /// (``init(screen:spoken:)``) while the tree is still that screen's, so a stop focus passes
    /// is not phrased again (issue 34: a task's listening path); `nil` once the tree changed, and
    /// `nil` for a stop made again in place (``refreshStops(ofControlAt:)``).
    var spokenStops: SpokenWords?
    /// For each presentation level, the focus of the context below it, restored on dismissal.
    var savedFocus: [Int]
    /// The text field being edited, if any (it belongs to the frontmost context).
    var editing: FocusTarget?
    /// Where the stops of the control changed last are in ``tree``, and its path: found when
    /// the control first changes, so that changing it again (each character typed, each swipe)
    /// costs the same on any screen, and a screen whose controls change once each is not
    /// indexed whole (issue 34: a task changes a few per screen). `nil` after a rebuild.
    var lastChanged: (path: [Int], stops: Range<Int>)?
    /// For each presentation level, the stops of the context it covers, restored when it is
    /// dismissed (nothing beneath a modal presentation changes); `nil` where they must be made
    /// again.
    var coveredTrees: [AccessibilityTree?] = []

    /// Starts a session and speaks the initial utterance: the announcement of what is presented
    /// (and its first stop when it has no title or message), or the first element.
    ///
    /// ```swift
    /// let reader = ScreenReader(screen: Screen { Button("OK") }, voice: try .builtIn(.en))
    /// reader.log.transcript   // "OK. Button.\n"
    /// ```
    public init(screen: Screen, voice: Voice, verbosity: Verbosity = .default, device: InputDevice = .touch,
                reader: Reader = .voiceOver) {
        self.init(screen: screen, voice: voice, verbosity: verbosity, device: device, rules: reader.rules)
    }

    /// Starts a session as a reader whose rules are given as a value.
    ///
    /// ```swift
    /// let reader = ScreenReader(screen: screen, voice: try .builtIn(.en), rules: VoiceOverRules())
    /// ```
    public init(screen: Screen, voice: Voice, verbosity: Verbosity = .default, device: InputDevice = .touch,
                rules: any ReaderRules) {
        self.screen = screen
        self.generator = SpeechGenerator(voice: voice, verbosity: verbosity, device: device, rules: rules)
        self.tree = AccessibilityTree(screen: screen, rules: rules)
        // An alert that is up when a document loads returns focus to the screen's first element.
        self.savedFocus = Array(repeating: 0, count: screen.presentations.count)
        self.coveredTrees = Array(repeating: nil, count: screen.presentations.count)
        self.focusIndex = tree.focusStops.isEmpty ? nil : 0
        log.record(.start, output: arrivalOutput())
    }

    /// The log of a whole session: a reader started on a screen, running a command script.
    ///
    /// ```swift
    /// ScreenReader.session(on: screen, running: [.next, .activate], voice: try .builtIn(.en)).transcript
    /// ```
    public static func session(on screen: Screen, running commands: [ScreenReaderCommand], voice: Voice,
                               verbosity: Verbosity = .default) -> SpokenLog {
        var reader = ScreenReader(screen: screen, voice: voice, verbosity: verbosity)
        for command in commands { reader.perform(command) }
        return reader.log
    }

    /// The screen reader this session is: whose rules decide the stops and phrase them.
    ///
    /// ```swift
    /// ScreenReader(screen: screen, voice: try .builtIn(.en), reader: .talkBack).reader   // .talkBack
    /// ```
    public var reader: Reader { generator.reader }

    /// The frontmost context's focus stops, in reading order.
    ///
    /// ```swift
    /// reader.focusStops.map(\.element.label)
    /// ```
    public var focusStops: [FocusStop] { tree.focusStops }

    /// The tree of the frontmost context as the reader holds it: containers and stops.
    ///
    /// ```swift
    /// reader.accessibilityTree.containers.map(\.kind)   // [.list, .tabBar]
    /// ```
    public var accessibilityTree: AccessibilityTree { tree }

    /// The focused stop, if any.
    ///
    /// ```swift
    /// reader.focusedStop?.element.label   // "Delete"
    /// ```
    public var focusedStop: FocusStop? { focusIndex.map { tree.focusStops[$0] } }

    // MARK: Gestures

    /// Performs a gesture, records it and returns what it made the screen reader say.
    ///
    /// ```swift
    /// reader.perform(.type("hello"))
    /// ```
    @discardableResult
    public mutating func perform(_ command: ScreenReaderCommand) -> [Utterance] {
        var recorded = command
        let output: [Utterance]
        switch command {
        case .next: output = moveFocus(by: 1)
        case .previous: output = moveFocus(by: -1)
        case .first: output = focus(at: 0)
        case .last: output = focus(at: tree.focusStops.count - 1)
        case .activate: output = actionToPerform.map { performCustomAction(named: $0) } ?? activateFocused()
        case .escape: output = escapeGesture()
        case .increment: output = adjustFocused(incrementing: true)
        case .decrement: output = adjustFocused(incrementing: false)
        case .type(let text):
            // The transcript shows a secure field's typing as bullets, never the text (§12).
            if isEditingSecureField { recorded = .type(String(repeating: "•", count: text.count)) }
            output = typeText(text)
        case .shake: output = shakeGesture()
        case .action(let name): output = performCustomAction(named: name)
        case .rotor(let item): output = turnRotor(to: item)
        case .down: output = swipeVertically(down: true)
        case .up: output = swipeVertically(down: false)
        case .touch(let x, let y): output = touch(x: x, y: y)
        case .readAll: output = readAll(from: focusIndex)
        case .readFromTop: output = readAll(from: tree.focusStops.isEmpty ? nil : 0)
        }
        log.record(.command(recorded), output: output)
        return output
    }

    /// Swipe right: the next stop, or `[sound: boundary]` at the last.
    @discardableResult public mutating func next() -> [Utterance] { perform(.next) }
    /// Swipe left: the previous stop, or `[sound: boundary]` at the first.
    @discardableResult public mutating func previous() -> [Utterance] { perform(.previous) }
    /// The first stop of the frontmost context.
    @discardableResult public mutating func first() -> [Utterance] { perform(.first) }
    /// The last stop of the frontmost context.
    @discardableResult public mutating func last() -> [Utterance] { perform(.last) }
    /// Double tap the focused stop.
    @discardableResult public mutating func activate() -> [Utterance] { perform(.activate) }
    /// Two-finger scrub: cancel the alert, dismiss the popover or sheet.
    @discardableResult public mutating func escape() -> [Utterance] { perform(.escape) }
    /// Swipe up on an adjustable element.
    @discardableResult public mutating func increment() -> [Utterance] { perform(.increment) }
    /// Swipe down on an adjustable element.
    @discardableResult public mutating func decrement() -> [Utterance] { perform(.decrement) }
    /// Type into the text field being edited.
    @discardableResult public mutating func type(_ text: String) -> [Utterance] { perform(.type(text)) }
    /// Shake: the undo alert, when there is something to undo or redo.
    @discardableResult public mutating func shake() -> [Utterance] { perform(.shake) }
    /// Perform the focused element's custom action of this name.
    @discardableResult public mutating func action(_ name: String) -> [Utterance] { perform(.action(name)) }

    /// X1: the app is told and nothing is spoken; a name the element does not have is
    /// `[sound: unavailable]`.
    mutating func performCustomAction(named name: String) -> [Utterance] {
        guard let element = focusedStop?.element, element.customActions.contains(name) else {
            return [generator.sound(.unavailable)]
        }
        performedActions.append((element, name))
        return []
    }

    // MARK: Focus

    private mutating func moveFocus(by offset: Int) -> [Utterance] {
        guard let index = focusIndex, tree.focusStops.indices.contains(index + offset) else {
            return [generator.sound(.boundary)]
        }
        return focus(at: index + offset)
    }

    /// One swipe right (or left) that moves: the stop it says, as `perform(.next)` (or
    /// `.previous`) would say it, appended to `heard` without a list of one made and let go, or
    /// an optional copied and then let go. `false` (nothing appended) when the swipe would not
    /// move (a boundary) or the log keeps what is said: then ask `perform`. A task's listening
    /// path swipes through most stops of each screen it walks (issue 34).
    package mutating func swipeSayingOneStop(forward: Bool, into heard: inout [Utterance]) -> Bool {
        guard !log.isRecording, let index = focusIndex else { return false }
        let target = forward ? index + 1 : index - 1
        guard tree.focusStops.indices.contains(target) else { return false }
        focusIndex = target
        heard.append(currentUtterance(ofStop: target))
        return true
    }

    package mutating func focus(at index: Int) -> [Utterance] {
        guard tree.focusStops.indices.contains(index) else { return [generator.sound(.boundary)] }
        focusIndex = index
        return [currentUtterance(ofStop: index)]
    }

    /// What is spoken when a context comes to the front: its announcement, then (A5) its first
    /// stop unless the announcement already said it (a title or message).
    func arrivalOutput() -> [Utterance] {
        let announcement = tree.presentation.flatMap(generator.announcement(for:))
        guard let first = tree.focusStops.first else { return announcement.map { [$0] } ?? [] }
        if let announcement, first.target == .title || first.target == .message { return [announcement] }
        return (announcement.map { [$0] } ?? []) + [generator.utterance(forStop: 0, in: tree)]
    }

    /// Rebuilds the focus stops after the screen changed, keeping the focus index in range.
    mutating func rebuildTree() {
        tree = AccessibilityTree(screen: screen, rules: generator.rules)
        lastChanged = nil
        rotorStops = []
        if tree.focusStops.isEmpty { focusIndex = nil } else { focusIndex = min(focusIndex ?? 0, tree.focusStops.count - 1) }
    }

    /// The focused stop spoken again, after something changed it.
    func focusedUtterance() -> [Utterance] {
        focusIndex.map { [generator.utterance(forStop: $0, in: tree)] } ?? []
    }
}
