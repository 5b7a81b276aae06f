/// The node TalkBack perceives for a stop, worked out once when the tree decides the stop
/// (``TalkBackRules/decide(_:in:)``) and kept with it (``FocusStop/readerNote``): phrasing
/// a stop then reads it instead of building it again, as it did for every stop it said.
///
/// A document's widget depends on the collection it sits in (a segment is a radio button, TB18),
/// so the note says which collection kind it was built for; phrasing builds the node anew only
/// when the stop's context names another.
final class TalkBackStopNote: Sendable {
    let node: TalkBackNode
    /// The node's state, name and type slots, worked out once here.
    let slots: TalkBackRoleSlots
    /// The container kind the widget was built in (``TalkBackPhrasing/widgetContainer(role:collection:)``);
    /// ignored for a node of an Android capture, which is the same in any.
    let container: AccessibilityContainerType?
    let isAndroid: Bool
    /// The children its description looks into (``AccessibilityElement/talkBackChildren``):
    /// for a stop of an Android capture, made of its content nodes once here.
    let children: [AccessibilityElement]
    /// The element's frame and source line, which its utterance carries: read from the element
    /// where it lies, the second of them copied the whole element.
    let frame: ScreenFrame?
    let sourceLine: Int?

    init(node: TalkBackNode, container: AccessibilityContainerType?, element: AccessibilityElement) {
        self.node = node
        slots = TalkBackRoleSlots(node)
        self.container = container
        isAndroid = element.android != nil
        children = element.talkBackChildren
        frame = element.frame
        sourceLine = element.sourceLine
    }

    /// Whether the node is the one phrasing in `container` would build.
    func fits(_ container: AccessibilityContainerType?) -> Bool {
        isAndroid || self.container == container
    }
}
