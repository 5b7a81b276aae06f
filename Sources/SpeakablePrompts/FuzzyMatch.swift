/// Scores an item against a typed query as fzf does, in small: the query's characters must
/// appear in the item in order (case-insensitive); consecutive characters and characters at the
/// start of a word score more, gaps less; ties keep the shorter item, then the list's order.
///
/// ```swift
/// FuzzyMatch.rank(["Apples", "Grapes", "Papaya"], query: "ap")   // [0, 2, 1]
/// ```
struct FuzzyMatch {
    private let needle: [Unicode.Scalar]
    /// The dynamic program's two rows, made once per query rather than once per item.
    private var best: [Int], run: [Int]
    private static let none = Int.min / 2

    init(needle: [Unicode.Scalar]) {
        self.needle = needle
        best = [Int](repeating: Self.none, count: needle.count)
        run = best
    }

    /// The indices of the items that match, best first; every index, in order, for an empty query.
    static func rank(_ items: [String], query: String) -> [Int] {
        FuzzyIndex(items).rank(query: query)
    }

    /// The best score of the needle in an item (lowercased UTF-8), or `nil` when it is not a
    /// subsequence. A dynamic program over the item's characters, linear in their count per
    /// needle character, so a long line cannot make it slow.
    mutating func score(_ item: UnsafeBufferPointer<UInt8>) -> Int? {
        let none = Self.none, last = needle.count - 1
        for j in 0...last { best[j] = none; run[j] = none }
        // The best complete match: characters after it cost nothing.
        var found = none
        var place = 0, offset = 0, previousIsWordCharacter = false
        while offset < item.count {
            let (character, length) = Self.decode(item, at: offset)
            offset += length
            let wordStart = !previousIsWordCharacter
            previousIsWordCharacter = Self.isWordCharacter(character)
            for j in stride(from: last, through: 0, by: -1) {
                var here = none
                if needle[j] == character {
                    let bonus = 16 + (wordStart ? 8 : 0)
                    if j == 0 {
                        here = bonus - min(place, 8)
                    } else {
                        let afterGap = best[j - 1] == none ? none : best[j - 1] + bonus - 3
                        let consecutive = run[j - 1] == none ? none : run[j - 1] + bonus + 8
                        here = max(afterGap, consecutive)
                    }
                }
                run[j] = here
                // A partial match waiting for its next character loses a point per character
                // skipped: the gap.
                if here > best[j] { best[j] = here } else if best[j] != none { best[j] -= 1 }
            }
            found = max(found, run[last])
            place += 1
        }
        return found == none ? nil : found
    }

    /// Letters and digits make words; anything else starts one after it.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// The scalar at an offset of valid UTF-8 (the index holds what Swift strings encoded), and
    /// its length in bytes.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[offset]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for next in 1..<length where offset + next < bytes.count {
            value = value << 6 | UInt32(bytes[offset + next] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
