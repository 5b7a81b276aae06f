/// A line diff in the unified format `diff -u` prints, for showing how spoken text changed.
///
/// ```swift
/// UnifiedDiff.lines(from: "a\nb\n", to: "a\nc\n", fromName: "golden", toName: "spoken")
/// // --- golden
/// // +++ spoken
/// // @@ -1,2 +1,2 @@
/// //  a
/// // -b
/// // +c
/// ```
public enum UnifiedDiff {
    /// Lines of context around each change.
    public static let context = 3

    /// The diff of two texts, or `nil` when they are equal.
    public static func lines(from old: String, to new: String, fromName: String, toName: String) -> String? {
        guard old != new else { return nil }
        let a = split(old), b = split(new)
        let edits = script(a, b)
        var output = ["--- \(fromName)", "+++ \(toName)"]
        var index = 0
        while index < edits.count {
            guard let change = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
            let start = max(change - context, index == 0 ? 0 : index)
            var end = change
            // Extend the hunk while changes are closer than twice the context.
            var last = change
            while end < edits.count {
                if edits[end].kind != .same { last = end }
                if end - last > 2 * context { break }
                end += 1
            }
            end = min(edits.count, last + context + 1)
            let hunk = edits[start..<end]
            let oldStart = hunk.first?.oldLine ?? 0, newStart = hunk.first?.newLine ?? 0
            let oldCount = hunk.filter { $0.kind != .added }.count, newCount = hunk.filter { $0.kind != .removed }.count
            output.append("@@ -\(oldStart + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(newStart + (newCount > 0 ? 1 : 0)),\(newCount) @@")
            output += hunk.map { edit in
                switch edit.kind {
                case .same: " " + edit.text
                case .removed: "-" + edit.text
                case .added: "+" + edit.text
                }
            }
            index = end
        }
        if old.hasSuffix("\n") != new.hasSuffix("\n") { output.append("\\ the final newline differs") }
        return output.joined(separator: "\n")
    }

    struct Edit {
        enum Kind { case same, removed, added }
        let kind: Kind
        let text: String
        /// Lines of each side before this one.
        let oldLine: Int
        let newLine: Int
    }

    private static func split(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The shortest edit script, from a longest-common-subsequence table. Transcripts are short;
    /// for long ones the common prefix and suffix are peeled off first.
    private static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = Array(a[prefix..<(a.count - suffix)]), middleB = Array(b[prefix..<(b.count - suffix)])
        var table = [[Int]](repeating: [Int](repeating: 0, count: middleB.count + 1), count: middleA.count + 1)
        for i in stride(from: middleA.count - 1, through: 0, by: -1) {
            for j in stride(from: middleB.count - 1, through: 0, by: -1) {
                table[i][j] = middleA[i] == middleB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        func add(_ kind: Edit.Kind, _ text: Substring) {
            edits.append(Edit(kind: kind, text: String(text), oldLine: prefix + i, newLine: prefix + j))
        }
        for line in a[..<prefix] { edits.append(Edit(kind: .same, text: String(line), oldLine: edits.count, newLine: edits.count)) }
        while i < middleA.count || j < middleB.count {
            if i < middleA.count, j < middleB.count, middleA[i] == middleB[j] { add(.same, middleA[i]); i += 1; j += 1 }
            else if i < middleA.count, j == middleB.count || table[i + 1][j] >= table[i][j + 1] { add(.removed, middleA[i]); i += 1 }
            else { add(.added, middleB[j]); j += 1 }
        }
        for (offset, line) in a.suffix(suffix).enumerated() {
            edits.append(Edit(kind: .same, text: String(line), oldLine: a.count - suffix + offset, newLine: b.count - suffix + offset))
        }
        return edits
    }
}
