/// A control that knows which accessibility element it shows as.
///
/// Each control type holds its own recipe, so the tree is built by asking each control rather
/// than by one switch that knows every kind.
protocol ElementRepresentable {
    /// The element for this control at `path` among the screen's controls. The voice supplies
    /// the words a control adds itself (a stepper's `Decrement`, for example).
    func accessibilityElement(voice: Voice, path: [Int]) -> AccessibilityElement
}

extension Control {
    /// The accessibility element (with its children, for a group or a stepper shown as buttons).
    ///
    /// ```swift
    /// let element = Button("Save").control.accessibilityElement(voice: try Voice.builtIn(.en))
    /// element.traits   // .button
    /// ```
    public func accessibilityElement(voice: Voice, path: [Int] = []) -> AccessibilityElement {
        base.accessibilityElement(voice: voice, path: path)
    }
}
