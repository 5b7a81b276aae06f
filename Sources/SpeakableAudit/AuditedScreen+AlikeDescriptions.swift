import Speakable

// `duplicate-description` compares what actionable stops say, and formatting a stop's description
// costs more than every other check of it (issue 34: a task audits each screen it walks). Most
// stops are told apart by how their description begins, which is read from the phrasing without
// formatting it; only the stops that could still say the same are formatted.
extension AuditedScreen {
    /// The stops of `indices` (in their order) whose descriptions could equal another's of
    /// them. Two descriptions that are equal begin with the labels their phrasings begin with, so
    /// of two stops whose labels neither begins the other, neither can say what the other says.
    /// A stop whose beginning is not known so (no plain label first, a verbosity that is not
    /// everything said) is formatted, its description being what it begins with; when a label
    /// or such a description is not printable ASCII, every stop is returned.
    ///
    /// ```swift
    /// let audited = AuditedScreen(screen: Screen { Button("Field 1"); Button("Field 10"); Button("Save") }, voice: try .builtIn(.en))
    /// audited.possiblyAlikeDescriptions(among: [0, 1, 2])   // []: "Field 1" begins "Field 10", then a digit
    /// ```
    ///
    /// Of two labels one of which begins the other, the longer must go on, right after the
    /// shorter, with a byte that can follow a label in a description (a separator, a sentence's
    /// end, a space): `Save: Draft` can say what `Save` with the value `Draft` says, `Field 10`
    /// cannot say what `Field 1` says. A screen's numbered rows (`Item 1` … `Item 48`) are told
    /// apart so without formatting any (issue 34: the heavier a task's screens, the more of
    /// their labels begin others).
    package func possiblyAlikeDescriptions(among indices: [Int]) -> [Int] {
        guard indices.count > 1 else { return [] }
        var leads: [String] = []
        leads.reserveCapacity(indices.count)
        // Sorted as plain numbers (the first eight bytes of each lead as one big-endian number),
        // the leads' strings compared only where those numbers tie: sorting the strings
        // themselves cost most of the rule (issue 34: a task audits each screen it walks).
        var order: [SortedLead] = []
        order.reserveCapacity(indices.count)
        for index in indices {
            // A stop whose beginning is not known from its phrasing (a selected tab) is
            // formatted: its whole description is what it begins with.
            guard let lead = leadingLabel(ofStop: index) ?? Self.printableASCII(description(ofStop: index)) else { return indices }
            order.append((Self.sortKey(lead), leads.count, lead.utf8.count))
            leads.append(lead)
        }
        // In byte order, every label that another begins with comes before it, and the labels
        // between them begin with it too: a stack of the labels the current one begins with
        // finds every pair (printable ASCII: bytes, characters and their order agree; no byte
        // is 0, so a key padded with zeros sorts a label before the labels it begins).
        order.sort { $0.key != $1.key ? $0.key < $1.key : leads[$0.lead] < leads[$1.lead] }
        // What can follow a label in a description, when every stop is in the screen's voice.
        let follow = Self.bytesAfterLabel(in: voice).flatMap { bytes in indices.allSatisfy { spokenStops[$0].utterance.voice == voice } ? bytes : nil }
        var alike = [Bool](repeating: false, count: indices.count)
        var stack: [SortedLead] = []
        for entry in order {
            while let top = stack.last, !Self.begins(entry, with: top, in: leads) { stack.removeLast() }
            guard !stack.isEmpty else { stack.append(entry); continue }
            if let follow {
                // Each label on the stack begins this one. Of two equal descriptions, the one
                // with the shorter label has, right after it, a byte that follows a label (a
                // separator, a sentence's end, a space), and the other has that same byte at
                // that place in its label: so only the labels on the stack that end where this
                // one has such a byte (or that are as long as it) can say what it says. Of a run
                // of equal labels, the first stands for the run: each later one is marked with it.
                Self.forEachPlace(in: leads[entry.lead], before: follow) { length in
                    guard let same = Self.first(ofLength: length, in: stack) else { return }
                    alike[stack[same].lead] = true
                    alike[entry.lead] = true
                }
            } else {
                // Every label on the stack but its first was marked when it was pushed.
                alike[stack[0].lead] = true
                alike[entry.lead] = true
            }
            stack.append(entry)
        }
        return indices.indices.filter { alike[$0] }.map { indices[$0] }
    }

    /// The bytes that can come right after a label in a description in `voice`: the first byte
    /// of its label–value separator, of its sentence end, of the separators between clauses and
    /// TalkBack's parts, and the space before a value when the label ends a sentence
    /// (TextFormatter). `nil` when one of those words is empty: then anything may follow.
    private static func bytesAfterLabel(in voice: Voice) -> [UInt8]? {
        var bytes: [UInt8] = [0x20]
        for key in [VoiceKey.labelValueSeparator, .sentenceEnd, .wordSeparator, .talkBackSeparator] {
            guard let first = voice[key].utf8.first else { return nil }
            if !bytes.contains(first) { bytes.append(first) }
        }
        return bytes
    }

    /// Calls `body` with each length of `text`'s beginnings that is followed, in `text`, by one
    /// of the `follow` bytes, then with `text`'s whole length.
    private static func forEachPlace(in text: String, before follow: [UInt8], _ body: (Int) -> Void) {
        let found: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for offset in bytes.indices where follow.contains(bytes[offset]) { body(offset) }
        }
        if found == nil {
            for (offset, byte) in text.utf8.enumerated() where follow.contains(byte) { body(offset) }
        }
        body(text.utf8.count)
    }

    /// The place of the first lead on the stack exactly `length` bytes long, if any: the
    /// stack's leads each begin the next, so their lengths only grow, and a binary search finds it.
    private static func first(ofLength length: Int, in stack: [SortedLead]) -> Int? {
        var low = 0, high = stack.count
        while low < high {
            let middle = (low + high) / 2
            if stack[middle].count < length { low = middle + 1 } else { high = middle }
        }
        return low < stack.count && stack[low].count == length ? low : nil
    }

    /// The app's text the stop's description begins with, when that is known from its phrasing
    /// (``Utterance/leadingText``: VoiceOver's label, TalkBack's leading parts) and printable
    /// ASCII. Then two equal descriptions, whose canonical forms begin with these very bytes,
    /// have leads one of which begins the other.
    private func leadingLabel(ofStop index: Int) -> String? {
        guard describesAsSpoken else { return nil }
        return SpokenStop.leadingText(ofStop: index, in: spokenStops).flatMap(Self.printableASCII)
    }

    /// A lead as it is sorted: its sort key, its place among the leads, and its length in bytes.
    private typealias SortedLead = (key: UInt64, lead: Int, count: Int)

    /// Whether one lead begins with another: told by their sort keys when the other is at most
    /// eight bytes long (the keys' first bytes are the leads'), else by their bytes.
    private static func begins(_ entry: SortedLead, with prefix: SortedLead, in leads: [String]) -> Bool {
        guard entry.count >= prefix.count else { return false }
        let shift = UInt64(8 * (8 - min(8, prefix.count)))
        guard entry.key >> shift == prefix.key >> shift else { return false }
        return prefix.count <= 8 || begins(leads[entry.lead], with: leads[prefix.lead])
    }

    /// Whether the bytes of `text` begin with those of `prefix`, compared where they lie (the
    /// generic `starts(with:)` of two UTF-8 views cost more than the rest of the rule).
    private static func begins(_ text: String, with prefix: String) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable { text in
            prefix.utf8.withContiguousStorageIfAvailable { prefix in text.count >= prefix.count && text.prefix(prefix.count).elementsEqual(prefix) }
        }
        return (answer ?? nil) ?? text.utf8.starts(with: prefix.utf8)
    }

    /// The text, when it is printable ASCII (where bytes, characters and their canonical forms
    /// are one); `nil` otherwise. Read where the bytes lie: the generic walk of a UTF-8 view
    /// cost more than the rest of a stop's part of the rule.
    private static func printableASCII(_ text: String) -> String? {
        let printable = text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 < 0x20 || $0 >= 0x7F }
        } ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        return printable ? text : nil
    }

    /// The first eight bytes of printable ASCII text as one big-endian number, padded with
    /// zeros: two texts whose numbers differ are in the order of their numbers.
    private static func sortKey(_ text: String) -> UInt64 {
        // Read where the bytes lie (the generic prefix of a UTF-8 view cost more than sorting).
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var key: UInt64 = 0
            for offset in 0..<8 { key = key << 8 | (offset < bytes.count ? UInt64(bytes[offset]) : 0) }
            return key
        } ?? text.utf8.prefix(8).reduce(into: UInt64(0)) { $0 = $0 << 8 | UInt64($1) } << (8 * UInt64(8 - min(8, text.utf8.count)))
    }
}
