/// How the user acts on the screen reader, which words the hints it adds.
///
/// ```swift
/// let prompt = SpeechGenerator(voice: try .builtIn(.en), device: .keyboard)
/// prompt.utterance(for: AccessibilityElement(label: "Name", traits: .textField)).spokenHint
/// // "Press Enter to edit."
/// ```
public enum InputDevice: String, CaseIterable, Hashable, Sendable {
    /// VoiceOver's gestures on a touch screen (`Double tap to edit.`): the phrasing spec's.
    case touch
    /// A terminal prompt's keys (`Press Enter to edit.`): a prompt never speaks a gesture.
    case keyboard
}
