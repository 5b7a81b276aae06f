import FoundationEssentials
import Glibc

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
            // Lowercased and copied whole by the standard library: a loop over each byte here
            // made loading 64 MiB of items take minutes in a debug build.
            var lowered = item.lowercased()
            lowered.withUTF8 { bytes.append(contentsOf: $0) }
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
        // An ASCII needle's bytes are looked for in order with memchr first: most items of a long
        // list hold no match, and this turns them away without the scoring's dynamic program.
        let asciiNeedle: [Int32]? = needle.allSatisfy(\.isASCII) ? needle.map { Int32($0.value) } : nil
        bytes.withUnsafeBufferPointer { buffer in
            func consider(_ index: Int) {
                let item = UnsafeBufferPointer(rebasing: buffer[Int(starts[index])..<Int(starts[index + 1])])
                if let asciiNeedle, !Self.holdsInOrder(asciiNeedle, item) { return }
                if let score = scorer.score(item) { scored.append((index, score, item.count)) }
            }
            if let candidates { candidates.forEach(consider) } else { (0..<count).forEach(consider) }
        }
        scored.sort { ($0.score, -$0.length, -$0.index) > ($1.score, -$1.length, -$1.index) }
        return scored.map(\.index)
    }

    /// Whether the bytes hold these ASCII bytes in order (a subsequence).
    private static func holdsInOrder(_ needle: [Int32], _ item: UnsafeBufferPointer<UInt8>) -> Bool {
        guard var place = item.baseAddress.map(UnsafeRawPointer.init) else { return false }
        let end = place + item.count
        for byte in needle {
            guard let found = memchr(place, byte, place.distance(to: end)) else { return false }
            place = UnsafeRawPointer(found) + 1
        }
        return true
    }
}
