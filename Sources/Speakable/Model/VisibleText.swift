/// Text for a person's terminal, with every character that could act on the terminal shown as
/// a visible escape instead: ESC as `\e`, BEL as `\a`, other C0 and C1 controls and DEL as
/// `\u{1B}`-style escapes, and the bidirectional overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069) and line and paragraph separators likewise. Line feeds and tabs stay, since
/// they are the output's own structure.
///
/// Typed text, labels and document values can hold anything; what `navigate` prints, what an
/// error quotes, what a golden and its diff hold, goes through this, so that
/// `> type a\e]0;PWN\a\e[2Jb` is shown, never obeyed.
///
/// ```swift
/// VisibleText.escaped("a\u{1B}]0;PWN\u{7}b")   // "a\\e]0;PWN\\ab"
/// ```
public enum VisibleText {
    /// The text with control characters shown as escapes; text with none is returned as it is.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else { output.unicodeScalars.append(scalar); continue }
            switch scalar {
            case "\u{1B}": output += "\\e"
            case "\u{7}": output += "\\a"
            case "\r": output += "\\r"
            default: output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return output
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
