/// Makes text from a screen safe to speak and to print on one line.
///
/// Labels and values may hold any Unicode, control characters included. Line breaks and other
/// spacing become one space, other control characters (C0, DEL, C1) are dropped, and the ends
/// are trimmed, so that an utterance is always one line and no character can start an
/// espeak-ng embedded command (U+0001) or a terminal escape sequence.
///
/// ```swift
/// SpokenText.clean("Line one\nLine\u{1B}[31m two ")   // "Line one Line[31m two"
/// ```
public enum SpokenText {
    /// The cleaned text; text that needs no change is returned without copying.
    public static func clean(_ text: String) -> String {
        if isClean(text) { return text }
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
            } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                continue
            } else {
                if pendingSpace { result.append(" "); pendingSpace = false }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A quick byte scan for the common case. It answers `false` for any lead byte of a
    /// character that might be a control or a space (U+0080–U+00BF, U+1xxx, U+2xxx, U+3xxx),
    /// which sends that text to the exact scalar-by-scalar path.
    private static func isClean(_ text: String) -> Bool {
        // Read in place: the UTF-8 view's iterator checks its index at every byte, and every
        // label, value and hint of every document comes here.
        if let answer = text.utf8.withContiguousStorageIfAvailable(isClean(bytes:)) { return answer }
        // Only a string bridged from elsewhere is not contiguous.
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable(isClean(bytes:)) ?? false
    }

    private static func isClean(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousWasSpace = true
        for byte in bytes {
            switch byte {
            case 0x20:
                if previousWasSpace { return false }
                previousWasSpace = true
            case 0x00..<0x20, 0x7F, 0xC2, 0xE1, 0xE2, 0xE3:
                return false
            default:
                previousWasSpace = false
            }
        }
        return !previousWasSpace || bytes.isEmpty
    }
}
