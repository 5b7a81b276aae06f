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
        if let android = element.android { return TalkBackNode(android: android) }
        let container: AccessibilityContainerType? = role == .tab ? .tabBar : context.collection?.kind
        return TalkBackNode(element: element, role: role, container: container)
    }

    func utterance(for element: AccessibilityElement, role: AccessibilityRole, context: StopContext) -> Utterance {
        let node = Self.node(of: element, role: role, context: context)
        var segments: [Segment] = []
        segments.reserveCapacity(8)
        TalkBackDescription(voice: voice, verbosity: verbosity).append(node, children: element.talkBackChildren, context: context, to: &segments)
        TalkBackUsageHint(verbosity: verbosity).append(node, to: &segments)
        let position = context.collection.map { SeriesPosition(index: $0.index, count: $0.count) }
        var utterance = Utterance(kind: .element, segments: segments, traits: element.traits, identifier: element.identifier,
                                  position: position, voice: voice)
        utterance.frame = element.frame
        utterance.sourceLine = element.sourceLine
        return utterance
    }
}
