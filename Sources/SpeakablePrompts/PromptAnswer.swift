import Speakable

/// How a prompt ended, and, for a prompt about a screen, what its controls hold at the end: the
/// switches toggled, sliders and steppers adjusted, segments and tabs chosen, text typed.
///
/// ```swift
/// let answer = try await TerminalPrompt.ask(.screen(screen))
/// answer.outcome                          // .activated(…) for the button that ended it
/// answer.fields.map { $0.label }          // ["Wi-Fi", "Volume", "Name"]
/// ```
public struct PromptAnswer: Sendable {
    /// How the prompt ended.
    public var outcome: PromptOutcome
    /// The screen at the end, for a prompt about a screen.
    public var screen: Screen?

    /// An answer.
    ///
    /// ```swift
    /// PromptAnswer(outcome: .cancelled)
    /// ```
    public init(outcome: PromptOutcome, screen: Screen? = nil) {
        self.outcome = outcome
        self.screen = screen
    }

    /// Every switch, slider, stepper, segmented control, tab bar and text field of the screen,
    /// in reading order, with its final value (secure text stays `SecureText`).
    public var fields: [PromptField] { screen.map { PromptField.fields(of: $0.elements) } ?? [] }
}

/// One control's final value in a ``PromptAnswer``.
///
/// ```swift
/// for field in PromptAnswer(outcome: .cancelled, screen: screen).fields {
///     if case .on(let isOn) = field.value { print(field.label, isOn ?? false) }
/// }
/// ```
public struct PromptField: Hashable, Sendable {
    /// What the control holds.
    public enum Value: Hashable, Sendable {
        /// A switch: on, off, or mixed (`nil`).
        case on(Bool?)
        /// A slider's or stepper's number, formatted with its own fraction digits.
        case number(String)
        /// The chosen segment or tab (`nil`: none), and its place from 0.
        case chosen(String?, index: Int?)
        /// A text field's text (a secure one's stays `SecureText`).
        case text(AlertResult.FieldValue)
    }

    /// The kind, as documents name it: `switch`, `slider`, `stepper`, `segmentedControl`,
    /// `tabBar`, `textField`, `secureTextField`, `textView`.
    public var kind: String
    /// The control's label.
    public var label: String
    /// The control's identifier, if any.
    public var identifier: String?
    /// Its value at the end.
    public var value: Value

    static func fields(of controls: [Control]) -> [PromptField] {
        controls.flatMap { control -> [PromptField] in
            let identifier = control.attributes.identifier
            switch control {
            case .switch(let toggle):
                return [PromptField(kind: "switch", label: toggle.label, identifier: identifier,
                                    value: .on(toggle.state == .mixed ? nil : toggle.state == .on))]
            case .slider(let slider):
                return [PromptField(kind: "slider", label: slider.label, identifier: identifier,
                                    value: .number(slider.value.formatted(fractionDigits: slider.value.fractionDigits)))]
            case .stepper(let stepper):
                return [PromptField(kind: "stepper", label: stepper.label, identifier: identifier,
                                    value: .number(stepper.value.formatted(fractionDigits: stepper.fractionDigits)))]
            case .segmentedControl, .tabBar:
                guard let series = control.series else { return [] }
                let kind = if case .tabBar = control { TabBarStyle.documentKey } else { SegmentedControlStyle.documentKey }
                guard !series.children.isEmpty else {
                    let index = series.selectedIndex
                    return [PromptField(kind: kind, label: "", identifier: identifier, value: .chosen(index.map { series.items[$0] }, index: index))]
                }
                let index = series.children.firstIndex { $0.attributes.isSelected }
                // Any kind of item: its label is its element's, as the screen reader says it.
                let title = index.map { series.children[$0].accessibilityElement().label.text }
                return [PromptField(kind: kind, label: "", identifier: identifier,
                                    value: .chosen(title, index: index))] + fields(of: series.children)
            case .textField, .secureTextField, .textView:
                guard let entry = control.textEntry else { return [] }
                let kind = if case .secureTextField = control { "secureTextField" } else if case .textView = control { "textView" } else { "textField" }
                return [PromptField(kind: kind, label: entry.label, identifier: identifier, value: .text(entry.fieldValue))]
            default:
                return fields(of: control.childControls ?? [])
            }
        }
    }
}
