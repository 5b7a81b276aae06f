/// A block of a focus recipe: one small rule of the phrasing spec that adds segments.
///
/// ```swift
/// SpeechGenerator.recipe(for: .adjustable)   // [.selected, .core, .traitWords, .adjustHint]
/// ```
public enum FocusBlock: Hashable, Sendable, CaseIterable {
    /// D3: `Selected` before the core.
    case selected
    /// D1, D2, S2: the label and value, or the app's hint standing in for an empty core.
    case core
    /// D5: the trait words in their fixed order.
    case traitWords
    /// H1, H4: the app's hint as given.
    case appHint
    /// H3, H4: the edit hint of an enabled text field that is not being edited; none while
    /// editing; the app's hint when dimmed.
    case editHint
    /// H2, H4: the adjust hint of an enabled adjustable element (after the app's hint, if any);
    /// none when the app's hint became the core (D2); the app's hint when dimmed.
    case adjustHint

    /// D5's fixed order: each trait's word, and the traits that silence it.
    static let traitWordOrder: [(trait: AccessibilityTraits, silencedBy: AccessibilityTraits, word: VoiceKey)] = [
        (.notEnabled, [], .dimmed),
        (.button, .keyboardKey, .button),
        (.textField, .secureTextField, .textField),
        (.secureTextField, [], .secureTextField),
        (.isEditing, [], .isEditing),
        (.header, [], .heading),
        (.link, [], .link),
        (.adjustable, [], .adjustable),
        (.image, [], .image),
        (.searchField, [], .searchField),
    ]

    /// Every trait that adds a word: the trait-word table and `selected` (D3, D5).
    static let spokenTraits: AccessibilityTraits = traitWordOrder.reduce(into: [.selected]) { $0.insert($1.trait) }

    func append(_ context: FocusContext, to segments: inout [Segment]) {
        let element = context.element
        switch self {
        case .selected:
            if element.traits.contains(.selected) { segments.append(.selected) }
        case .core:
            if context.hintIsCore {
                segments.append(.label(AccessibilityLabel(element.hint)))
            } else {
                if !element.label.isEmpty { segments.append(.label(element.label)) }
                if let value = element.value, !value.isEmpty { segments.append(.value(value)) }
            }
        case .traitWords:
            let traits = element.traits
            for rule in Self.traitWordOrder where traits.contains(rule.trait) && traits.isDisjoint(with: rule.silencedBy) {
                segments.append(.trait(rule.word))
            }
        case .appHint:
            appendHint(context.appHint.map(Segment.Hint.app), to: &segments)
        case .editHint:
            if !context.isEnabled { appendHint(context.appHint.map(Segment.Hint.app), to: &segments) }
            else if !element.traits.contains(.isEditing) { appendHint(.edit, to: &segments) }
        case .adjustHint:
            if !context.isEnabled { appendHint(context.appHint.map(Segment.Hint.app), to: &segments) }
            else if !context.hintIsCore { appendHint(context.appHint.map(Segment.Hint.adjustAfter) ?? .adjust, to: &segments) }
        }
    }

    /// H5: a hint comes after the voice's pause, so a block that adds one adds the pause too.
    private func appendHint(_ hint: Segment.Hint?, to segments: inout [Segment]) {
        guard let hint else { return }
        segments.append(.pause(.hintPause))
        segments.append(.hint(hint))
    }
}

/// What the blocks of one focus recipe share about the element.
struct FocusContext {
    let element: AccessibilityElement
    /// D2: the core is empty and the app's hint stands in for it.
    let hintIsCore: Bool
    /// The app's hint, unless it became the core.
    let appHint: String?
    /// H4: `notEnabled` leaves only the app's hint.
    let isEnabled: Bool

    init(_ element: AccessibilityElement) {
        self.element = element
        hintIsCore = element.label.isEmpty && (element.value?.isEmpty ?? true) && !element.hint.isEmpty
        appHint = hintIsCore || element.hint.isEmpty ? nil : element.hint
        isEnabled = !element.traits.contains(.notEnabled)
    }
}
