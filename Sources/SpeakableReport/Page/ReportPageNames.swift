import FoundationEssentials
import Speakable

/// The file names of a report's pages (`screens/NAME.html`), one per document (issue 31, S8).
///
/// ```swift
/// ReportPageNames.names(for: ["ru/Настройки.yaml", "a/login.yaml", "b/login.yaml"])
/// // ["Настройки.html", "a-login.html", "b-login.html"]
/// ```
public enum ReportPageNames {
    /// Page names: each document's name with `.html`, or, when two documents share a name, its
    /// path. Letters, digits and marks of any script stay (a Russian screen's page is
    /// `Настройки.html`), as do `.`, `_` and `-`; anything else (a separator, a space, a control
    /// or bidi character) becomes `-`, and a name is cut to ``longestStem`` bytes, so every
    /// file system that takes UTF-8 names takes it. Names are told apart without case and in
    /// one normalization form (as macOS's file systems compare them); a taken name gets the next
    /// free number, remembered per name, so 20,000 documents of one name cost linear time.
    public static func names(for documents: [String]) -> [String] {
        func fileStem(_ path: String) -> String { PathText.deletingExtension(PathText.lastComponent(path)) }
        let counts = Dictionary(grouping: documents, by: fileStem).mapValues(\.count)
        // Strings are equal, and hash alike, when they are canonically equivalent: one key per
        // name in either normalization form.
        func key(_ name: String) -> String { name.lowercased() }
        var used = Set<String>()
        var nextNumber: [String: Int] = [:]
        return documents.map { document in
            let base = counts[fileStem(document)] == 1 ? fileStem(document) : PathText.deletingExtension(document)
            let cleaned = stem(base)
            var name = cleaned
            var number = nextNumber[key(cleaned)] ?? 2
            while used.contains(key(name)) { name = cleaned + "-\(number)"; number += 1 }
            nextNumber[key(cleaned)] = number
            used.insert(key(name))
            return name + ".html"
        }
    }

    /// The most UTF-8 bytes of a page's name before its number and `.html`: well under the
    /// 255 bytes a file name may have on Linux and macOS.
    public static let longestStem = 200

    /// A document's name as a page's: see ``names(for:)``; `screen` when nothing is left.
    public static func stem(_ base: String) -> String {
        var kept = ""
        var bytes = 0
        for character in base {
            let safe = character.unicodeScalars.allSatisfy { scalar in
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                     .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark: true
                default: "._-".unicodeScalars.contains(scalar)
                }
            }
            let piece = safe ? String(character) : "-"
            guard bytes + piece.utf8.count <= longestStem else { break }
            kept += piece
            bytes += piece.utf8.count
        }
        let trimmed = kept.trimmingScalars { $0 == "." || $0 == "-" }
        return trimmed.isEmpty ? "screen" : trimmed
    }
}
