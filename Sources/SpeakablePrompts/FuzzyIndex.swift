/// The items of a filtered list as the ranking reads them: every item lowercased, as UTF-8, in
/// one contiguous buffer with the offset where each starts. About one byte per byte of input
/// and four per item, where an array of `Character`s per item took sixteen per character: 64
/// MiB of items stays well under a gigabyte (issue 31, S7).
///
/// ```swift
/// let index = FuzzyIndex(["Apples", "Grapes"])
/// index.rank(query: "ap")           // [0, 1]
/// ```
struct FuzzyIndex: Sendable {
    private var bytes: [UInt8] = []
    /// Where item `i` starts in ``bytes``; item `i` ends where `i + 1` starts.
    private var starts: [UInt32] = [0]

    init(_ items: [String]) {
        bytes.reserveCapacity(items.reduce(0) { $0 + $1.utf8.count })
        starts.reserveCapacity(items.count + 1)
        for item in items {
            if item.utf8.allSatisfy({ $0 < 0x80 }) {
                // ASCII, by far the usual case: lowercased in place, with no new string.
                bytes.append(contentsOf: item.utf8.lazy.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 })
            } else {
                bytes.append(contentsOf: item.lowercased().utf8)
            }
            // 64 MiB of input (the cap) lowercases to well under 4 GiB.
            starts.append(UInt32(truncatingIfNeeded: bytes.count))
        }
    }

    /// How many items there are.
    var count: Int { starts.count - 1 }

    /// The query as the ranking compares it: lowercased, white space left out.
    static func needle(_ query: String) -> [Unicode.Scalar] {
        Array(query.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace })
    }

    /// The items that match the query, best first; every item, in order, for an empty query.
    /// `among`: only these items are looked at (the matches of a query this one extends, since an
    /// item that holds a longer needle in order holds its start too).
    func rank(query: String, among candidates: [Int]? = nil) -> [Int] {
        rank(needle: Self.needle(query), among: candidates)
    }

    func rank(needle: [Unicode.Scalar], among candidates: [Int]? = nil) -> [Int] {
        guard !needle.isEmpty else { return candidates?.sorted() ?? Array(0..<count) }
        var scorer = FuzzyMatch(needle: needle)
        var scored: [(index: Int, score: Int, length: Int)] = []
        bytes.withUnsafeBufferPointer { buffer in
            func consider(_ index: Int) {
                let item = UnsafeBufferPointer(rebasing: buffer[Int(starts[index])..<Int(starts[index + 1])])
                if let score = scorer.score(item) { scored.append((index, score, item.count)) }
            }
            if let candidates { candidates.forEach(consider) } else { (0..<count).forEach(consider) }
        }
        scored.sort { ($0.score, -$0.length, -$0.index) > ($1.score, -$1.length, -$1.index) }
        return scored.map(\.index)
    }
}
