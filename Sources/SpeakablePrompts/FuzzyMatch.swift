/// Ranks items against a typed query as fzf does, in small: the query's characters must appear
/// in the item in order (case-insensitive); consecutive characters and characters at the start
/// of a word score more, gaps less; ties keep the shorter item, then the list's order.
///
/// ```swift
/// FuzzyMatch.rank(["Apples", "Grapes", "Papaya"], query: "ap")   // [0, 2, 1]
/// ```
enum FuzzyMatch {
    /// The indices of the items that match, best first; every index, in order, for an empty query.
    static func rank(_ items: [String], query: String) -> [Int] {
        rank(prepared: prepare(items), query: query)
    }

    /// The items as the ranking reads them (lowercased characters), made once per list rather
    /// than once per key.
    static func prepare(_ items: [String]) -> [[Character]] { items.map { Array($0.lowercased()) } }

    /// ``rank(_:query:)`` over prepared items.
    static func rank(prepared items: [[Character]], query: String) -> [Int] {
        let needle = Array(query.lowercased().filter { !$0.isWhitespace })
        guard !needle.isEmpty else { return Array(items.indices) }
        var scored: [(index: Int, score: Int, length: Int)] = []
        for (index, item) in items.enumerated() {
            if let score = score(item, needle) { scored.append((index, score, item.count)) }
        }
        scored.sort { ($0.score, -$0.length, -$0.index) > ($1.score, -$1.length, -$1.index) }
        return scored.map(\.index)
    }

    /// The best score of the needle in the haystack, or `nil` when it is not a subsequence. A
    /// dynamic program over the haystack's characters, linear in their count per needle
    /// character, so a long line cannot make it slow.
    static func score(_ haystack: [Character], _ needle: [Character]) -> Int? {
        let none = Int.min / 2
        // best[j]: the best score with needle[..<j+1] matched, the last at or before this place;
        // run[j]: the same, with the last match exactly here (for the consecutive bonus).
        var best = [Int](repeating: none, count: needle.count)
        var run = [Int](repeating: none, count: needle.count)
        // The best complete match: characters after it cost nothing.
        var found = none
        for (i, character) in haystack.enumerated() {
            let wordStart = i == 0 || !(haystack[i - 1].isLetter || haystack[i - 1].isNumber)
            for j in stride(from: needle.count - 1, through: 0, by: -1) {
                var here = none
                if needle[j] == character {
                    let bonus = 16 + (wordStart ? 8 : 0)
                    if j == 0 {
                        here = bonus - min(i, 8)
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
            found = max(found, run[needle.count - 1])
        }
        return found == none ? nil : found
    }
}
