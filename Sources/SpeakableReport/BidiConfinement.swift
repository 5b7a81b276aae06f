/// Keeps a text's bidirectional controls from reordering anything after it in a picture or a
/// page (issue 31, S12). A label is untrusted: an unclosed right-to-left override in one stop's
/// text would reverse the next stops' text in the `<desc>`, the legend and the page, and a
/// numeric reference would not help (`&#x202E;` is the same character once parsed).
///
/// - Embeddings and overrides (U+202A–U+202E, including their closing U+202C) are never
///   needed in a label read aloud: they are shown as visible escapes (`\u{202E}`), as the
///   terminal shows them.
/// - Isolates (U+2066–U+2069), which iOS puts around every argument of a localized string, are
///   kept when they pair up; a closing one with nothing open is shown as an escape, and any
///   left open are closed at the end of the text, so their effect ends with it.
///
/// ```swift
/// BidiConfinement.confined("\u{202E}evil")        // "\\u{202E}evil"
/// BidiConfinement.confined("\u{2068}Ann\u{2069}")  // unchanged
/// BidiConfinement.confined("\u{2067}open")         // "\u{2067}open\u{2069}"
/// ```
enum BidiConfinement {
    static func confined(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }) else {
            return text
        }
        var output = ""
        var open = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x202A...0x202E:
                output += escape(scalar)
            case 0x2066...0x2068:
                open += 1
                output.unicodeScalars.append(scalar)
            case 0x2069:
                if open > 0 {
                    open -= 1
                    output.unicodeScalars.append(scalar)
                } else {
                    output += escape(scalar)
                }
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += String(repeating: "\u{2069}", count: open)
        return output
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
