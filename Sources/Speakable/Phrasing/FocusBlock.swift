/// A block of a focus recipe: one small rule of the phrasing spec that adds segments.
///
/// ```swift
/// SpeechGenerator.recipe(for: .adjustable)   // [.selected, .core, .traitWords, .context, .available, .adjustHint]
/// ```
public enum FocusBlock: Hashable, Sendable, CaseIterable {
    /// D3: `Selected` before the core.
    case selected
    /// D1, D2, S2, K1, K5: the label and value, or the app's hint standing in for an empty core.
    /// A switch's value is never spoken as a value; a back button labelled with the locale's
    /// `Back` says no label.
    case core
    /// C6: a data-table cell's core: `Selected: `, headers, label, spans, row, column, value.
    case cell
    /// D5: the trait words in their fixed order; a switch's state word follows `Switch Button.`
    case traitWords
    /// C1–C3: the series position, then the edges of lists and landmarks (V3 silences these).
    case context
    /// X1: `Actions Available.` (unless V2 silences it) and `More Content Available.`
    case available
    /// H1, H4: the app's hint as given.
    case appHint
    /// H3, H4: the edit hint of an enabled text field that is not being edited; none while
    /// editing; the app's hint when dimmed.
    case editHint
    /// H2, H4: the adjust hint of an enabled adjustable element (after the app's hint, if any);
    /// none when the app's hint became the core (D2); the app's hint when dimmed.
    case adjustHint
    /// K1, H4: the toggle hint of an enabled switch (after the app's hint, if any); the app's
    /// hint when dimmed.
    case toggleHint

    /// D5's fixed order (v2, §13): each trait's word, and the traits that silence it.
    static let traitWordOrder: [(trait: AccessibilityTraits, silencedBy: AccessibilityTraits, word: VoiceKey)] = [
        (.notEnabled, [], .dimmed),
        (.button, [.keyboardKey, .switchButton, .tabBarItem, .backButton], .button),
        (.backButton, [], .backButton),
        (.switchButton, [], .switchButton),
        (.tabBarItem, [], .tab),
        // A search field that edits text is a `Search Field.`, never also a `Text Field.` (issue 32).
        (.textField, [.secureTextField, .searchField], .textField),
        (.secureTextField, [], .secureTextField),
        (.isEditing, [], .isEditing),
        (.header, [], .heading),
        (.link, [], .link),
        (.adjustable, [], .adjustable),
        (.image, [], .image),
        (.searchField, [], .searchField),
    ]

    /// Every trait of the trait-word table (D5).
    static let wordTraits: AccessibilityTraits = traitWordOrder.reduce(into: []) { $0.insert($1.trait) }

    /// Every trait that adds a word: the trait-word table and `selected` (D3, D5).
    static let spokenTraits: AccessibilityTraits = traitWordOrder.reduce(into: [.selected]) { $0.insert($1.trait) }

    // Which blocks speak a stop (which hint, if any) is its role's recipe, decided by the
    // reader's role table. The blocks read traits only for words: the trait words themselves,
    // and the states the traits carry (selected, editing, dimmed, a switch's value as its state).
    // The stop is read where it lies (valid for the call): passing its element on by value
    // copied every field of it, for every block of every stop. Inlined into the recipe's loop:
    // called once per block, its entry and exit (a large frame, the arguments spilled) cost
    // more than most blocks' work, six times a stop.
    @inline(__always)
    func append(_ stop: UnsafePointer<FocusStop>, _ context: FocusContext, _ stopContext: StopContext, to segments: inout [Segment]) {
        switch self {
        case .selected:
            if stop.pointee.element.traits.contains(.selected) { segments.append(.selected) }
        case .core:
            if context.hintIsCore {
                segments.append(.label(AccessibilityLabel(stop.pointee.element.hint)))
            } else {
                if context.saysLabel { segments.append(.label(stop.pointee.element.label)) }
                if let value = stop.pointee.element.value, !value.isEmpty, !stop.pointee.element.traits.contains(.switchButton) {
                    segments.append(.value(value))
                }
            }
        case .cell:
            guard let position = stopContext.cell else { return }
            let value = stop.pointee.element.traits.contains(.switchButton) ? nil : stop.pointee.element.value
            segments.append(.cell(SpokenCell(label: stop.pointee.element.label, value: value, isSelected: stop.pointee.element.traits.contains(.selected),
                                             position: position)))
        case .traitWords:
            let traits = stop.pointee.element.traits
            // The walk stops at the last rule of a trait the element has: most have one or two.
            var unread = traits.intersection(Self.wordTraits)
            for rule in Self.traitWordOrder {
                if unread.isEmpty { break }
                guard unread.contains(rule.trait) else { continue }
                unread.remove(rule.trait)
                guard traits.isDisjoint(with: rule.silencedBy) else { continue }
                segments.append(.trait(rule.word))
                if rule.trait == .switchButton, let state = FocusContext.switchState(of: stop.pointee.element.value) { segments.append(state) }
            }
        case .context:
            stopContext.forEachSuffix { suffix in
                if context.verbosity.containers || !suffix.isContainerEdge { segments.append(.context(suffix)) }
            }
        case .available:
            if !stop.pointee.element.customActions.isEmpty, case .speak = context.verbosity.actions { segments.append(.trait(.actionsAvailable)) }
            if !stop.pointee.element.customContent.isEmpty { segments.append(.trait(.moreContentAvailable)) }
        case .appHint:
            appendHint(context.appHint.map(Segment.Hint.app), context, to: &segments)
        case .editHint:
            if !context.isEnabled { appendHint(context.appHint.map(Segment.Hint.app), context, to: &segments) }
            else if !stop.pointee.element.traits.contains(.isEditing) { appendHint(.edit(on: context.device), context, to: &segments) }
        case .adjustHint:
            if !context.isEnabled { appendHint(context.appHint.map(Segment.Hint.app), context, to: &segments) }
            else if !context.hintIsCore { appendHint(.adjust(after: context.appHint, on: context.device), context, to: &segments) }
        case .toggleHint:
            if !context.isEnabled { appendHint(context.appHint.map(Segment.Hint.app), context, to: &segments) }
            else if !context.hintIsCore { appendHint(.toggle(after: context.appHint, on: context.device), context, to: &segments) }
        }
    }

    /// H5: a hint comes after the voice's pause, so a block that adds one adds the pause too.
    /// V1: with hints off, no hint at all.
    private func appendHint(_ hint: Segment.Hint?, _ context: FocusContext, to segments: inout [Segment]) {
        guard let hint, context.verbosity.hints else { return }
        segments.append(.pause(.hintPause))
        segments.append(.hint(hint))
    }
}

/// What the blocks of one focus recipe share about the element.
struct FocusContext {
    let verbosity: Verbosity
    /// How the user acts, which words the screen reader's hints.
    let device: InputDevice
    /// D2: the core is empty and the app's hint stands in for it.
    let hintIsCore: Bool
    /// K5: a back button's label that is the locale's `Back` is not said.
    let saysLabel: Bool
    /// The app's hint, unless it became the core.
    let appHint: String?
    /// H4: `notEnabled` leaves only the app's hint.
    let isEnabled: Bool
    // The words the stop's containers give it (C1–C6) are read from its `StopContext`, not
    // copied here.

    init(_ stop: UnsafePointer<FocusStop>, voice: Voice, verbosity: Verbosity, device: InputDevice) {
        self.verbosity = verbosity
        self.device = device
        saysLabel = !stop.pointee.element.label.isEmpty
            && !(stop.pointee.element.traits.contains(.backButton) && stop.pointee.element.label.word == nil
                 && Self.isBackWord(stop.pointee.element.label.text, in: voice))
        // A switch's value is its state, not a value; a dropped back label says nothing either.
        let valueSpeaks = !(stop.pointee.element.value?.isEmpty ?? true) && !stop.pointee.element.traits.contains(.switchButton)
        hintIsCore = !saysLabel && !valueSpeaks && !stop.pointee.element.hint.isEmpty
        appHint = hintIsCore || stop.pointee.element.hint.isEmpty ? nil : stop.pointee.element.hint
        isEnabled = !stop.pointee.element.traits.contains(.notEnabled)
    }

    /// K5: whether a back button's label is the voice's `Back`, ignoring case, as both texts
    /// `lowercased()` compare. ASCII (nearly every label, and the word in English) is compared
    /// byte by byte with its case folded, the word read where the voice holds it: lowercasing
    /// both made two strings for every back button phrased. Any other text is lowercased.
    private static func isBackWord(_ label: String, in voice: Voice) -> Bool {
        let word = voice.utf8(.back)
        // The label's bytes where they lie (`nil` for a bridged string, or text not all ASCII).
        let same: Bool? = label.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte >= 0x80 { return nil }
            for byte in word where byte >= 0x80 { return nil }
            // ASCII lowercases to the same length.
            guard bytes.count == word.count else { return false }
            for index in 0..<bytes.count where asciiLowercase(bytes[index]) != asciiLowercase(word[index]) { return false }
            return true
        } ?? nil
        return same ?? (label.lowercased() == voice[.back].lowercased())
    }

    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
    }

    /// K1: the state word said after `Switch Button.`: from a state, from a captured `1`, `0`
    /// or `2`, or any other captured value as written.
    static func switchState(of value: AccessibilityValue?) -> Segment? {
        switch value {
        case .switchState(let state)?: .state(.switchState(state))
        case .text(let text)?: SwitchState(captureValue: text).map { .state(.switchState($0)) } ?? (text.isEmpty ? nil : .state(.text(text)))
        default: nil
        }
    }
}
