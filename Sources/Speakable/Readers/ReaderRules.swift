/// What a screen reader is (talkback.md TB2): data plus a few functions. The tree asks which
/// elements are stops, what each is (its role, with its container applied) and what it can do
/// (its actions), once; the generator asks for the recipe that speaks a stop and the
/// announcement of a presentation; the screen reader asks which gestures exist. Adding a reader
/// is a new conforming type and its words: the tree, the capture readers, the audit's rules and
/// the outputs do not change.
///
/// ```swift
/// let rules = Reader.voiceOver.rules
/// let element = AccessibilityElement(label: "Volume", value: .text("5"), traits: .adjustable)
/// rules.role(of: element, in: nil)               // .adjustable
/// rules.actions(of: element, role: .adjustable)  // [.adjust]
/// ```
public protocol ReaderRules: Sendable {
    /// Which reader these rules are.
    var reader: Reader { get }

    /// Whether an element that is an accessibility element is a focus stop. `inTabBar`: it is
    /// inside a tab bar, where VoiceOver stops even on an item with nothing to say (C4).
    func isStop(_ element: AccessibilityElement, inTabBar: Bool) -> Bool

    /// The element as this reader perceives it in its container: VoiceOver makes every item of a
    /// tab bar a tab (C4). The default is the element unchanged.
    func stopElement(_ element: AccessibilityElement, in container: AccessibilityContainerType?) -> AccessibilityElement

    /// The element as this reader's platform would show the widget, when that is another shape
    /// than the app's element (TB18: TalkBack meets a stepper as its value and two buttons);
    /// `nil` (the default) keeps the element. The tree asks before it decides the stops.
    func platformElement(for element: AccessibilityElement) -> AccessibilityElement?

    /// The role table with the container applied: what the stop is.
    func role(of element: AccessibilityElement, in container: AccessibilityContainerType?) -> AccessibilityRole

    /// What the reader can do on a stop of this role.
    func actions(of element: AccessibilityElement, role: AccessibilityRole) -> StopActions

    /// Decides a stop in its container, once, when the tree is built: its element as perceived
    /// there, its role and its actions. The default asks ``stopElement(_:in:)``,
    /// ``role(of:in:)`` and ``actions(of:role:)`` in turn; a reader that works something out
    /// on the way that phrasing needs again (TalkBack's node) decides it here and keeps it with
    /// the stop.
    func decide(_ stop: inout FocusStop, in container: AccessibilityContainerType?)

    /// What is said when focus lands on a stop: its role's recipe and the reader's separator.
    func utterance(for stop: FocusStop, context: StopContext, phrasing: SpeechGenerator) -> Utterance

    /// What is said when something is presented, or `nil` when it says nothing.
    func announcement(for presentation: Presentation, phrasing: SpeechGenerator) -> Utterance?

    /// The gestures this reader has (TB20: a gesture it lacks is an error naming the reader).
    var gestures: Set<ScreenReaderCommand.Name> { get }
    /// Whether the reader's rotor (TalkBack's reading controls) has this item (default: every
    /// item; TB20).
    func offers(_ item: RotorItem) -> Bool
    /// Whether each narrower verbosity is a view of what is said with everything (default `true`).
    var verbosityIsAView: Bool { get }
    /// What the audit says in this reader's terms (TB22): its platform checker's categories,
    /// its smallest hit area and its wording of messages. The default has none of its own.
    var auditTerms: ReaderAuditTerms { get }
}

extension ReaderRules {
    public func stopElement(_ element: AccessibilityElement, in container: AccessibilityContainerType?) -> AccessibilityElement {
        element
    }

    public func platformElement(for element: AccessibilityElement) -> AccessibilityElement? { nil }

    public func decide(_ stop: inout FocusStop, in container: AccessibilityContainerType?) {
        stop.element = stopElement(stop.element, in: container)
        stop.role = role(of: stop.element, in: container)
        stop.actions = actions(of: stop.element, role: stop.role)
    }

    /// Whether a narrower verbosity only leaves segments out of what is said with everything
    /// (hints, `Actions Available.`, container edges), so a screen is phrased once and each
    /// verbosity is a view of it (``SpokenScreen``). A reader whose verbosity changes its words
    /// otherwise (TalkBack moves a heading's word and joins parts anew) says `false`, and is
    /// phrased at the verbosity asked for.
    public var verbosityIsAView: Bool { true }

    /// No terms of the reader's own: the audit's categories, minimum target and messages.
    public var auditTerms: ReaderAuditTerms { ReaderAuditTerms() }
    public func offers(_ item: RotorItem) -> Bool { true }

    /// Whether the reader can make this gesture: it has the gesture, and for `rotor NAME`, the
    /// item (TB20: TalkBack's reading controls stand in for the rotor, and have no containers).
    ///
    /// ```swift
    /// Reader.talkBack.rules.has(.rotor(.headings))     // true
    /// Reader.talkBack.rules.has(.rotor(.containers))   // false
    /// Reader.talkBack.rules.has(.shake)                // false
    /// ```
    public func has(_ command: ScreenReaderCommand) -> Bool {
        guard gestures.contains(command.name) else { return false }
        if case .rotor(let item) = command { return offers(item) }
        return true
    }
}
