import FoundationEssentials

/// Findings accepted for now (audit spec §3): a JSON file of fingerprints, sorted and stable, so
/// that a change to it reads well in review. Findings it lists are not reported.
///
/// ```swift
/// let baseline = AuditBaseline(report: report)
/// let text = baseline.json()                 // written with --write-baseline
/// try AuditBaseline(json: Data(text.utf8))   // read with --baseline
/// ```
public struct AuditBaseline: Sendable, Hashable {
    /// One accepted finding: its fingerprint, and what it was, for the reader of the file.
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        public var fingerprint: String
        public var file: String
        public var rule: String
        public var message: String

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.fingerprint) < (rhs.file, rhs.rule, rhs.fingerprint)
        }
    }

    /// The accepted findings, sorted.
    public var entries: [Entry]

    /// The baseline of every finding in a report.
    public init(report: AuditReport) {
        entries = report.located.map { Entry(fingerprint: $2, file: $0, rule: $1.rule, message: $1.message) }.sorted()
    }

    /// A baseline read from its JSON.
    ///
    /// - Throws: `DecodingError` when it is not a baseline.
    public init(json: Data) throws {
        struct File: Decodable { var version: Int; var findings: [Entry] }
        let file = try JSONDecoder().decode(File.self, from: json)
        entries = file.findings.sorted()
    }

    /// The baseline as JSON: `{"version": 1, "findings": [...]}`, sorted, keys sorted.
    public func json() -> String {
        struct File: Encodable { var version = 1; var findings: [Entry] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(File(findings: entries))) ?? Data(), as: UTF8.self) + "\n"
    }

    /// The report without the findings this baseline accepts.
    public func filtering(_ report: AuditReport) -> AuditReport {
        let accepted = Set(entries.map(\.fingerprint))
        return AuditReport(files: report.files.map { file in
            let prints = AuditReport.fingerprints(of: file)
            return AuditReport.File(path: file.path, findings: zip(file.findings, prints).filter { !accepted.contains($1) }.map(\.0),
                                    reader: file.reader)
        })
    }
}
