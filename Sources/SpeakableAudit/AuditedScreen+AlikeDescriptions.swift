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
        // What can follow a label in a description, when every stop is in the screen's voice;
        // else any byte may (every label another begins with is then a candidate).
        let follow = Self.bytesAfterLabel(in: voice).flatMap { bytes in indices.allSatisfy { spokenStops[$0].utterance.voice == voice } ? bytes : nil }
        var leads = LeadTable(capacity: indices.count, followedBy: follow)
        for index in indices {
            // A stop whose beginning is not known from its phrasing (a selected tab) is
            // formatted: its whole description is what it begins with.
            guard leads.add(leadingLabel(ofStop: index) ?? description(ofStop: index)) else { return indices }
        }
        let alike = leads.alike()
        return indices.indices.filter { alike[$0] }.map { indices[$0] }
    }

    /// The bytes that can come right after a label in a description in `voice`: the first byte
    /// of its label–value separator, of its sentence end, of the separators between clauses and
    /// TalkBack's parts, and the space before a value when the label ends a sentence
    /// (TextFormatter). `nil` when one of those words is empty: then anything may follow.
    private static func bytesAfterLabel(in voice: Voice) -> LeadTable.ByteSet? {
        var bytes = LeadTable.ByteSet()
        bytes.insert(0x20)
        for key in [VoiceKey.labelValueSeparator, .sentenceEnd, .wordSeparator, .talkBackSeparator] {
            guard let first = voice[key].utf8.first else { return nil }
            bytes.insert(first)
        }
        return bytes
    }

    /// The app's text the stop's description begins with, when that is known from its phrasing
    /// (``Utterance/leadingText``: VoiceOver's label, TalkBack's leading parts). Then two equal
    /// descriptions, whose canonical forms begin with these very bytes, have leads one of which
    /// begins the other.
    private func leadingLabel(ofStop index: Int) -> String? {
        guard describesAsSpoken else { return nil }
        return SpokenStop.leadingText(ofStop: index, in: spokenStops)
    }
}
