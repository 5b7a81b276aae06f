import Speakable

extension AuditRule {
    /// `conflicting-traits`: `button` with `link`, `searchField` or `keyboardKey`; `link` with
    /// `searchField`; `button` with `adjustable`.
    ///
    /// ```swift
    /// // Element("Terms", traits: [.button, .link]) → "Conflicting traits: Button and Link"
    /// ```
    public static let conflictingTraits = AuditRule(
        id: "conflicting-traits", category: .trait, severity: .warning, needsFrames: false,
        summary: "An element has traits that say two different things it is.",
        help: "Choose one: a button acts in place, a link goes somewhere, a search field is typed into."
    ) { screen in
        let pairs: [(AccessibilityTraits, VoiceKey, AccessibilityTraits, VoiceKey)] = [
            (.button, .button, .link, .link), (.button, .button, .searchField, .searchField),
            (.button, .button, .keyboardKey, .button), (.link, .link, .searchField, .searchField),
            (.button, .button, .adjustable, .adjustable),
        ]
        // The one rule about the traits themselves: what the app declared, pair by pair, not
        // what the stop is (its role).
        return screen.elements.indices.compactMap { index in
            let traits = screen.elements[index].traits
            guard let (_, first, second, secondWord) = pairs.first(where: { traits.contains($0.0) && traits.contains($0.2) }) else { return nil }
            func word(_ key: VoiceKey) -> String { AuditedScreen.bareWord(screen.voice[key]) }
            let secondName = second == .keyboardKey ? "keyboardKey" : word(secondWord)
            return .init(stop: index, message: screen.message(.auditConflictingTraits, ["first": word(first), "second": secondName]))
        }
    }
}
