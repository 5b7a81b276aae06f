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

    /// Whether UTF-8 text may hold a character ``escaped(_:)`` changes: a byte below a space
    /// (line feeds and tabs too), DEL, or the lead byte of U+0080–U+00BF, U+0600–U+063F or
    /// U+2000–U+2FFF. `false` means the text prints as it is, told without decoding it; `true`
    /// means ask ``escaped(_:)``.
    ///
    /// ```swift
    /// VisibleText.mayNeedEscape(utf8: Array("Save. Button.".utf8)[...])   // false
    /// ```
    public static func mayNeedEscape(utf8: ArraySlice<UInt8>) -> Bool {
        // Over the bytes where they lie: `render` asks this of every line it prints.
        utf8.withUnsafeBufferPointer { bytes in
            for byte in bytes where byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 { return true }
            return false
        }
    }

    /// A file's name in a line of text (a message, a finding, a test's result): as
    /// ``escaped(_:)``, and its line feeds and tabs too (`\n`, `\t`), so that a name cannot
    /// break the line or forge another one (issue 31, S11).
    ///
    /// ```swift
    /// VisibleText.escapedName("a\nb.yaml")   // "a\\nb.yaml"
    /// ```
    public static func escapedName(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\t" || needsEscape($0) }) else { return name }
        var output = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            default: output += escaped(String(scalar))
            }
        }
        return output
    }

    /// JSON made by an encoder, with every character that would act on a terminal (bidi
    /// isolates and overrides, C1 controls, line and paragraph separators) written as a JSON
    /// escape, `\u2068`: the text stays the same JSON value, and is safe to print. Such a
    /// character can only stand inside a JSON string, where the escape means itself; iOS puts
    /// bidi isolates around every interpolated argument of a localized string.
    ///
    /// ```swift
    /// VisibleText.jsonEscaped("[\"\u{2068}3\u{2069} items\"]")   // ["\u20683\u2069 items"]
    /// ```
    public static func jsonEscaped(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { needsEscape($0) || isNoncharacter($0) }) else { return json }
        var output = ""
        output.reserveCapacity(json.utf8.count + 16)
        for scalar in json.unicodeScalars {
            guard needsEscape(scalar) || isNoncharacter(scalar) else { output.unicodeScalars.append(scalar); continue }
            let hex = String(scalar.value, radix: 16)
            output += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return output
    }

    /// U+FFFE and U+FFFF: valid in JSON, but refused by YAML readers and XML.
    static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
