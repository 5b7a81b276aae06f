/// What every control has besides its label: UIKit's `accessibilityHint`,
/// `accessibilityIdentifier`, `isEnabled` and `isSelected`.
///
/// ```swift
/// var attributes = ControlAttributes()
/// attributes.hint = "Saves the file."
/// attributes.isEnabled = false   // spoken "Dimmed."
/// ```
public struct ControlAttributes: Hashable, Sendable {
    /// Spoken after the description, after a pause.
    public var hint: String
    /// A name for tests and for `source:` references; never spoken.
    public var identifier: String?
    /// A disabled control is spoken `Dimmed.` and does nothing when activated.
    public var isEnabled: Bool
    /// A selected control is spoken with the prefix `Selected:`.
    public var isSelected: Bool
    /// The names of its custom actions (`Actions Available.`, X1).
    public var customActions: [String] = []
    /// Its custom content (`More Content Available.`, X1).
    public var customContent: [CustomContent] = []

    /// Creates attributes; the defaults are UIKit's.
    ///
    /// ```swift
    /// let attributes = ControlAttributes(hint: "Saves the file.", identifier: "save")
    /// ```
    public init(hint: String = "", identifier: String? = nil, isEnabled: Bool = true, isSelected: Bool = false) {
        self.hint = hint
        self.identifier = identifier
        self.isEnabled = isEnabled
        self.isSelected = isSelected
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
        element.target = .control(path: path)
        return element
    }
}
