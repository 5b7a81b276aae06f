/// Reads the `key = "value"` lines of a voice file.
///
/// One entry a line: a key of letters, digits and dots, `=`, then a double-quoted string (with
/// `\"` and `\\` escapes) or a bare number. `#` outside quotes starts a comment.
///
/// ```swift
/// let entries = try VoiceFile.parse("trait.button = \"Button\"  # AS\n", named: "en.voice")
/// entries["trait.button"]   // "Button"
/// ```
public enum VoiceFile {
    /// The entries of a voice file's text.
    ///
    /// - Throws: ``VoiceError`` naming the file and line of a malformed or repeated entry.
    public static func parse(_ text: String, named name: String) throws -> [String: String] {
        var entries: [String: String] = [:]
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            var rest = rawLine.drop(while: { $0 == " " || $0 == "\t" })
            if rest.isEmpty || rest.first == "#" { continue }
            guard let equals = rest.firstIndex(of: "=") else {
                throw VoiceError(file: name, line: line, reason: "expected `key = \"value\"`")
            }
            // (Read at every start-up: trimmed in place, with no copy but the key's.)
            var keyText = rest[..<equals]
            while let last = keyText.last, last == " " || last == "\t" { keyText = keyText.dropLast() }
            let key = String(keyText)
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }) else {
                throw VoiceError(file: name, line: line, reason: "expected a key of letters, digits and dots")
            }
            rest = rest[rest.index(after: equals)...].drop(while: { $0 == " " || $0 == "\t" })
            let (value, remainder) = try readValue(rest, file: name, line: line)
            let trailing = remainder.drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard trailing.isEmpty || trailing.first == "#" else {
                throw VoiceError(file: name, line: line, reason: "unexpected text after the value of '\(key)'")
            }
            guard entries.updateValue(value, forKey: key) == nil else {
                throw VoiceError(file: name, line: line, reason: "'\(key)' is given twice")
            }
        }
        return entries
    }

    private static func readValue(_ text: Substring, file: String, line: Int) throws -> (String, Substring) {
        guard text.first == "\"" else {
            let number = text.prefix(while: { $0.isNumber || $0 == "." || $0 == "-" })
            guard !number.isEmpty else {
                throw VoiceError(file: file, line: line, reason: "expected a quoted string or a number")
            }
            return (String(number), text[number.endIndex...])
        }
        // Most values have no escape: taken whole, not a character at a time.
        let body = text.dropFirst()
        if let close = body.firstIndex(of: "\""), !body[..<close].contains("\\") {
            return (String(body[..<close]), body[body.index(after: close)...])
        }
        var value = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { return (value, text[text.index(after: index)...]) }
            if character == "\\" {
                index = text.index(after: index)
                guard index < text.endIndex, text[index] == "\"" || text[index] == "\\" else {
                    throw VoiceError(file: file, line: line, reason: "only \\\" and \\\\ may follow a backslash")
                }
            }
            value.append(text[index])
            index = text.index(after: index)
        }
        throw VoiceError(file: file, line: line, reason: "the string has no closing quote")
    }
}
