/// Makes text safe to hand to libespeak-ng.
///
/// U+0001 starts an embedded command (`\u{1}80S` sets the rate, `\u{1}0A` the volume to zero)
/// that persists into every later utterance; ESC sequences are read aloud as digits. Every
/// control character but tab and line feed is removed (C0, DEL, C1), and tab and line feed
/// become spaces. Text that needs no change is returned as it is.
///
/// ```swift
/// SpeechText.clean("\u{1}0A quiet")   // "0A quiet"
/// ```
public enum SpeechText {
    /// The cleaned text.
    public static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" { output.append(" ") }
            else if !isControl(scalar) { output.append(scalar) }
        }
        return String(output)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
