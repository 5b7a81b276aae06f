import FoundationEssentials
import Speakable

extension AuditReport {
    /// `--format json`: an array of findings `{file, line, column, rule, category, severity,
    /// message, stop, description, frame, fingerprint, reader}`, keys sorted, so it diffs well; a
    /// grouped finding adds `occurrences`, its other screens' places (TK13); a finding whose rule
    /// matches a check of the reader's platform adds `platformCheck` (TB22: ATF's, under TalkBack).
    ///
    /// ```swift
    /// let json = AuditReport(files: []).json()   // "[]\n"
    /// ```
    public func json() -> String {
        let entries: [[String: Any]] = reported.map { file, finding, fingerprint, others in
            var entry: [String: Any] = ["file": file, "rule": finding.rule, "category": finding.category.rawValue,
                                        "severity": finding.severity.rawValue, "message": finding.message, "fingerprint": fingerprint,
                                        "reader": finding.reader.rawValue]
            if let check = finding.platformCheck { entry["platformCheck"] = check }
            if let line = finding.line { entry["line"] = line }
            if let column = finding.column { entry["column"] = column }
            if let stop = finding.stop { entry["stop"] = stop + 1 }
            if let description = finding.description { entry["description"] = description }
            if let frame = finding.frame { entry["frame"] = ["x": frame.x, "y": frame.y, "width": frame.width, "height": frame.height] }
            if !others.isEmpty { entry["occurrences"] = others.map(Self.jsonOccurrence) }
            return entry
        }
        return Self.serialize(entries)
    }

    /// A grouped finding's other place (TK13): `{file, line, column, stop}`, stop from 1.
    static func jsonOccurrence(_ occurrence: Occurrence) -> [String: Any] {
        var entry: [String: Any] = ["file": occurrence.file]
        if let line = occurrence.line { entry["line"] = line }
        if let column = occurrence.column { entry["column"] = column }
        if let stop = occurrence.stop { entry["stop"] = stop + 1 }
        return entry
    }

    /// JSON text of a plist-like value, keys sorted, slashes unescaped, with a final newline.
    static func serialize(_ value: Any) -> String {
        // The encoder escapes every string it writes (quotes, controls): the app's text reaches
        // JSON only escaped for it.
        guard let text = JSONValue(any: value)?.text(pretty: true) else { return "[]\n" }
        return text + "\n"
    }
}
