import Speakable

extension AuditRule {
    /// `label-has-trait`: the label or value ends with the voice's word for a trait the stop has
    /// (`Delete button` on a button), case-insensitively, on a word boundary.
    ///
    /// ```swift
    /// // Button("Delete button") → "Label repeats the trait: VoiceOver says \"Delete button. Button.\""
    /// ```
    public static let labelHasTrait = AuditRule(
        id: "label-has-trait", category: .trait, severity: .warning, needsFrames: false,
        summary: "A label or value ends with the word for the element's own trait.",
        help: "VoiceOver says the trait after the label; take the word out of the label."
    ) { screen in
        screen.elements.indices.compactMap { index in
            // The words the stop is spoken with: the tree already made an item of a tab bar a tab.
            // The element's fields are read in place, not copied out.
            let traits = screen.elements[index].traits
            // The stop's traits that have a word: most stops have one or none, and the words of
            // the others are not looked at (every stop of every screen a task walks is asked).
            let worded = traits.intersection(screen.wordedTraits)
            guard !worded.isEmpty else { return nil }
            let label = screen.elements[index].label.text
            // Most labels and values end in no trait word, which printable ASCII tells byte by
            // byte, with nothing lower-cased; a value is put in words only for a stop that has one.
            let valued = screen.elements[index].value
            let value = valued.map { $0.resolved(in: screen.voice) } ?? ""
            var mayRepeat = false
            for position in screen.traitWords.indices where worded.contains(screen.traitWords[position].trait) {
                let word = screen.traitWords[position].word
                if mayEnd(label, with: word) || valued != nil && mayEnd(value, with: word) { mayRepeat = true; break }
            }
            guard mayRepeat else { return nil }
            // Lower-cased once for all the trait words.
            let texts = [label, value].map { $0.lowercased() }
            for (trait, word) in screen.traitWords where traits.contains(trait) && !word.isEmpty {
                for lower in texts {
                    guard lower.hasSuffix(word), lower.count > word.count else { continue }
                    // A word boundary before it; Chinese writes no spaces, so there any ending counts.
                    let before = lower.dropLast(word.count).last
                    let spaced = (word.unicodeScalars.first?.value ?? 0) < 0x2E80
                    guard !spaced || (before.map({ !$0.isLetter && !$0.isNumber }) ?? false) else { continue }
                    return .init(stop: index, message: screen.message(.auditLabelHasTrait, ["description": screen.description(ofStop: index)]))
                }
            }
            return nil
        }
    }

    /// Whether `text`, lower-cased, may end with `word` (lower case): `false` only when both
    /// are printable ASCII (one byte a character, lower-cased byte by byte) and it does not.
    static func mayEnd(_ text: String, with word: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { text in
            word.utf8.withContiguousStorageIfAvailable { word in asciiMayEnd(text, with: word) } ?? true
        } ?? true
    }

    private static func asciiMayEnd(_ text: UnsafeBufferPointer<UInt8>, with word: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in text where byte < 0x20 || byte >= 0x7F { return true }
        for byte in word where byte < 0x20 || byte >= 0x7F { return true }
        guard text.count >= word.count else { return false }
        let start = text.count - word.count
        for offset in 0..<word.count {
            let byte = text[start + offset]
            if ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) != word[offset] { return false }
        }
        return true
    }
}
