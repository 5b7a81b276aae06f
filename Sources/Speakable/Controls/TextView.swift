/// A text view (UIKit's `UITextView`): text of several lines, phrased and edited as a text field
/// (K6).
///
/// ```swift
/// TextView("Notes", text: "First line")   // "Notes: First line. Text Field. Double tap to edit."
/// ```
public struct TextView: Hashable {
    /// The accessibility label; may be empty.
    public var label: String
    /// Shown (and spoken) while the view is empty.
    public var placeholder: String
    /// The text in the view.
    public var text: String
    /// Whether the view is being edited (it has the keyboard).
    public var isEditing: Bool
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates a text view.
    ///
    /// ```swift
    /// TextView("Notes", placeholder: "Anything else?")
    /// ```
    public init(_ label: String = "", placeholder: String = "", text: String = "", isEditing: Bool = false,
                attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.placeholder = placeholder
        self.text = text
        self.isEditing = isEditing
        self.attributes = attributes
    }

    /// This text view as a ``Control``.
    public var control: Control { .textView(self) }
}

extension TextView: PlainTextEntryControl {
    public var entryTrait: AccessibilityTraits { [.textField, .textArea] }
}

extension TextView: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement { textEntryElement(path: path) }
}
