/// A key of the keyboard, as the prompt understands it.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed([0x1B, 0x5B, 0x41])   // [.up]
/// ```
public enum PromptKey: Hashable, Sendable {
    case tab, shiftTab, up, down, left, right, home, end
    case enter, escape, backspace
    /// The Delete key (forward delete).
    case delete
    case pageUp, pageDown
    /// A control key other than those above: `.control("a")` is Ctrl-A.
    case control(Character)
    /// Ctrl-C.
    case interrupt
    /// A printable character (space included).
    case character(Character)
    /// A key the prompt does not use.
    case ignored
    /// Not a key: the terminal was resized (SIGWINCH), so the prompt is drawn again.
    case resize
}
