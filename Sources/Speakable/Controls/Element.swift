/// An element with any label, value, hint and traits: the escape hatch for what the other
/// controls do not cover (UIKit's plain `accessibilityElement`).
///
/// ```swift
/// Element("26", traits: [.selected, .notEnabled, .header])   // "Selected: 26. Dimmed. Heading."
/// Element("Volume", value: "5", traits: .adjustable)       // "Volume: 5. Adjustable. Swipe up…"
/// ```
///
/// With the `secureTextField` trait, the value is a secret: it is said as its count of
/// characters (`PIN: 4 characters. Secure Text Field.`) and never printed.
public struct Element: AccessibleControl, Hashable {
    /// The accessibility label.
    public var label: String
    /// The accessibility value, spoken after the label.
    public var value: String
    /// The element's own traits; ``attributes`` may add `notEnabled` and `selected`.
    public var traits: AccessibilityTraits
    /// Hint, identifier, enabled and selected state.
    public var attributes: ControlAttributes

    /// Creates an element.
    ///
    /// ```swift
    /// Element("Hint only", traits: .button)
    /// ```
    public init(_ label: String = "", value: String = "", traits: AccessibilityTraits = [],
                attributes: ControlAttributes = ControlAttributes()) {
        self.label = label
        self.value = value
        self.traits = traits
        self.attributes = attributes
    }

    /// This element as a ``Control``.
    public var control: Control { .element(self) }
}

extension Element: ElementRepresentable {
    func accessibilityElement(path: [Int]) -> AccessibilityElement {
        // Any signal that says secure wins: an element with the secure trait holds a secret,
        // which is spoken, printed and drawn as its count of characters, as a secure field's.
        if traits.contains(.secureTextField) {
            let count = SecureText(value).characterCount
            return attributes.element(label: AccessibilityLabel(label), value: count == 0 ? nil : .secureCharacters(count), traits: traits, path: path)
        }
        let value = SpokenText.clean(value)
        return attributes.element(label: AccessibilityLabel(label), value: value.isEmpty ? nil : .text(value), traits: traits, path: path)
    }
}
