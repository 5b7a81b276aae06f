/// What plain and secure text fields share: a label, a placeholder, text, and editing (T1–T3,
/// S1–S3). One implementation serves both; only how the text is kept and echoed differs.
///
/// ```swift
/// var field: any TextEntryControl = SecureTextField("Password")
/// field.insert("hunter2")   // seven hidden echoes: clicks, never characters
/// field.isEmpty             // false
/// ```
public protocol TextEntryControl: AccessibleControl {
    /// The accessibility label; may be empty.
    var label: String { get set }
    /// Shown (and spoken) while the field is empty.
    var placeholder: String { get set }
    /// Whether the field is being edited (it has the keyboard).
    var isEditing: Bool { get set }
    /// Whether the field holds no text.
    var isEmpty: Bool { get }
    /// The field's text for the code that asked for it (a secure field's stays ``SecureText``).
    var fieldValue: AlertResult.FieldValue { get }
    /// What the field reports as its value while it holds text: the text, or a count.
    var enteredValue: AccessibilityValue { get }
    /// `textField` or `secureTextField`.
    var entryTrait: AccessibilityTraits { get }
    /// Replaces the text, as the app would.
    mutating func setText(_ text: String)
    /// Adds typed text at the end; returns what each keystroke echoes.
    mutating func insert(_ text: String) -> [KeyEcho]
    /// Deletes the last character; returns its echo, or `nil` when the field is empty.
    mutating func deleteBackward() -> KeyEcho?
}

/// What a keystroke in a text field gives back to the screen reader: the character, or (in a
/// secure field) nothing but the fact of it.
///
/// ```swift
/// var name = TextField("Name")
/// name.insert("a")   // [.character("a")]
/// ```
public enum KeyEcho: Hashable, Sendable {
    /// A character of a plain field, echoed (T3).
    case character(Character)
    /// A keystroke of a secure field: a click, never the character (S3).
    case hidden
}

/// A text field whose text is plain, not secret (``TextField``, ``TextView``): every keystroke
/// is echoed.
///
/// ```swift
/// var notes = TextView("Notes")
/// notes.insert("hi")   // [.character("h"), .character("i")]
/// ```
public protocol PlainTextEntryControl: TextEntryControl {
    /// The text.
    var text: String { get set }
}

extension PlainTextEntryControl {
    public var isEmpty: Bool { text.isEmpty }
    public var fieldValue: AlertResult.FieldValue { .plain(text) }
    public var enteredValue: AccessibilityValue { .text(SpokenText.clean(text)) }
    public mutating func setText(_ text: String) { self.text = text }

    public mutating func insert(_ text: String) -> [KeyEcho] {
        self.text += text
        return text.map(KeyEcho.character)
    }

    public mutating func deleteBackward() -> KeyEcho? {
        text.isEmpty ? nil : .character(text.removeLast())
    }
}

extension TextEntryControl {
    /// The element of a text field (T1, T2). `placeholderWord` is the voice word shown when the
    /// field has no placeholder of its own (a login alert's `Login` and `Password`, A2).
    func textEntryElement(path: [Int], placeholderWord: VoiceKey? = nil) -> AccessibilityElement {
        let shownPlaceholder = placeholder.isEmpty ? AccessibilityLabel(word: placeholderWord) : AccessibilityLabel(SpokenText.clean(placeholder))
        var spokenLabel = AccessibilityLabel(label)
        var value: AccessibilityValue? = isEmpty ? nil : enteredValue
        if isEmpty, !shownPlaceholder.isEmpty {
            if label.isEmpty { spokenLabel = shownPlaceholder }
            else { value = shownPlaceholder.word.map(AccessibilityValue.word) ?? .text(shownPlaceholder.text) }
        }
        return attributes.element(label: spokenLabel, value: value,
                                  traits: isEditing ? entryTrait.union(.isEditing) : entryTrait, path: path)
    }
}

extension Control {
    /// The text field or secure text field this control is, if it is one.
    ///
    /// ```swift
    /// SecureTextField("Password").control.textEntry?.isEmpty   // true
    /// ```
    public var textEntry: (any TextEntryControl)? {
        switch self {
        case .textField(let field): field
        case .secureTextField(let field): field
        case .textView(let view): view
        default: nil
        }
    }

    /// Changes the text field this control is; returns `nil` (and changes nothing) when it is
    /// not one.
    ///
    /// ```swift
    /// var control = TextField("Name").control
    /// control.updateTextEntry { $0.setText("Ann") }
    /// ```
    @discardableResult
    public mutating func updateTextEntry<Result>(_ change: (inout any TextEntryControl) -> Result) -> Result? {
        guard var entry = textEntry else { return nil }
        let result = change(&entry)
        self = entry.control
        return result
    }
}
