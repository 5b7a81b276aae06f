import FoundationEssentials

/// Lines and columns of one source, from one index of the byte offsets where its lines start
/// (issue 32, "lines from one byte-offset index"): built once per source, on the first question,
/// in one pass over its bytes, and asked by every reader that has a place to report (libyaml's
/// marks and reader errors, the first byte that is not UTF-8, markup where a document belongs).
/// Nothing re-reads the text to place a message.
///
/// Lines and columns are as a person's editor counts them: a new line after each line feed
/// only, a column per character (Unicode scalar), both from 1. libyaml also breaks lines at NEL
/// (U+0085), LS (U+2028) and PS (U+2029), which any text may hold, so its marks drift from the
/// file's lines after one: ``filePosition(ofLibyaml:)`` maps them back.
final class SourceLines {
    /// The source's UTF-8 (its byte-order mark dropped, as the readers see it).
    private let bytes: Data

    init(_ bytes: Data) {
        self.bytes = bytes
    }

    init(_ text: String) {
        self.bytes = Data(text.utf8)
    }

    /// Where each line starts: 0, and the offset after each line feed.
    private lazy var starts: [Int] = bytes.withUnsafeBytes { buffer in
        var starts = [0]
        for (offset, byte) in buffer.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        return starts
    }

    /// The line and column of a byte offset (at a character's first byte, or the end).
    func position(ofByteOffset offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), bytes.count)
        // The last line that starts at or before the offset.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column = bytes.withUnsafeBytes { buffer in
            // A character per byte that does not continue one.
            buffer[starts[low]..<offset].count(where: { $0 & 0xC0 != 0x80 })
        }
        return (low + 1, column + 1)
    }

    /// Whether libyaml counts lines other than the file's: the text holds NEL, LS or PS.
    private(set) lazy var hasUnusualBreaks: Bool = bytes.withUnsafeBytes { buffer in
        // NEL is C2 85; LS and PS are E2 80 A8 and E2 80 A9.
        var index = 0
        while index + 1 < buffer.count {
            if buffer[index] == 0xC2, buffer[index + 1] == 0x85 { return true }
            if buffer[index] == 0xE2, index + 2 < buffer.count, buffer[index + 1] == 0x80,
               buffer[index + 2] == 0xA8 || buffer[index + 2] == 0xA9 { return true }
            index += 1
        }
        return false
    }

    /// For each libyaml line (from 1), the byte offset where it starts; `nil` when its lines are
    /// the file's. Each of libyaml's breaks (a line feed, a carriage return, a CR LF pair, NEL,
    /// LS, PS) starts one.
    private lazy var libyamlStarts: [Int]? = {
        guard hasUnusualBreaks else { return nil }
        return bytes.withUnsafeBytes { buffer in
            var starts = [0], index = 0
            while index < buffer.count {
                let byte = buffer[index]
                var length = 0
                if byte == 0x0A {
                    length = 1
                } else if byte == 0x0D {
                    length = index + 1 < buffer.count && buffer[index + 1] == 0x0A ? 2 : 1
                } else if byte == 0xC2, index + 1 < buffer.count, buffer[index + 1] == 0x85 {
                    length = 2
                } else if byte == 0xE2, index + 2 < buffer.count, buffer[index + 1] == 0x80, buffer[index + 2] == 0xA8 || buffer[index + 2] == 0xA9 {
                    length = 3
                }
                if length > 0 {
                    index += length
                    starts.append(index)
                } else {
                    index += 1
                }
            }
            return starts
        }
    }()

    /// The file's line and column of a libyaml mark.
    func filePosition(ofLibyaml mark: (line: Int, column: Int)) -> (line: Int, column: Int) {
        guard let libyamlStarts, libyamlStarts.indices.contains(mark.line - 1) else { return mark }
        let start = position(ofByteOffset: libyamlStarts[mark.line - 1])
        return (start.line, start.column + mark.column - 1)
    }

    /// Where the first byte that is not part of UTF-8 is, or the end when there is none.
    var firstInvalidUTF8: (line: Int, column: Int) {
        let offset = bytes.withUnsafeBytes { buffer -> Int in
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 0
                guard length > 0, index + length <= buffer.count,
                      String(validating: buffer[index..<index + length], as: UTF8.self) != nil else { return index }
                index += length
            }
            return buffer.count
        }
        return position(ofByteOffset: offset)
    }

    /// Where the text starts with `<` (after blank space); `nil` when it starts with anything else.
    var markupStart: (line: Int, column: Int)? {
        let offset = bytes.withUnsafeBytes { buffer -> Int? in
            for (offset, byte) in buffer.enumerated() {
                switch byte {
                case 0x0A, 0x20, 0x09, 0x0D: continue
                case UInt8(ascii: "<"): return offset
                default: return nil
                }
            }
            return nil
        }
        return offset.map(position(ofByteOffset:))
    }
}
