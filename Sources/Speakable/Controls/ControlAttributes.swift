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
    /// a screen of 100,000 controls fits in a few megabytes. (Declared first, so that the place
    /// and the flags pack after it in 15 bytes, and a control's kind fits in the 16th.)
    private var box: Box?
    /// Spoken after the description, after a pause.
    public var hint: String {
        get { box?.values.hint ?? "" }
        set { if newValue != hint { update { $0.hint = newValue } } }
    }
    /// A name for tests and for `source:` references; never spoken.
    public var identifier: String? {
        get { box?.values.identifier }
        set { if newValue != identifier { update { $0.identifier = newValue } } }
    }
    // Where its entry is in its source, held here rather than in the box, so that a control read
    // with its line and nothing else (every control of a task's screens) has none (issue 34).
    // In the box's second word with the two flags, so that a control stays 32 bytes: a line up
    // to four billion and a column up to 65,535; a place past those (a long one-line document)
    // is kept in the box. Zero is "not known" (both count from 1); both zero, the box says.
    private var placeLine: UInt32 = 0
    private var placeColumn: UInt16 = 0
    /// `isEnabled` and `isSelected`, one bit each, in one byte after the place.
    private var flags: UInt8 = 0
    /// A disabled control is spoken `Dimmed.` and does nothing when activated.
    public var isEnabled: Bool {
        get { flags & 1 != 0 }
        set { flags = newValue ? flags | 1 : flags & ~1 }
    }
    /// A selected control is spoken with the prefix `Selected:`.
    public var isSelected: Bool {
        get { flags & 2 != 0 }
        set { flags = newValue ? flags | 2 : flags & ~2 }
    }
    /// A value the element shows besides its kind's own (a tab's badge, a cell's unit): spoken
    /// after the label (D1). A kind that has a value of its own (a stepper, a slider, a text
    /// field's text) speaks that one instead.
    public var value: String {
        get { box?.values.value ?? "" }
        set { if newValue != value { update { $0.value = newValue } } }
    }
    /// The audit rules turned off for this control (a document's `audit: {disable: […]}`).
    public var auditDisabled: [String] {
        get { box?.values.auditDisabled ?? [] }
        set { if newValue != auditDisabled { update { $0.auditDisabled = newValue } } }
    }
    /// The facts its element is given whole (custom actions and content, frame, source line,
    /// table cell, rotors, a capture's description): the same value an element holds.
    public var details: ElementDetails {
        get {
            var details = box?.values.details ?? ElementDetails()
            let point = sourcePoint
            details.sourceLine = point.line
            details.sourceColumn = point.column
            return details
        }
        set {
            // The rest in the box; the line and column where `locate` keeps them.
            var rest = newValue
            rest.sourceLine = nil
            rest.sourceColumn = nil
            var held = box?.values.details ?? ElementDetails()
            held.sourceLine = nil
            held.sourceColumn = nil
            if rest != held { update { $0.details = rest } }
            locate(line: newValue.sourceLine, column: newValue.sourceColumn)
        }
    }
    /// The names of its custom actions (`Actions Available.`, X1).
    public var customActions: [String] {
        get { box?.values.details.customActions ?? [] }
        set { if newValue != customActions { update { $0.details.customActions = newValue } } }
    }
    /// Its custom content (`More Content Available.`, X1).
    public var customContent: [CustomContent] {
        get { box?.values.details.customContent ?? [] }
        set { if newValue != customContent { update { $0.details.customContent = newValue } } }
    }
    /// Where it is on the screen, when its source says (a capture's frame; R3, RO3, R4).
    public var frame: ScreenFrame? {
        get { box?.values.details.frame }
        set { if newValue != frame { update { $0.details.frame = newValue } } }
    }
    /// The line of the capture it was read from (R4); `nil` for documents and the Swift API.
    public var sourceLine: Int? {
        get { sourcePoint.line }
        set { locate(line: newValue, column: sourceColumn) }
    }
    /// Where the element sits in a data table, when it is a cell (C6).
    public var tableCell: TableCell? {
        get { box?.values.details.tableCell }
        set { if newValue != tableCell { update { $0.details.tableCell = newValue } } }
    }
    /// The app's own rotors on the element (§19).
    public var customRotors: [CustomRotor] {
        get { box?.values.details.customRotors ?? [] }
        set { if newValue != customRotors { update { $0.details.customRotors = newValue } } }
    }
    /// The column of the control's entry in its source, when read for it (an audited document).
    public var sourceColumn: Int? {
        get { sourcePoint.column }
        set { locate(line: sourceLine, column: newValue) }
    }
    /// Sets where the control's entry is in its source (an audited document's line and column)
    /// at once, in place: no box is made for them (issue 34: a task reads every screen it walks
    /// so).
    ///
    /// ```swift
    /// var attributes = ControlAttributes()
    /// attributes.locate(line: 3, column: 5)
    /// attributes.sourceLine   // 3
    /// ```
    public mutating func locate(line: Int, column: Int) {
        locate(line: Optional(line), column: Optional(column))
    }

    /// Sets the line and column, in place when they fit, else in the box.
    private mutating func locate(line: Int?, column: Int?) {
        if Self.fitsInPlace(line: line, column: column) {
            placeLine = UInt32(line ?? 0)
            placeColumn = UInt16(column ?? 0)
            if box?.values.details.sourceLine != nil || box?.values.details.sourceColumn != nil {
                update { $0.details.sourceLine = nil; $0.details.sourceColumn = nil }
            }
        } else {
            placeLine = 0
            placeColumn = 0
            update { $0.details.sourceLine = line; $0.details.sourceColumn = column }
        }
    }

    /// Whether a line and column are held in place: each unknown, or from 1 up to what its
    /// field holds.
    private static func fitsInPlace(line: Int?, column: Int?) -> Bool {
        (line.map { $0 >= 1 && $0 <= Int(UInt32.max) } ?? true) && (column.map { $0 >= 1 && $0 <= Int(UInt16.max) } ?? true)
    }

    /// Where the entry is in its source, wherever it is held.
    private var sourcePoint: SourcePoint {
        var point = SourcePoint()
        if placeLine != 0 || placeColumn != 0 {
            point.line = placeLine == 0 ? nil : Int(placeLine)
            point.column = placeColumn == 0 ? nil : Int(placeColumn)
        } else if let details = box?.values.details {
            point.line = details.sourceLine
            point.column = details.sourceColumn
        }
        return point
    }
    /// What a capture says VoiceOver says for the element (AccessibilitySnapshot's
    /// `description`; imports §5), kept on the element so `render --compare` finds it there.
    public var capturedDescription: String? {
        get { box?.values.details.capturedDescription }
        set { if newValue != capturedDescription { update { $0.details.capturedDescription = newValue } } }
    }
    /// What an Android capture says about the node the control was read from (talkback.md TB5).
    public var android: AndroidNode? {
        get { box?.values.details.android }
        set { if newValue != android { update { $0.details.android = newValue } } }
    }
    /// Creates attributes; the defaults are UIKit's.
    ///
    /// ```swift
    /// let attributes = ControlAttributes(hint: "Saves the file.", identifier: "save")
    /// ```
    public init(hint: String = "", identifier: String? = nil, isEnabled: Bool = true, isSelected: Bool = false,
                customActions: [String] = [], customContent: [CustomContent] = []) {
        flags = (isEnabled ? 1 : 0) | (isSelected ? 2 : 0)
        // Most controls have nothing to box: no values are made for them (making and comparing
        // them was a fifth of reading a large document).
        guard !hint.isEmpty || identifier != nil || !customActions.isEmpty || !customContent.isEmpty else {
            box = nil
            return
        }
        var values = Box.Values(hint: hint, identifier: identifier)
        values.details.customActions = customActions
        values.details.customContent = customContent
        box = values.isEmpty ? nil : Box(values)
    }

    /// Changes the boxed values; a box is never changed once made, so copies keep value
    /// semantics. Each setter asks first whether its field changes (comparing one field, not
    /// every value), so setting a field to what it holds, nothing where there was nothing
    /// above all, makes and allocates nothing.
    private mutating func update(_ change: (inout Box.Values) -> Void) {
        var values = box?.values ?? Box.Values()
        change(&values)
        box = values.isEmpty ? nil : Box(values)
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
        if let values = box?.values {
            if !values.details.isEmpty { element.details = values.details }
            if value == nil, !values.value.isEmpty {
                let cleaned = SpokenText.clean(values.value)
                if !cleaned.isEmpty { element.value = .text(cleaned) }
            }
        }
        // After the details (whose line and column, if the box held them, went there too).
        element.place = sourcePoint
        element.target = .control(path: path)
        return element
    }
}

/// A control's hint, identifier, value, audit exceptions and details, when it has any.
private final class Box: Hashable, Sendable {
    struct Values: Hashable {
        var hint = ""
        var identifier: String?
        var value = ""
        var auditDisabled: [String] = []
        var details = ElementDetails()

        // Field by field: comparing with a fresh `Values()` built one per control.
        var isEmpty: Bool { hint.isEmpty && identifier == nil && value.isEmpty && auditDisabled.isEmpty && details.isEmpty }
    }

    let values: Values

    init(_ values: Values) { self.values = values }

    static func == (lhs: Box, rhs: Box) -> Bool { lhs.values == rhs.values }

    func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
