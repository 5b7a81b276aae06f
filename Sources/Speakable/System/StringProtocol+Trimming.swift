extension StringProtocol {
    /// The text without the spaces and tabs at either end: the scalars Foundation's
    /// `CharacterSet.whitespaces` holds (Unicode's space separators and the tab), trimmed scalar
    /// by scalar as `trimmingCharacters(in:)` does.
    package func trimmingSpaces() -> String {
        trimmingScalars { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The text without spaces, tabs and line breaks at either end (`CharacterSet
    /// .whitespacesAndNewlines`: the space separators, U+0009 to U+000D, U+0085, U+2028 and
    /// U+2029).
    package func trimmingSpacesAndNewlines() -> String {
        trimmingScalars {
            (0x09...0x0D).contains($0.value) || $0.value == 0x85 || $0.value == 0x2028 || $0.value == 0x2029
                || $0.properties.generalCategory == .spaceSeparator
        }
    }

    /// The text without the scalars `trimmed` accepts at either end.
    package func trimmingScalars(where trimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !trimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !trimmed($0) })!
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}
