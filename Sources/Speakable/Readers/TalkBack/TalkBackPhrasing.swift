/// What TalkBack says for a stop (talkback.md TB12–TB18): the description, then the usage hint
/// after the voice's hint pause, in TalkBack's words of the voice and joined with `, `.
///
/// A stop read from an Android capture is spoken from its node (``AccessibilityElement/android``);
/// any other stop as the standard Android widget of its kind (TB18).
///
/// ```swift
/// let phrasing = TalkBackPhrasing(voice: try .builtIn(.en), verbosity: .default)
/// phrasing.utterance(for: AccessibilityElement(label: "OK", traits: .button), role: .button, context: .none).text
/// // "OK, Button, Double-tap to activate"
/// ```
struct TalkBackPhrasing {
    let voice: Voice
    let verbosity: TalkBackVerbosity

    init(voice: Voice, verbosity: Verbosity) {
        self.voice = voice
        self.verbosity = TalkBackVerbosity(verbosity)
    }

    /// The node TalkBack perceives for a stop: its Android node, or its kind's standard widget.
    static func node(of element: AccessibilityElement, role: AccessibilityRole, context: StopContext) -> TalkBackNode {
        node(of: element, role: role, widgetContainer: widgetContainer(role: role, collection: context.collection?.kind))
    }

    /// The node of an Android capture's stop, or the widget of a document's stop in a container
    /// kind (``widgetContainer(role:collection:)``).
    static func node(of element: AccessibilityElement, role: AccessibilityRole, widgetContainer: AccessibilityContainerType?) -> TalkBackNode {
        if let android = element.android { return TalkBackNode(android: android) }
        return TalkBackNode(element: element, role: role, container: widgetContainer)
    }

    /// The container kind a document's widget is told by (TB18): a tab bar's for a tab (and any
    /// stop of a tab bar's collection), a segmented control's; any other kind is as none.
    static func widgetContainer(role: AccessibilityRole, collection: AccessibilityContainerType?) -> AccessibilityContainerType? {
        if role == .tab { return .tabBar }
        switch collection {
        case .tabBar?: return .tabBar
        case .segmentedControl?: return .segmentedControl
        default: return nil
        }
    }

    func utterance(for element: AccessibilityElement, role: AccessibilityRole, context: StopContext) -> Utterance {
        var stop = FocusStop(undecided: element, target: .control(path: []), container: nil)
        stop.role = role
        return withUnsafePointer(to: stop) { utterance(forStopAt: $0, context: CollectionContext(context)) }
    }

    /// A stop read where it lies (valid for the call), from the node the tree kept with it
    /// (``TalkBackStopNote``) when it fits the stop's collection, else from a node built now.
    /// With the tree's note the utterance keeps the note and makes its segments only when
    /// asked (``TalkBackSpokenStop``): nearly always only its text is read.
    func utterance(forStopAt stop: UnsafePointer<FocusStop>, context: CollectionContext) -> Utterance {
        let role = stop.pointee.role
        let widget = Self.widgetContainer(role: role, collection: context.collection?.kind)
        let position = context.collection.map { SeriesPosition(index: $0.index, count: $0.count) }
        if let note = stop.pointee.readerNote as? TalkBackStopNote, note.fits(widget) {
            return Utterance(talkBack: TalkBackSpokenStop(note: note, leavesCollection: context.leavesCollection, verbosity: verbosity),
                             traits: stop.pointee.element.traits, identifier: stop.pointee.element.identifier, position: position,
                             frame: note.frame, sourceLine: note.sourceLine, voice: voice)
        }
        let node = Self.node(of: stop.pointee.element, role: role, widgetContainer: widget)
        var segments: [Segment] = []
        segments.reserveCapacity(8)
        TalkBackDescription(voice: voice, verbosity: verbosity).append(node, slots: nil, children: stop.pointee.element.talkBackChildren,
                                                                       place: position, leavesCollection: context.leavesCollection,
                                                                       to: &segments)
        TalkBackUsageHint(verbosity: verbosity).append(node, to: &segments)
        return Utterance(focus: segments, traits: stop.pointee.element.traits, identifier: stop.pointee.element.identifier,
                         position: position, frame: stop.pointee.element.frame, sourceLine: stop.pointee.element.sourceLine, voice: voice)
    }
}
