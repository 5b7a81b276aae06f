import Speakable

extension AuditRule {
    /// `image-name-label`: a label that looks like an asset's name: no space and camelCase inside a
    /// word (`bookmarkTrayFillLarge`), an underscore, dotted words (`square.and.arrow.up`), or an
    /// image file's extension.
    ///
    /// ```swift
    /// AuditRule.looksLikeImageName("bookmarkTrayFillLarge")   // true
    /// AuditRule.looksLikeImageName("Wi-Fi")                   // false
    /// ```
    public static let imageNameLabel = AuditRule(
        id: "image-name-label", category: .sufficientElementDescription, severity: .error, needsFrames: false,
        summary: "A label looks like an image's file or symbol name.",
        help: "UIKit falls back to an image's name when nothing else labels it; give the element a label a person would say."
    ) { screen in
        screen.elements.indices.compactMap { index in
            let label = screen.elements[index].label
            guard label.word == nil, looksLikeImageName(label.text) else { return nil }
            return .init(stop: index, message: screen.voice.message(.auditImageNameLabel, ["label": label.text]))
        }
    }

    /// Whether a label reads as an image's name rather than words.
    public static func looksLikeImageName(_ label: String) -> Bool {
        guard !label.isEmpty, !label.contains(" ") else { return false }
        // The cheap tests first: most labels are words with spaces, or one plain word.
        if label.contains("_") { return true }
        var previousIsLower = false, hasDot = false
        for character in label {
            if previousIsLower, character.isUppercase { return true }   // camelCase inside a word
            previousIsLower = character.isLowercase
            if character == "." { hasDot = true }
        }
        guard hasDot else { return false }
        let lower = label.lowercased()
        if [".png", ".jpg", ".jpeg", ".pdf", ".svg", ".heic", ".gif", ".webp"].contains(where: lower.hasSuffix) { return true }
        let parts = label.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count > 1, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }),
           parts.contains(where: { $0.contains(where: \.isLetter) }) { return true }
        return false
    }
}
