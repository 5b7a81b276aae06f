extension DocumentValue {
    /// The value as block YAML at `indent`, for the value of a mapping key or a list item.
    func yamlLines(indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        switch self {
        case .list(let items):
            return items.flatMap { item -> [String] in
                // A mapping is written as a block (`- button: Save`), anything else on the line.
                if item.isFlat, !item.isMap { return ["\(pad)- \(item.yamlInline)"] }
                var lines = item.yamlLines(indent: indent + 2)
                lines[0] = "\(pad)- " + lines[0].dropFirst(indent + 2)
                return lines
            }
        case .map(let map):
            return map.pairs.flatMap { key, value -> [String] in
                if value.isFlat { return ["\(pad)\(Self.yamlString(key)): \(value.yamlInline)"] }
                return ["\(pad)\(Self.yamlString(key)):"] + value.yamlLines(indent: indent + 2)
            }
        default:
            return [pad + yamlInline]
        }
    }

    /// The value on one line (flow style).
    var yamlInline: String {
        switch self {
        case .string(let text): Self.yamlString(text)
        case .number(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .list(let items): "[" + items.map(\.yamlInline).joined(separator: ", ") + "]"
        case .map(let map):
            "{" + map.pairs.map { "\(Self.yamlString($0)): \($1.yamlInline)" }.joined(separator: ", ") + "}"
        }
    }

    /// Plain when it cannot be read as anything but this text; double-quoted otherwise, with
    /// every control character escaped (no text of a capture reaches the file raw). JSON's
    /// string escapes are YAML's double-quoted ones.
    static func yamlString(_ text: String) -> String {
        isPlainSafe(text) ? text : jsonString(text)
    }

    /// Letters, digits, spaces inside, and punctuation that means nothing to YAML where it is;
    /// never a word YAML 1.1 reads as a boolean or null, nor a number.
    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              isLetter(first), last != " " else { return false }
        guard !reservedWords.contains(text.lowercased()) else { return false }
        // One pass over the bytes for the common ASCII case; other scalars ask their properties.
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if (byte == UInt8(ascii: " ") && previous == UInt8(ascii: ":")) || (byte == UInt8(ascii: "#") && previous == UInt8(ascii: " ")) { return false }
            previous = byte
        }
        return text.unicodeScalars.allSatisfy { scalar in
            isLetter(scalar) || ("0"..."9").contains(scalar) || plainPunctuation.contains(scalar)
        }
    }

    /// Words YAML 1.1 reads as a boolean or null: quoted, whatever their case.
    private static let reservedWords: Set<String> = ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "~"]
    private static let plainPunctuation = Set(" .?!'()-_/&%".unicodeScalars)

    /// A letter: ASCII's by range, others by their Unicode property (slow, and rare in labels).
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        return scalar.properties.isAlphabetic
    }
}
