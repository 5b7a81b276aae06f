/// F§3.7: a text that is one character after trimming is spoken as that character's name, when
/// TalkBack's symbol table has one (`.` → `Period`, `%` → `Percent`, `-` → `Dash`, `•` →
/// `Bullet`); `+` has none and stays `+`. Only these four names are in the voice files: they
/// are the ones the facts cite (F§3.10 example 7); any other single character is spoken as it is.
///
/// ```swift
/// TalkBackSymbol.content(of: " . ")   // .word(.talkBackPeriod)
/// TalkBackSymbol.content(of: "+")     // .text("+")
/// ```
enum TalkBackSymbol {
    /// The spoken content of an app text: the symbol's name, or the text as it is.
    static func content(of text: String) -> TalkBackPart.Content {
        word(for: text).map { .word($0) } ?? .text(text)
    }

    /// The name of a text that is a single named symbol. Longer texts are passed over at once,
    /// so this costs nothing for ordinary labels.
    static func word(for text: String) -> VoiceKey? {
        let utf8 = text.utf8
        guard !utf8.isEmpty, utf8.count <= 16 else { return nil }
        // ASCII, the common case, by its bytes: a label's second letter ends the search, and an
        // ASCII byte is whitespace exactly when it is a tab, a line or page break or a space.
        if let ascii = utf8.withContiguousStorageIfAvailable(asciiSymbol(of:)) {
            switch ascii {
            case .some(let byte?): return word(forASCII: byte)
            case .some(nil): return nil
            case nil: break   // not ASCII: told by Unicode's properties below
            }
        }
        var symbol: Unicode.Scalar?
        for scalar in text.unicodeScalars where !isWhitespace(scalar) {
            if symbol != nil { return nil }
            symbol = scalar
        }
        switch symbol {
        case "."?: return .talkBackPeriod
        case "%"?: return .talkBackPercentSign
        case "-"?: return .talkBackDash
        case "\u{2022}"?: return .talkBackBullet
        default: return nil
        }
    }

    /// The one non-whitespace byte of a text read as far as it is ASCII: `.some(byte)`, or
    /// `.some(nil)` when there are none or two; `nil` when a byte that is not ASCII comes first.
    private static func asciiSymbol(of bytes: UnsafeBufferPointer<UInt8>) -> UInt8?? {
        var symbol: UInt8?
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || (0x09...0x0D).contains(byte) { continue }
            // Two characters that are no whitespace: no symbol, whatever follows.
            if symbol != nil { return .some(nil) }
            symbol = byte
        }
        return .some(symbol)
    }

    private static func word(forASCII byte: UInt8) -> VoiceKey? {
        switch byte {
        case UInt8(ascii: "."): .talkBackPeriod
        case UInt8(ascii: "%"): .talkBackPercentSign
        case UInt8(ascii: "-"): .talkBackDash
        default: nil
        }
    }

    /// Unicode's White_Space, told without the property tables for ASCII (tab to carriage return,
    /// and space): every stop's texts are asked this, and they are mostly ASCII.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isWhitespace }
        return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value)
    }
}
