/// One clause of an utterance as speech needs it: a sentence the synthesizer must speak as a
/// clause of its own (SP1), a pause, or a sound.
///
/// ```swift
/// let utterance = try SpeechGenerator(voice: .builtIn(.ru)).utterance(for: AccessibilityElement(label: "Имя", traits: .textField))
/// utterance.clauses
/// // [.sentence("Имя."), .sentence("текстовое поле."), .pause(milliseconds: 300),
/// //  .sentence("коснитесь дважды, чтобы редактировать")]
/// ```
public enum SpokenClause: Hashable, Sendable {
    /// Text, punctuated, spoken as its own clause.
    case sentence(String)
    /// Silence, in milliseconds.
    case pause(milliseconds: Int)
    /// A sound, not speech.
    case sound(Sound)
}
