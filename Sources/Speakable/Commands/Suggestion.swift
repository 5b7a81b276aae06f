/// Finds the intended word for a near miss, for "did you mean" hints.
package enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo: the same
    /// word in another case, a word it begins, or within a third of its length in edits.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let lower = word.lowercased()
        if let sameCase = candidates.first(where: { $0.lowercased() == lower }) { return sameCase }
        if lower.count >= 2, let prefixed = candidates.first(where: { $0.lowercased().hasPrefix(lower) }) { return prefixed }
        let limit = max(1, min(3, word.count / 3))
        let scored = candidates.map { ($0, distance(lower, $0.lowercased())) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// ` (did you mean 'x'?)`, or nothing.
    package static func hint(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Levenshtein distance, with a cut-off so that long inputs stay cheap.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(64)), b = Array(b.prefix(64))
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
