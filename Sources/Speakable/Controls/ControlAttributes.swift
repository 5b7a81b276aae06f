/// What every control has besides its label: UIKit's `accessibilityHint`,
/// `accessibilityIdentifier`, `isEnabled` and `isSelected`.
///
/// ```swift
/// var attributes = ControlAttributes()
/// attributes.hint = "Saves the file."
/// attributes.isEnabled = false   // spoken "Dimmed."
/// ```
public struct ControlAttributes: Hashable, Sendable {
    /// What most controls lack, in one shared box: a control is then a label and a pointer, and
    /// a screen of 100,000 controls fits in a few megabytes. (Declared first, so that the two
    /// flags pack after it.)
    private var details: Details?
    /// Spoken after the description, after a pause.
    public var hint: String {
        get { details?.values.hint ?? "" }
        set { updateDetails { $0.hint = newValue } }
    }
    /// A name for tests and for `source:` references; never spoken.
    public var identifier: String? {
        get { details?.values.identifier }
        set { updateDetails { $0.identifier = newValue } }
    }
    /// A disabled control is spoken `Dimmed.` and does nothing when activated.
    public var isEnabled: Bool
    /// A selected control is spoken with the prefix `Selected:`.
    public var isSelected: Bool
    /// The names of its custom actions (`Actions Available.`, X1).
    public var customActions: [String] {
        get { details?.values.customActions ?? [] }
        set { updateDetails { $0.customActions = newValue } }
    }
    /// Its custom content (`More Content Available.`, X1).
    public var customContent: [CustomContent] {
        get { details?.values.customContent ?? [] }
        set { updateDetails { $0.customContent = newValue } }
    }
    /// Where it is on the screen, when its source says (a capture's frame; R3, RO3, R4).
    public var frame: ScreenFrame? {
        get { details?.values.frame }
        set { updateDetails { $0.frame = newValue } }
    }
    /// The line of the capture it was read from (R4); `nil` for documents and the Swift API.
    public var sourceLine: Int? {
        get { details?.values.sourceLine }
        set { updateDetails { $0.sourceLine = newValue } }
    }
    /// A value the element shows besides its kind's own (a tab's badge, a cell's unit): spoken
    /// after the label (D1). A kind that has a value of its own (a stepper, a slider, a text
    /// field's text) speaks that one instead.
    public var value: String {
        get { details?.values.more?.value ?? "" }
        set { updateMore { $0.value = newValue } }
    }
    /// Where the element sits in a data table, when it is a cell (C6).
    public var tableCell: TableCell? {
        get { details?.values.more?.tableCell }
        set { updateMore { $0.tableCell = newValue } }
    }
    /// The app's own rotors on the element (§19).
    public var customRotors: [CustomRotor] {
        get { details?.values.more?.customRotors ?? [] }
        set { updateMore { $0.customRotors = newValue } }
    }
    /// The audit rules turned off for this control (a document's `audit: {disable: […]}`).
    public var auditDisabled: [String] {
        get { details?.values.more?.auditDisabled ?? [] }
        set { updateMore { $0.auditDisabled = newValue } }
    }
    /// The column of the control's entry in its source, when read for it (an audited document).
    public var sourceColumn: Int? {
        get { details?.values.more?.sourceColumn }
        set { updateMore { $0.sourceColumn = newValue } }
    }
    /// What a capture says VoiceOver says for the element (AccessibilitySnapshot's
    /// `description`; imports §5), kept on the element so `render --compare` finds it there.
    public var capturedDescription: String? {
        get { details?.values.more?.capturedDescription }
        set { updateMore { $0.capturedDescription = newValue } }
    }
    /// What an Android capture says about the node the control was read from (talkback.md TB5).
    public var android: AndroidNode? {
        get { details?.values.more?.android }
        set { updateMore { $0.android = newValue } }
    }
    /// Creates attributes; the defaults are UIKit's.
    ///
    /// ```swift
    /// let attributes = ControlAttributes(hint: "Saves the file.", identifier: "save")
    /// ```
    public init(hint: String = "", identifier: String? = nil, isEnabled: Bool = true, isSelected: Bool = false,
                customActions: [String] = [], customContent: [CustomContent] = []) {
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        let values = Details.Values(hint: hint, identifier: identifier, customActions: customActions, customContent: customContent)
        details = values.isEmpty ? nil : Details(values)
    }

    /// Changes the details; a box is never changed once made, so copies keep value semantics.
    /// Changes the boxed v3 fields; setting one to nothing where there was nothing allocates
    /// nothing.
    private mutating func updateMore(_ change: (inout MoreDetails.Values) -> Void) {
        var values = details?.values.more?.values ?? MoreDetails.Values()
        let before = values
        change(&values)
        guard values != before else { return }
        updateDetails { $0.more = values.isEmpty ? nil : MoreDetails(values) }
    }

    private mutating func updateDetails(_ change: (inout Details.Values) -> Void) {
        var values = details?.values ?? Details.Values()
        change(&values)
        details = values.isEmpty ? nil : Details(values)
    }

    /// The traits these attributes add to a control's own.
    var traits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    /// An element with these attributes applied to a control's label, value and traits.
    func element(label: AccessibilityLabel, value: AccessibilityValue? = nil, traits: AccessibilityTraits, path: [Int]) -> AccessibilityElement {
        var element = AccessibilityElement(
            label: AccessibilityLabel(word: label.word, text: SpokenText.clean(label.text)),
            value: value,
            hint: SpokenText.clean(hint),
            traits: traits.union(self.traits),
            identifier: identifier
        )
        element.customActions = customActions
        element.customContent = customContent
        element.frame = frame
        element.sourceLine = sourceLine
        // The v3 fields are rare: set only when there, since setting one makes the element's
        // side storage even when it stays empty.
        if let more = details?.values.more {
            if value == nil, !more.value.isEmpty {
                let cleaned = SpokenText.clean(more.value)
                if !cleaned.isEmpty { element.value = .text(cleaned) }
            }
            if let cell = more.tableCell { element.tableCell = cell }
            if !more.customRotors.isEmpty { element.customRotors = more.customRotors }
            if let description = more.capturedDescription { element.capturedDescription = description }
            if let column = more.sourceColumn { element.sourceColumn = column }
            if let android = more.android { element.android = android }
        }
        element.target = .control(path: path)
        return element
    }
}

/// A control's hint, identifier, custom actions and custom content, when it has any.
private final class Details: Hashable, Sendable {
    struct Values: Hashable {
        var hint = ""
        var identifier: String?
        var customActions: [String] = []
        var customContent: [CustomContent] = []
        var frame: ScreenFrame?
        var sourceLine: Int?
        /// The v3 fields, boxed: most controls have none, and a control's details stay small.
        var more: MoreDetails?

        var isEmpty: Bool {
            hint.isEmpty && identifier == nil && customActions.isEmpty && customContent.isEmpty && frame == nil && sourceLine == nil
                && more == nil
        }
    }

    let values: Values

    init(_ values: Values) { self.values = values }

    static func == (lhs: Details, rhs: Details) -> Bool { lhs.values == rhs.values }

    func hash(into hasher: inout Hasher) { hasher.combine(values) }
}

/// A control's v3 details: a value beside its kind's own, its table cell, its custom rotors and a
/// capture's description of it.
private final class MoreDetails: Hashable, Sendable {
    struct Values: Hashable {
        var value = ""
        var tableCell: TableCell?
        var customRotors: [CustomRotor] = []
        var capturedDescription: String?
        var sourceColumn: Int?
        var auditDisabled: [String] = []
        var android: AndroidNode?

        var isEmpty: Bool {
            value.isEmpty && tableCell == nil && customRotors.isEmpty && capturedDescription == nil && sourceColumn == nil && auditDisabled.isEmpty
                && android == nil
        }
    }

    let values: Values

    init(_ values: Values) { self.values = values }

    var value: String { values.value }
    var tableCell: TableCell? { values.tableCell }
    var customRotors: [CustomRotor] { values.customRotors }
    var capturedDescription: String? { values.capturedDescription }
    var sourceColumn: Int? { values.sourceColumn }
    var auditDisabled: [String] { values.auditDisabled }
    var android: AndroidNode? { values.android }

    static func == (lhs: MoreDetails, rhs: MoreDetails) -> Bool { lhs.values == rhs.values }

    func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
