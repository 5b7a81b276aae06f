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
        // Read at every start-up, so the lines are taken apart as UTF-8 bytes: the syntax is
        // ASCII, and a line with any other character outside its quotes is read a character at a
        // time (`parseLine`), so that a key's letters and a number's digits mean what they did.
        var text = text
        return try text.withUTF8 { bytes in
            var entries: [String: String] = [:]
            entries.reserveCapacity(bytes.count / 40)
            var start = 0
            var line = 0
            while start <= bytes.count {
                line += 1
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                // A file saved with CRLF line ends reads as the same file with LF.
                let lineEnd = end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
                let lineBytes = UnsafeBufferPointer(rebasing: bytes[start..<lineEnd])
                if let (key, value) = try parseASCIILine(lineBytes, file: name, line: line)
                    ?? parseLine(Substring(String(decoding: lineBytes, as: UTF8.self)), file: name, line: line) {
                    guard entries.updateValue(value, forKey: key) == nil else {
                        throw VoiceError(file: name, line: line, reason: "'\(key)' is given twice")
                    }
                }
                start = end + 1
            }
            return entries
        }
    }

    /// The entry of a line read as bytes: `.some(nil)` for a blank or comment line, `nil` for a
    /// line to be read a character at a time instead (any character other than ASCII outside a
    /// value, or one at a place where it could join a quote, a backslash or a `#` into one
    /// character, as Swift's characters do; every malformed line, so that its error is the same).
    private static func parseASCIILine(_ line: UnsafeBufferPointer<UInt8>, file: String, line number: Int) throws -> (String, String)?? {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        let hash = UInt8(ascii: "#")
        let isASCII = { (index: Int) in index >= line.count || line[index] < 0x80 }
        var index = 0
        while index < line.count, line[index] == space || line[index] == tab { index += 1 }
        if index == line.count { return .some(nil) }
        if line[index] == hash { return isASCII(index + 1) ? .some(nil) : nil }
        let keyStart = index
        while index < line.count, line[index] != UInt8(ascii: "=") {
            if line[index] >= 0x80 { return nil }
            index += 1
        }
        guard index < line.count else { return nil }
        var keyEnd = index
        while keyEnd > keyStart, line[keyEnd - 1] == space || line[keyEnd - 1] == tab { keyEnd -= 1 }
        let keyBytes = UnsafeBufferPointer(rebasing: line[keyStart..<keyEnd])
        guard !keyBytes.isEmpty, keyBytes.allSatisfy(isKeyByte) else { return nil }
        index += 1
        while index < line.count, line[index] == space || line[index] == tab { index += 1 }
        guard index < line.count else { return nil }
        let value: String
        if line[index] == quote {
            guard let (text, close) = quotedValue(line, from: index + 1) else { return nil }
            value = text
            index = close + 1
        } else {
            let numberStart = index
            while index < line.count, (line[index] >= UInt8(ascii: "0") && line[index] <= UInt8(ascii: "9"))
                || line[index] == UInt8(ascii: ".") || line[index] == UInt8(ascii: "-") { index += 1 }
            guard index > numberStart, isASCII(index) else { return nil }
            value = String(decoding: UnsafeBufferPointer(rebasing: line[numberStart..<index]), as: UTF8.self)
        }
        while index < line.count, line[index] == space || line[index] == tab || line[index] == UInt8(ascii: "\r") { index += 1 }
        guard isASCII(index) else { return nil }
        guard index == line.count || (line[index] == hash && isASCII(index + 1)) else { return nil }
        return .some((String(decoding: keyBytes, as: UTF8.self), value))

        func quotedValue(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> (String, Int)? {
            var index = start
            var escaped: [UInt8]?
            var runStart = start
            while index < line.count, line[index] != quote {
                if line[index] == backslash {
                    guard isASCII(index + 2), index > start ? line[index - 1] < 0x80 : true,
                          index + 1 < line.count, line[index + 1] == quote || line[index + 1] == backslash else { return nil }
                    escaped = (escaped ?? []) + line[runStart..<index] + [line[index + 1]]
                    index += 2
                    runStart = index
                } else {
                    index += 1
                }
            }
            guard index < line.count else { return nil }
            // A character that joins the opening quote or the closing one (a combining mark after
            // it, a prepended mark before it) makes a different character of it.
            if (index > start && line[index - 1] >= 0x80) || (index > start && line[start] >= 0x80) {
                let quoted = String(decoding: UnsafeBufferPointer(rebasing: line[(start - 1)...index]), as: UTF8.self)
                guard quoted.first == "\"", quoted.last == "\"" else { return nil }
            }
            guard isASCII(index + 1) else { return nil }
            if var escaped {
                escaped += line[runStart..<index]
                return (String(decoding: escaped, as: UTF8.self), index)
            }
            return (String(decoding: UnsafeBufferPointer(rebasing: line[start..<index]), as: UTF8.self), index)
        }
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    /// The entries read a character at a time, every line as `parseLine` reads it: what ``parse(_:named:)``
    /// must give for any text (tests hold the two together).
    static func parseCharacterwise(_ text: String, named name: String) throws -> [String: String] {
        var entries: [String: String] = [:]
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let (key, value) = try parseLine(rawLine, file: name, line: offset + 1) else { continue }
            guard entries.updateValue(value, forKey: key) == nil else {
                throw VoiceError(file: name, line: offset + 1, reason: "'\(key)' is given twice")
            }
        }
        return entries
    }

    /// The entry of one line read a character at a time; `nil` for a blank or comment line.
    private static func parseLine(_ rawLine: Substring, file name: String, line: Int) throws -> (String, String)? {
        var rest = rawLine.drop(while: { $0 == " " || $0 == "\t" })
        if rest.isEmpty || rest.first == "#" { return nil }
        guard let equals = rest.firstIndex(of: "=") else {
            throw VoiceError(file: name, line: line, reason: "expected `key = \"value\"`")
        }
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
        return (key, value)
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
