/// TalkBack's rules (talkback.md TB2, TB9–TB21): which nodes it focuses, what each is and can
/// do, how it is said, and its gestures. A stop read from an Android capture is judged from its
/// node (``AccessibilityElement/android``); a stop of a document, the Swift API or an iOS capture
/// as the standard Android widget of its kind (TB18).
///
/// ```swift
/// let generator = SpeechGenerator(voice: try .builtIn(.en), reader: .talkBack)
/// generator.render(Screen { Button("OK") }).map(\.text)   // ["OK, Button, Double-tap to activate"]
/// ```
public struct TalkBackRules: ReaderRules {
    /// Creates TalkBack's rules.
    public init() {}

    public var reader: Reader { .talkBack }

    /// TB9: F§1.1 over the node of an Android capture (its parent and ancestors are the capture
    /// reader's to apply, through the element's children); a document's element by its widget:
    /// anything actionable, and anything with text or a state. An unnamed image that does nothing
    /// is decorative and no stop (TB7, TB18); every item of a tab bar is a tab, and a stop.
    public func isStop(_ element: AccessibilityElement, inTabBar: Bool) -> Bool {
        if inTabBar { return true }
        let node = TalkBackPhrasing.node(of: element, role: element.role, context: .none)
        return TalkBackNodeFocus.shouldFocus(node, element: element, parent: nil, hasFocusableAncestor: false)
    }

    /// The role table is VoiceOver's kinds (a stop in a tab bar is a tab there); how TalkBack
    /// speaks each is its own (TB14, TB18).
    public func role(of element: AccessibilityElement, in container: AccessibilityContainerType?) -> AccessibilityRole {
        AccessibilityRole(traits: container == .tabBar ? element.traits.union(.tabBarItem) : element.traits)
    }

    /// What a gesture can do on the stop, from what TalkBack perceives: a field edits, a seek
    /// bar that scrolls adjusts, a checkable toggles, a tab selects, anything clickable activates;
    /// a disabled node offers only its custom actions (F§7.1: no hint either).
    public func actions(of element: AccessibilityElement, role: AccessibilityRole) -> StopActions {
        actions(of: element, role: role, node: TalkBackPhrasing.node(of: element, role: role, context: .none))
    }

    private func actions(of element: AccessibilityElement, role: AccessibilityRole, node: TalkBackNode) -> StopActions {
        var actions: StopActions = element.customActions.isEmpty && !node.hasCustomActions ? [] : .custom
        guard node.isEnabled else { return actions }
        if role == .tab { actions.formUnion([.activate, .select]) }
        else if node.role == .editText { actions.insert(.edit) }
        else if node.role == .seekBar, node.isScrollable { actions.insert(.adjust) }
        else if node.isCheckable, node.isClickable { actions.insert(.toggle) }
        else if node.isClickable || node.isLongClickable { actions.insert(.activate) }
        return actions
    }

    /// The stop decided with TalkBack's node of it built once: its role, its actions from the
    /// node, and the node kept with the stop for phrasing (`TalkBackStopNote`), which built it
    /// again for every stop it said. TalkBack perceives an element the same in any container
    /// (``stopElement(_:in:)`` keeps it), so the element stays as it is, uncopied.
    public func decide(_ stop: inout FocusStop, in container: AccessibilityContainerType?) {
        stop.role = role(of: stop.element, in: container)
        let role = stop.role
        let plain = TalkBackPhrasing.widgetContainer(role: role, collection: nil)
        let node = TalkBackPhrasing.node(of: stop.element, role: role, widgetContainer: plain)
        stop.actions = actions(of: stop.element, role: role, node: node)
        // The widget of the collection it is said in (a segment is a radio button), when that
        // is another than the one its actions were decided from.
        let widget = TalkBackPhrasing.widgetContainer(role: role, collection: container)
        let spoken = widget == plain || stop.element.android != nil ? node : TalkBackNode(element: stop.element, role: role, container: widget)
        stop.readerNote = TalkBackStopNote(node: spoken, container: widget, element: stop.element)
    }

    /// TB12, TB13: the description, then the usage hint after the hint pause, joined with `, `.
    public func utterance(for stop: FocusStop, context: StopContext, phrasing: SpeechGenerator) -> Utterance {
        withUnsafePointer(to: stop) { utterance(forStopAt: $0, context: context, phrasing: phrasing) }
    }

    /// The utterance of a stop read where it lies (valid for the call): the generator phrases a
    /// tree's stops this way, as passing a stop on copies every field of its element.
    func utterance(forStopAt stop: UnsafePointer<FocusStop>, context: StopContext, phrasing: SpeechGenerator) -> Utterance {
        utterance(forStopAt: stop, context: CollectionContext(context), phrasing: phrasing)
    }

    /// The utterance of a stop in the context TalkBack reads (its collection), as the generator
    /// asks for each stop of a tree.
    func utterance(forStopAt stop: UnsafePointer<FocusStop>, context: CollectionContext, phrasing: SpeechGenerator) -> Utterance {
        TalkBackPhrasing(voice: phrasing.voice, verbosity: phrasing.verbosity).utterance(forStopAt: stop, context: context)
    }

    /// TalkBack has no `Alert` word (TB18): an alert's or sheet's title and message are its first
    /// stops, said when focus lands on them.
    public func announcement(for presentation: Presentation, phrasing: SpeechGenerator) -> Utterance? {
        nil
    }

    /// TalkBack's verbosity settings reshape the description (F§9), not only leave parts out.
    public var verbosityIsAView: Bool { false }

    /// TB20: the shared vocabulary (swipes, double tap, typing, touch, reading controls through
    /// `rotor`, `read all`, Back as `escape`), without `shake`: Android has no shake to undo.
    public var gestures: Set<ScreenReaderCommand.Name> { Self.gestureNames }

    /// TB20: the reading controls that stand in for the rotor's items: headings, controls (the
    /// form controls) and links. (Lines, words and characters move within text, which a stop
    /// does not hold apart.) TalkBack has no containers, landmarks or tables to move by.
    public func offers(_ item: RotorItem) -> Bool {
        switch item {
        case .headings, .formControls, .links: true
        default: false
        }
    }

    private static let gestureNames = Set(ScreenReaderCommand.Name.allCases).subtracting([.shake])
}
