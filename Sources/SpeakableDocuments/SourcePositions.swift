/// Lines and columns as a person's editor counts them: a new line after each line feed only.
///
/// libyaml also breaks lines at NEL (U+0085), LS (U+2028) and PS (U+2029), which any text may
/// hold, so its marks drift from the file's lines after one. This maps libyaml's marks back to
/// the file's; a document without those characters needs no map (`init` returns `nil`).
struct SourcePositions {
    /// For each libyaml line (from 1), the file line and column where it starts.
    private let starts: [(line: Int, column: Int)]

    init?(_ text: String) {
        guard text.unicodeScalars.contains(where: { $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" }) else { return nil }
        var starts: [(line: Int, column: Int)] = [(1, 1)]
        var line = 1, column = 1
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n":
                line += 1; column = 1
                // A CR LF pair is one libyaml break, already counted at the CR.
                if previous != "\r" { starts.append((line, column)) } else { starts[starts.count - 1] = (line, column) }
            case "\r":
                column += 1
                starts.append((line, column))
            case "\u{85}", "\u{2028}", "\u{2029}":
                column += 1
                starts.append((line, column))
            default:
                column += 1
            }
            previous = scalar
        }
        self.starts = starts
    }

    /// The file's line and column of a libyaml mark.
    func filePosition(ofLibyaml mark: (line: Int, column: Int)) -> (line: Int, column: Int) {
        guard starts.indices.contains(mark.line - 1) else { return mark }
        let start = starts[mark.line - 1]
        return (start.line, start.column + mark.column - 1)
    }

    /// The file's line and column of a byte offset of its UTF-8 (libyaml's reader errors).
    static func position(ofByteOffset offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1, consumed = 0
        for scalar in text.unicodeScalars {
            if consumed >= offset { break }
            consumed += String(scalar).utf8.count
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}
