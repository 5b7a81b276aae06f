/// A control that knows which accessibility element it shows as.
///
/// Each control type holds its own mapping, so the tree is built by asking each control rather
/// than by one switch that knows every kind. The element holds no words: a word a control adds
/// itself (a stepper's `Decrement`) is a ``VoiceKey`` in its label.
protocol ElementRepresentable {
    /// The element for this control at `path` among the screen's controls.
    func accessibilityElement(path: [Int]) -> AccessibilityElement
    /// The control as each capability, when it has it: decided when the type conforms (the
    /// defaults below), so asking costs no dynamic cast (a cast looked the conformance up each
    /// time, a task's walk asking it on every swipe, issue 34).
    var asAdjustable: (any AdjustableControl)? { get }
    var asToggleable: (any ToggleableControl)? { get }
    var asSeries: (any SeriesControl)? { get }
}

// A capability the type does not conform to is `nil`; one it does is the control itself.
extension ElementRepresentable {
    var asAdjustable: (any AdjustableControl)? { nil }
    var asToggleable: (any ToggleableControl)? { nil }
    var asSeries: (any SeriesControl)? { nil }
}

extension ElementRepresentable where Self: AdjustableControl {
    var asAdjustable: (any AdjustableControl)? { self }
}

extension ElementRepresentable where Self: ToggleableControl {
    var asToggleable: (any ToggleableControl)? { self }
}

extension ElementRepresentable where Self: SeriesControl {
    var asSeries: (any SeriesControl)? { self }
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
