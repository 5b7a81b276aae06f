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
    /// audited.possiblyAlikeDescriptions(among: [0, 1, 2])   // [0, 1]: "Field 1" begins "Field 10"
    /// ```
    func possiblyAlikeDescriptions(among indices: [Int]) -> [Int] {
        guard indices.count > 1 else { return [] }
        var leads: [(text: String, index: Int)] = []
        leads.reserveCapacity(indices.count)
        for index in indices {
            // A stop whose beginning is not known from its phrasing (a selected tab) is
            // formatted: its whole description is what it begins with.
            guard let lead = leadingLabel(ofStop: index) ?? printableASCII(description(ofStop: index)) else { return indices }
            leads.append((lead, index))
        }
        // In byte order, every label that another begins with comes before it, and the labels
        // between them begin with it too: a stack of the labels the current one begins with
        // finds every pair (printable ASCII: bytes, characters and their order agree).
        leads.sort { $0.text < $1.text }
        var alike = Set<Int>()
        var stack: [Int] = []
        for position in leads.indices {
            while let top = stack.last, !Self.begins(leads[position].text, with: leads[top].text) { stack.removeLast() }
            // Every label on the stack but its first was marked when it was pushed.
            if let first = stack.first {
                alike.insert(leads[first].index)
                alike.insert(leads[position].index)
            }
            stack.append(position)
        }
        return indices.filter(alike.contains)
    }

    /// The label the stop's description begins with, when that is known from its phrasing: the
    /// app's own text, printable ASCII, written first (TextFormatter writes the label, then the
    /// value, unless the stop is selected). Then two equal descriptions, whose canonical forms
    /// begin with these very bytes, have labels one of which begins the other.
    private func leadingLabel(ofStop index: Int) -> String? {
        guard describesAsSpoken else { return nil }
        var label: AccessibilityLabel?
        phrasing: for segment in spokenStops[index].utterance.segments {
            switch segment {
            case .label(let text): label = text
            case .value: continue
            case .selected: return nil
            default: break phrasing
            }
        }
        guard let label, label.word == nil, !label.text.isEmpty else { return nil }
        return printableASCII(label.text)
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
    /// are one); `nil` otherwise.
    private func printableASCII(_ text: String) -> String? {
        text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) ? text : nil
    }
}
