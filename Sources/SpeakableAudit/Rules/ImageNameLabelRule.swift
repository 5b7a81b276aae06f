import Speakable

extension AuditRule {
    /// `image-name-label`: a label that looks like an asset's name: no space and camelCase inside a
    /// word (`bookmarkTrayFillLarge`), an underscore, dotted words (`square.and.arrow.up`), or an
    /// image file's extension. Names of things written in camel case (`iPhone`, `macOS`,
    /// `YouTube`, `GitHub`) are words, not asset names: camelCase counts when the label starts
    /// with a lower-case word of two letters or more (`historyLarge`) or joins three capitalised
    /// words (`TabBarIcon`).
    ///
    /// ```swift
    /// AuditRule.looksLikeImageName("bookmarkTrayFillLarge")   // true
    /// AuditRule.looksLikeImageName("iPhone")                  // false
    /// ```
    public static let imageNameLabel = AuditRule(
        id: "image-name-label", category: .sufficientElementDescription, severity: .error, needsFrames: false,
        summary: "A label looks like an image's file or symbol name.",
        help: "UIKit falls back to an image's name when nothing else labels it; give the element a label a person would say."
    ) { screen in
        screen.elements.indices.compactMap { index in
            let label = screen.elements[index].label
            guard label.word == nil, looksLikeImageName(label.text) else { return nil }
            return .init(stop: index, message: screen.message(.auditImageNameLabel, ["label": label.text]))
        }
    }

    /// Whether a label reads as an image's name rather than words.
    public static func looksLikeImageName(_ label: String) -> Bool {
        // Printable ASCII (most labels), byte by byte: every stop's label is asked.
        // Where the bytes lie when they can be read there: most labels are native strings.
        if let answer = label.utf8.withContiguousStorageIfAvailable({ bytes -> Bool? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            return asciiLooksLikeImageName(bytes)
        }) {
            if let answer { return answer }
        } else if label.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return asciiLooksLikeImageName(Array(label.utf8))
        }
        guard !label.isEmpty, !label.contains(" ") else { return false }
        // The cheap tests first: most labels are words with spaces, or one plain word.
        if label.contains("_") { return true }
        // A hump: a lower-case letter, then a capitalised word (`…yL|arge`, not `macO|S`).
        let characters = Array(label)
        var hasDot = false, humps = 0, leadingLower = 0, inLead = true
        for (index, character) in characters.enumerated() {
            if index > 0, characters[index - 1].isLowercase, character.isUppercase,
               index + 1 < characters.count, characters[index + 1].isLowercase { humps += 1 }
            if inLead { if character.isLowercase { leadingLower += 1 } else { inLead = false } }
            if character == "." { hasDot = true }
        }
        // camelCase inside a word, as asset names are written; not a brand's one capital.
        if humps >= 1 && leadingLower >= 2 || humps >= 2 { return true }
        guard hasDot else { return false }
        return dottedLooksLikeImageName(label)
    }

    /// ``looksLikeImageName(_:)`` of a printable ASCII label, each byte a character: the same
    /// tests without Foundation's search or breaking the text into characters.
    private static func asciiLooksLikeImageName<Bytes: RandomAccessCollection<UInt8>>(_ label: Bytes) -> Bool where Bytes.Index == Int {
        guard !label.isEmpty, !label.contains(0x20) else { return false }
        if label.contains(0x5F) { return true }
        func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
        func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
        var hasDot = false, humps = 0, leadingLower = 0, inLead = true
        for (index, byte) in label.enumerated() {
            if index > 0, isLower(label[index - 1]), isUpper(byte), index + 1 < label.count, isLower(label[index + 1]) { humps += 1 }
            if inLead { if isLower(byte) { leadingLower += 1 } else { inLead = false } }
            if byte == 0x2E { hasDot = true }
        }
        if humps >= 1 && leadingLower >= 2 || humps >= 2 { return true }
        guard hasDot else { return false }
        // The rest (extensions, dotted words) is rare: the general tests answer it.
        return dottedLooksLikeImageName(String(decoding: label, as: UTF8.self))
    }

    /// The tests of a label with a dot, no space, no underscore and no camelCase hump.
    private static func dottedLooksLikeImageName(_ label: String) -> Bool {
        let lower = label.lowercased()
        if [".png", ".jpg", ".jpeg", ".pdf", ".svg", ".heic", ".gif", ".webp"].contains(where: lower.hasSuffix) { return true }
        let parts = label.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count > 1, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }),
           parts.contains(where: { $0.contains(where: \.isLetter) }) { return true }
        return false
    }
}
