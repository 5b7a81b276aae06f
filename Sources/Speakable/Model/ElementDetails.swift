/// The facts about one element that most elements lack, declared once. A control's attributes
/// (``ControlAttributes``), an element (``AccessibilityElement``) and a capture's element each
/// hold one and hand it on whole, so a new fact (a language, an expanded state) is one stored
/// property here: a reader of captures sets it, and it reaches the stop with nothing copied by
/// hand on the way.
///
/// ```swift
/// var details = ElementDetails()
/// details.customActions = ["Reply"]
/// var attributes = ControlAttributes()
/// attributes.details = details
/// Button("Message").control.accessibilityElement().details.isEmpty   // true
/// ```
public struct ElementDetails: Hashable, Sendable {
    /// The names of its custom actions (`Actions Available.`, X1).
    public var customActions: [String] = []
    /// Its custom content (`More Content Available.`, X1).
    public var customContent: [CustomContent] = []
    /// The app's own rotors on it (§19).
    public var customRotors: [CustomRotor] = []
    /// Where it is on the screen, when its source says (RO3, R4).
    public var frame: ScreenFrame?
    /// The line of the capture or document it was read from (R4).
    public var sourceLine: Int?
    /// The column of its entry in its source, when read for it (an audited document).
    public var sourceColumn: Int?
    /// Where it sits in a data table, when it is a cell (C6).
    public var tableCell: TableCell?
    /// What a capture says VoiceOver says for it (AccessibilitySnapshot's `description`;
    /// imports §5), so that `render --compare` finds it on the stop.
    public var capturedDescription: String?
    /// What an Android capture says about the node (talkback.md TB5), when it came from one:
    /// TalkBack's rules read it; VoiceOver reads the ordinary fields the reader also fills.
    public var android: AndroidNode? {
        get { androidBox?.value }
        set { androidBox = newValue.map(ValueBox.init) }
    }
    /// The node, boxed: most details (every element of an iOS screen read with its line) have
    /// none, and are copied whole where they go.
    private var androidBox: ValueBox<AndroidNode>?
    /// The stepper it shows, for a reader that shows steppers in its platform's shape (TB18).
    package var stepper: StepperShape?

    /// No details.
    public init() {}

    /// Whether an Android capture's node is held, asked without copying the node out.
    package var hasAndroidNode: Bool { androidBox != nil }

    /// Whether it says nothing: then its holders keep no box for it.
    public var isEmpty: Bool {
        // Field by field: comparing with an empty value compared every array and string, and
        // every element read with its line asks it (issue 34: a task reads its screens so).
        customActions.isEmpty && customContent.isEmpty && customRotors.isEmpty && frame == nil && sourceLine == nil
            && sourceColumn == nil && tableCell == nil && capturedDescription == nil && androidBox == nil && stepper == nil
    }
}
