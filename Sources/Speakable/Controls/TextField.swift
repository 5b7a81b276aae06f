/// A text field (UIKit's `UITextField`).
///
/// With no label, the placeholder serves as the label while the field is empty (T1); an empty
/// field with a label and a placeholder speaks the placeholder as its value (T2).
///
/// ```swift
/// TextField("Email", placeholder: "name@example.com")
/// // "Email: name@example.com. Text Field. Double tap to edit."
/// TextField("Name", text: "Ann")   // "Name: Ann. Text Field. Double tap to edit."
/// TextField(placeholder: "Search apps", isSearchField: true)
/// // "Search apps. Search Field. Double tap to edit."
/// ```
public struct TextField: Hashable {
    /// The accessibility label; may be empty.
    public var label: String
    /// Shown (and spoken) while the field is empty.
    public var placeholder: String
    /// The text in the field.
    public var text: String
    /// Whether the field is being edited (it has the keyboard).
    public var isEditing: Bool
    /// Whether it is a search field (UIKit's `UISearchTextField`): edited like any text field,
    /// spoken `Search Field.` in place of `Text Field.`.
    public var isSearchField: Bool
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates a text field.
    ///
    /// ```swift
    /// TextField("Name", placeholder: "Your name", text: "Ann")
    /// ```
    public init(_ label: String = "", placeholder: String = "", text: String = "", isEditing: Bool = false,
                isSearchField: Bool = false, attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.placeholder = placeholder
        self.text = text
        self.isEditing = isEditing
        self.isSearchField = isSearchField
        self.attributes = attributes
    }

    /// This text field as a ``Control``.
    public var control: Control { .textField(self) }
}

extension TextField: PlainTextEntryControl {
    public var entryTrait: AccessibilityTraits { isSearchField ? [.textField, .searchField] : .textField }
}

extension TextField: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement { textEntryElement(path: path) }
}
