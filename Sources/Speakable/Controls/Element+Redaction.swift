// An element with the secure trait holds a secret in its value (issue 31, S3): Swift's printing
// of it, alone or inside a screen or a screen reader (`print`, `String(reflecting:)`, `dump`),
// shows the value as a secure text does.
extension Element: CustomReflectable {
    /// The element's fields, its value as `<secure text>` when the element is secure.
    ///
    /// ```swift
    /// String(reflecting: Element("PIN", value: "1234", traits: .secureTextField))
    /// // Speakable.Element(label: "PIN", value: <secure text>, traits: …, attributes: …)
    /// ```
    public var customMirror: Mirror {
        let shown: Any = traits.contains(.secureTextField) ? SecureText(value) : value
        return Mirror(self, children: ["label": label, "value": shown, "traits": traits, "attributes": attributes], displayStyle: .struct)
    }
}
