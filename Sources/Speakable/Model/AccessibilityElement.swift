/// One node of the accessibility tree: what the screen reader knows about a thing on screen.
///
/// Controls turn into elements; the focus stops of a screen are its elements in reading order
/// (document order, depth first). An element holds no words of any locale: its label may be a
/// ``VoiceKey`` (the cancel button's `Cancel`), and its value a number to be formatted, both
/// resolved only when the element is spoken.
///
/// ```swift
/// let save = AccessibilityElement(label: "Save", traits: .button)
/// let quantity = AccessibilityElement(label: "Quantity", value: .text("3"), traits: .adjustable)
/// ```
public struct AccessibilityElement: Hashable, Sendable {
    /// What the element is called (UIKit's `accessibilityLabel`), or the voice word that
    /// names it.
    public var label: AccessibilityLabel
    /// Its current value (UIKit's `accessibilityValue`).
    public var value: AccessibilityValue?
    /// What activating it does, spoken after a pause (UIKit's `accessibilityHint`).
    public var hint: String
    /// What it is and what state it is in.
    public var traits: AccessibilityTraits
    /// A name for tests and `source:` references (UIKit's `accessibilityIdentifier`).
    public var identifier: String?
    /// Whether the element itself is a focus stop. Containers set it to `false`: their children
    /// are the stops, unless the container has a label and no focusable children.
    public var isAccessibilityElement: Bool
    /// The elements inside a container, in reading order.
    public var children: [AccessibilityElement]
    /// What kind of container this is, for a container (a list or a landmark adds words to its
    /// first and last stops).
    public var containerType: AccessibilityContainerType = .none
    /// Where the stop sits among others: its series position, the edges of the lists and
    /// landmarks around it (C1–C3). Set by the control that made it and by the tree.
    public var context: [ContextSuffix] {
        get { extras?.values.context ?? [] }
        set { if extras != nil || !(newValue.isEmpty) { updateExtras { $0.context = newValue } } }
    }
    // The getters phrasing reads are inlined: it reads a stop where it lies, and a call with the
    // element as its argument copied every field of it.
    /// The names of the custom actions it offers (`Actions Available.`, X1).
    public var customActions: [String] {
        @inline(__always) get { extras?.values.details.customActions ?? [] }
        set { if extras != nil || !(newValue.isEmpty) { updateExtras { $0.details.customActions = newValue } } }
    }
    /// The custom content it offers (`More Content Available.`, X1).
    public var customContent: [CustomContent] {
        @inline(__always) get { extras?.values.details.customContent ?? [] }
        set { if extras != nil || !(newValue.isEmpty) { updateExtras { $0.details.customContent = newValue } } }
    }
    /// Where it is on the screen, when its source says (RO3, R4).
    public var frame: ScreenFrame? {
        @inline(__always) get { extras?.values.details.frame }
        set { if extras != nil || !(newValue == nil) { updateExtras { $0.details.frame = newValue } } }
    }
    /// The line of the capture it was read from (R4).
    public var sourceLine: Int? {
        @inline(__always) get { place.line }
        set { place.line = newValue }
    }
    /// ``frame`` and ``sourceLine`` together, the frame read from the box once: an utterance
    /// carries both.
    var placement: (frame: ScreenFrame?, sourceLine: Int?) {
        @inline(__always) get { (extras?.values.details.frame, place.line) }
    }
    /// Where its entry is in its source, held in place rather than in the box of extras: an
    /// element read with its line and nothing else (every element of a task's screens) then
    /// has no box (issue 34).
    var place = SourcePoint()
    /// Where the element sits in a data table (C6), if it is a cell.
    ///
    /// ```swift
    /// var cell = AccessibilityElement(label: "A1")
    /// cell.tableCell = TableCell(row: 1, column: 1)
    /// ```
    public var tableCell: TableCell? {
        get { extras?.values.details.tableCell }
        set { if extras != nil || !(newValue == nil) { updateExtras { $0.details.tableCell = newValue } } }
    }
    /// The app's own rotors on this element (§19).
    ///
    /// ```swift
    /// var element = AccessibilityElement(label: "Message")
    /// element.customRotors = [CustomRotor(name: "Mentions", results: ["Ann"])]
    /// ```
    public var customRotors: [CustomRotor] {
        get { extras?.values.details.customRotors ?? [] }
        set { if extras != nil || !(newValue.isEmpty) { updateExtras { $0.details.customRotors = newValue } } }
    }
    /// The column of the element's entry in its source, when the source was read for it (an
    /// audited document); with ``sourceLine``, where a finding points.
    ///
    /// ```swift
    /// var element = AccessibilityElement(label: "Save")
    /// element.sourceColumn = 5
    /// ```
    public var sourceColumn: Int? {
        get { place.column }
        set { place.column = newValue }
    }
    /// What a capture says VoiceOver says for this element, if it says (imports §5).
    ///
    /// ```swift
    /// var element = AccessibilityElement(label: "Save", traits: .button)
    /// element.capturedDescription = "Save. Button."
    /// ```
    public var capturedDescription: String? {
        get { extras?.values.details.capturedDescription }
        set { if extras != nil || !(newValue == nil) { updateExtras { $0.details.capturedDescription = newValue } } }
    }
    /// Its details (custom actions and content, frame, source line, table cell, …): the same
    /// value a control's attributes and a capture's element hold, handed on whole.
    ///
    /// ```swift
    /// var element = AccessibilityElement(label: "Save")
    /// element.details.frame = ScreenFrame(x: 0, y: 0, width: 44, height: 44)
    /// ```
    public var details: ElementDetails {
        get {
            var details = extras?.values.details ?? ElementDetails()
            details.sourceLine = place.line
            details.sourceColumn = place.column
            return details
        }
        set {
            // The line and column are held in place; the box keeps the rest, and an element
            // made with details takes a box holding them, copied once.
            place.line = newValue.sourceLine
            place.column = newValue.sourceColumn
            var rest = newValue
            rest.sourceLine = nil
            rest.sourceColumn = nil
            if extras == nil { if !rest.isEmpty { extras = Extras(Extras.Values(details: rest)) } } else { updateExtras { $0.details = rest } }
        }
    }
    /// What an Android capture says about the node (talkback.md TB5), when it came from one:
    /// TalkBack's rules read it; VoiceOver reads the ordinary fields the reader also fills.
    ///
    /// ```swift
    /// var element = AccessibilityElement(label: "Save", traits: .button)
    /// element.android = AndroidNode(className: "android.widget.Button")
    /// ```
    public var android: AndroidNode? {
        get { extras?.values.details.android }
        set { if extras != nil || !(newValue == nil) { updateExtras { $0.details.android = newValue } } }
    }
    /// Whether it came from an Android capture's node, asked without copying the node out
    /// (the audit asks it of every stop of every screen a task walks).
    package var hasAndroidNode: Bool { extras?.values.details.hasAndroidNode ?? false }
    /// The stepper this element shows (its one adjustable element, or its two buttons' group),
    /// for a reader whose platform shows a stepper otherwise (TB18).
    package var stepperShape: StepperShape? {
        get { extras?.values.details.stepper }
        set { if extras != nil || !(newValue == nil) { updateExtras { $0.details.stepper = newValue } } }
    }
    /// What most elements lack, in one shared box: copying an element (phrasing does, for every
    /// stop) then costs nothing for them.
    private var extras: Extras?
    /// What a screen reader acts on when this element is activated or adjusted.
    package var target: FocusTarget?

    /// Creates an element.
    ///
    /// ```swift
    /// let heading = AccessibilityElement(label: "Settings", traits: .header)
    /// ```
    public init(
        label: AccessibilityLabel = "",
        value: AccessibilityValue? = nil,
        hint: String = "",
        traits: AccessibilityTraits = [],
        identifier: String? = nil,
        isAccessibilityElement: Bool = true,
        children: [AccessibilityElement] = []
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.identifier = identifier
        self.isAccessibilityElement = isAccessibilityElement
        self.children = children
    }

    /// Creates an element whose label is the app's text.
    ///
    /// ```swift
    /// let name = "Save"
    /// AccessibilityElement(label: name, traits: .button)
    /// ```
    public init(label: String, value: AccessibilityValue? = nil, hint: String = "", traits: AccessibilityTraits = [],
                identifier: String? = nil, isAccessibilityElement: Bool = true, children: [AccessibilityElement] = []) {
        self.init(label: AccessibilityLabel(label), value: value, hint: hint, traits: traits, identifier: identifier,
                  isAccessibilityElement: isAccessibilityElement, children: children)
    }

    /// The stop's position in a series (C1), if it has one.
    ///
    /// ```swift
    /// var segment = AccessibilityElement(label: "Day", traits: .button)
    /// segment.context = [.series(index: 1, count: 3)]
    /// segment.seriesPosition   // SeriesPosition(index: 1, count: 3)
    /// ```
    public var seriesPosition: SeriesPosition? {
        for suffix in context { if case .series(let index, let count) = suffix { return SeriesPosition(index: index, count: count) } }
        return nil
    }

    /// The role that decides how the element is spoken, from its traits.
    ///
    /// ```swift
    /// AccessibilityElement(label: "Name", traits: .textField).role   // .textField
    /// ```
    public var role: AccessibilityRole { AccessibilityRole(traits: traits) }

    /// Whether the element would say nothing at all: no label, value, hint or spoken trait
    /// (phrasing spec §1). Silent elements are not focus stops.
    ///
    /// ```swift
    /// AccessibilityElement(traits: .staticText).isSilent   // true
    /// ```
    public var isSilent: Bool {
        var spoken = traits.intersection(FocusBlock.spokenTraits)
        if traits.contains(.keyboardKey) { spoken.remove(.button) }
        return label.isEmpty && (value?.isEmpty ?? true) && hint.isEmpty && spoken.isEmpty
    }

    /// Changes the extras, copying the box first when another element shares it.
    private mutating func updateExtras(_ change: (inout Extras.Values) -> Void) {
        if extras == nil { extras = Extras() } else if !isKnownUniquelyReferenced(&extras!) { extras = Extras(extras!.values) }
        change(&extras!.values)
        if extras!.values.isEmpty { extras = nil }
    }
}

/// An element's context suffixes and details. A class so that the many elements without them
/// carry only a `nil`; `AccessibilityElement` copies it before a change when it is shared, so
/// elements keep value semantics. A new kind of extra is one stored property of `Values`.
private final class Extras: Hashable, @unchecked Sendable {
    struct Values: Hashable {
        /// Set by the tree: where the stop sits among others (C1–C3).
        var context: [ContextSuffix] = []
        /// The facts an element shares with its control and its capture.
        var details = ElementDetails()

        var isEmpty: Bool { context.isEmpty && details.isEmpty }
    }

    // Unchecked: every read of a located or framed element's box (a task's screens, every
    // capture) began a dynamic exclusivity access, a tenth of a task's walk (issue 34). It is
    // changed only in `updateExtras`, when the box is uniquely referenced, so no two accesses
    // can overlap.
    @exclusivity(unchecked) var values: Values

    init(_ values: Values = Values()) { self.values = values }

    static func == (lhs: Extras, rhs: Extras) -> Bool { lhs.values == rhs.values }

    func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
