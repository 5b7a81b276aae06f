extension DocumentValue {
    /// The value as JSON, two spaces a level.
    func json(indent: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent), inner = String(repeating: " ", count: indent + 2)
        switch self {
        case .string(let text): return Self.jsonString(text)
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .list(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.json() }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { inner + $0.json(indent: indent + 2) }.joined(separator: ",\n") + "\n\(pad)]"
        case .map(let map):
            if map.count == 0 { return "{}" }
            return "{\n" + map.pairs.map { "\(inner)\(Self.jsonString($0)): \($1.json(indent: indent + 2))" }
                .joined(separator: ",\n") + "\n\(pad)}"
        }
    }

    static func jsonString(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 || value == 0xFEFF
                    || value == 0xFFFE || value == 0xFFFF || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) {
                    quoted += "\\u" + String(repeating: "0", count: 4 - String(value, radix: 16).count) + String(value, radix: 16)
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }
}
