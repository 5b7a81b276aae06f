extension TalkBackRules {
    /// TB18: Android has no stepper widget; an app shows its value as text with a decrement and
    /// an increment button beside it, and TalkBack focuses each. So a document's stepper (either
    /// exposure VoiceOver is given) is three stops under TalkBack: the value (`Quantity, 3`), then
    /// `Decrement` and `Increment` as buttons, each dimmed at a bound it cannot cross (ST4). The
    /// buttons step the stepper as VoiceOver's two buttons do.
    public func platformElement(for element: AccessibilityElement) -> AccessibilityElement? {
        guard let stepper = element.stepperShape else { return nil }
        let dimmed = element.traits.contains(.notEnabled)
        var value = element
        value.stepperShape = nil
        value.isAccessibilityElement = true
        value.children = []
        value.value = stepper.value
        value.traits = dimmed ? [.staticText, .notEnabled] : .staticText
        value.target = .control(path: stepper.path)
        let buttons = [false, true].map { incrementing in
            var button = value
            button.label = AccessibilityLabel(word: incrementing ? .talkBackIncrement : .talkBackDecrement)
            button.value = nil
            button.hint = ""
            button.identifier = nil
            let atBound = incrementing ? stepper.isAtMaximum : stepper.isAtMinimum
            button.traits = dimmed || atBound ? [.button, .notEnabled] : .button
            button.target = .stepperButton(path: stepper.path, increment: incrementing)
            return button
        }
        // A group that is no container and has no label of its own: its three stops join the
        // stepper's parent.
        var group = AccessibilityElement(isAccessibilityElement: false, children: [value] + buttons)
        group.containerType = .none
        return group
    }
}
