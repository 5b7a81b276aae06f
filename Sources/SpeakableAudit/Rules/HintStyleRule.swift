import Speakable

extension AuditRule {
    /// `hint-style`: a hint that starts with a gesture (`Tap`, `Double tap`, `Click`, `Swipe`,
    /// `Press`), repeats the label, or does not end in a period.
    ///
    /// ```swift
    /// // Button("Save").hint("Tap to save.") → "Hint starts with a gesture: …"
    /// ```
    public static let hintStyle = AuditRule(
        id: "hint-style", category: .speakable, severity: .note, needsFrames: false,
        summary: "A hint starts with a gesture, repeats the label, or does not end in a period.",
        help: "A hint says what happens (\"Saves the file.\"), in a sentence; VoiceOver already says how to act and what the element is."
    ) { screen in
        screen.elements.indices.compactMap { index in
            let element = screen.elements[index]
            let hint = element.hint
            guard !hint.isEmpty else { return nil }
            let lower = hint.lowercased()
            let key: VoiceKey
            if ["tap", "double tap", "click", "swipe", "press"].contains(where: { lower == $0 || lower.hasPrefix($0 + " ") }) {
                key = .auditHintGesture
            } else if !element.label.isEmpty, lower.trimmingPeriod == element.label.text.lowercased().trimmingPeriod {
                key = .auditHintRepeatsLabel
            } else if !hint.hasSuffix("."), !hint.hasSuffix("。"), !hint.hasSuffix("!"), !hint.hasSuffix("?") {
                key = .auditHintPeriod
            } else {
                return nil
            }
            return .init(stop: index, message: screen.message(key))
        }
    }
}

extension String {
    /// The text without a final period.
    var trimmingPeriod: Substring { hasSuffix(".") ? dropLast() : self[...] }
}
