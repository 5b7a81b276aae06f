/// A control that knows which accessibility element it shows as.
///
/// Each control type holds its own mapping, so the tree is built by asking each control rather
/// than by one switch that knows every kind. The element holds no words: a word a control adds
/// itself (a stepper's `Decrement`) is a ``VoiceKey`` in its label.
protocol ElementRepresentable {
    /// The element for this control at `path` among the screen's controls.
    func accessibilityElement(path: [Int]) -> AccessibilityElement
}

extension Control {
    /// The accessibility element (with its children, for a group or a stepper shown as buttons).
    ///
    /// ```swift
    /// let element = Button("Save").control.accessibilityElement()
    /// element.traits   // .button
    /// ```
    public func accessibilityElement(path: [Int] = []) -> AccessibilityElement {
        base.accessibilityElement(path: path)
    }
}
