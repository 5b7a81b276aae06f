/// Lines of at most a width, for SVG text (which never wraps itself). Widths are estimated per
/// character (wide scripts count double), so the same text always breaks in the same places.
enum TextWrapping {
    /// The estimated width of `text`, in ems.
    static func width(_ text: Substring) -> Double {
        text.unicodeScalars.reduce(0) { $0 + (isWide($1) ? 1.0 : 0.56) }
    }

    /// Breaks at spaces where it can, else inside a word (CJK text has no spaces).
    static func lines(_ text: String, maximumEms: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0.0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = width(word)
            let spaced = current.isEmpty ? 0 : 0.28
            if currentWidth + spaced + wordWidth <= maximumEms {
                if !current.isEmpty { current += " " }
                current += word
                currentWidth += spaced + wordWidth
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            currentWidth = 0
            // A word longer than a line is cut where it fills one.
            for character in word {
                let characterWidth = width(Substring(String(character)))
                if currentWidth + characterWidth > maximumEms, !current.isEmpty {
                    lines.append(current)
                    current = ""
                    currentWidth = 0
                }
                current.append(character)
                currentWidth += characterWidth
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.isEmpty ? [""] : lines
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
            || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
            || (0xFE30...0xFE4F).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value)
            || (0xFFE0...0xFFE6).contains(scalar.value) || (0x1F300...0x1FAFF).contains(scalar.value)
    }
}
