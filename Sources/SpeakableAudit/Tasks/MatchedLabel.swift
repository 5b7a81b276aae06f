/// A stop's label as a task's matching compares it with the name sought (TK2): for a label of
/// printable ASCII (most), where its normalized bytes lie in it (spaces before, spaces and
/// periods after left out, as `TaskSession.normalized` trims), told once per layer, so the name
/// of each action is compared with them in place, lower-cased byte by byte, with nothing made;
/// any other label is normalized when asked, as before.
struct MatchedLabel {
    /// The label as written.
    let text: String
    /// The offsets of its bytes that normalizing keeps, for a printable ASCII label; `nil` for
    /// any other (or one whose bytes cannot be read in place).
    let asciiKept: Range<Int>?
    /// The first byte normalizing keeps, lower-cased, when ``asciiKept`` holds any: a name that
    /// begins otherwise is told apart by it alone (most stops, for each action).
    let firstKept: UInt8?

    init(_ text: String) {
        self.text = text
        let kept = text.utf8.withContiguousStorageIfAvailable { bytes -> (Range<Int>, UInt8?)? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            var first = 0, end = bytes.count
            while end > first, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x2E { end -= 1 }
            while first < end, bytes[first] == 0x20 { first += 1 }
            return (first..<end, first < end ? ((0x41...0x5A).contains(bytes[first]) ? bytes[first] | 0x20 : bytes[first]) : nil)
        } ?? nil
        asciiKept = kept?.0
        firstKept = kept?.1
    }
}
