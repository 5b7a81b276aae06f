/// Text of the classes that broke Speakable when it was attacked (issue 14): markup joined to
/// marks of every grapheme-joining class, control characters anywhere, long mixed-script labels,
/// terminal escapes, numbers with huge and tiny exponents.
enum HostileText {
    /// Scalars that join a neighbour into one grapheme cluster (UAX #29 classes).
    static let joiners = ["\u{0600}", "\u{06DD}", "\u{110BD}", "\u{0301}", "\u{200D}", "\u{0903}", "\u{FE0F}",
                          "\u{1F3FB}", "\u{1F1E6}", "\u{1100}", "\u{1161}", "\u{11A8}"]
    static let markup = ["<metadata ", ">", "<p>", "<break time=\"600s\"/>", "</speak>", "&amp;", "<audio src=\"x\"/>",
                         "\u{1}80S", "'", "\""]
    static let controls = ["\u{0}", "\u{1}", "\u{7}", "\u{8}", "\u{1B}", "\u{1B}[2J", "\u{1B}]0;PWN\u{7}", "\u{7F}",
                           "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}", "\u{202E}", "\r", "\t", "\n"]
    static let scripts = ["Delete", "Удалить", "删除文件", "حذف", "מחק", "🗑️", "e\u{301}", "ﷺ", "𝕏", "ﬀ", "Ǆ", "İ"]
    static let numbers = ["1e-9223372036854775808", "1e9223372036854775807", "-0", "0.000000000001", "9223372036854775807",
                          "-9223372036854775808", "1e30", "1e-30", "nan", ".inf", "0x10", "1_000", "3", "0.5", "1.05"]

    /// A label or title: a few pieces of the classes above, sometimes long.
    static func label(_ random: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: text += joiners.randomElement(using: &random)! + markup.randomElement(using: &random)!
            case 1: text += controls.randomElement(using: &random)!
            case 2: text += String(repeating: scripts.randomElement(using: &random)! + " ", count: Int.random(in: 1...12, using: &random))
            case 3: text += markup.randomElement(using: &random)! + joiners.randomElement(using: &random)!
            default: text += scripts.randomElement(using: &random)!
            }
        }
        return text
    }

    /// A YAML double-quoted scalar of any text (every control character escaped as YAML allows).
    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            // YAML folds these as line breaks inside a quoted scalar: escaped, they are kept.
            case "\u{85}", "\u{2028}", "\u{2029}": output += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value):
                output += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
