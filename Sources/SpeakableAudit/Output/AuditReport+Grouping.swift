import Speakable

extension AuditReport {
    /// Where else a grouped finding is: a later screen's file, line, column and stop (TK13).
    public struct Occurrence: Sendable, Hashable {
        /// The file, as given.
        public var file: String
        /// The element's line there, when known (from 1).
        public var line: Int?
        /// The element's column there, when known (from 1).
        public var column: Int?
        /// The focus stop (from 0) there.
        public var stop: Int?

        /// Where `finding` is in `file`.
        public init(file: String, finding: AuditFinding) {
            self.file = file
            line = finding.line
            column = finding.column
            stop = finding.stop
        }

        /// `file:line:column`, as a compiler prints a place (the name with visible escapes, so a
        /// line feed in it cannot start a line of its own).
        public var place: String {
            [VisibleText.escapedName(file), line.map(String.init), line == nil ? nil : column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        }
    }

    /// A finding as the outputs print it: where it is first, its fingerprint, and the other
    /// screens where it repeats (empty when it does not, or when ``groupsRepeats`` is off).
    public typealias ReportedFinding = (file: String, finding: AuditFinding, fingerprint: String, others: [Occurrence])

    /// The findings the outputs print. With ``groupsRepeats``, a finding that repeats on the same
    /// element of later screens (shared UI: a tab bar, a navigation bar) is printed once, at its
    /// first screen, with the others' places (TK13): the same rule, the same spoken description,
    /// and the same identifier when the element has one. The n-th such finding of a screen groups
    /// with the n-th of another, as fingerprints count them, so two alike buttons stay two.
    /// Findings about a screen as a whole (no stop) are never grouped. One pass, hashed: linear
    /// in the findings.
    public var reported: [ReportedFinding] {
        guard groupsRepeats else { return located.map { ($0.file, $0.finding, $0.fingerprint, []) } }
        var reported: [ReportedFinding] = []
        var firstOf: [String: Int] = [:]
        for file in files {
            var seen: [String: Int] = [:]
            for (finding, fingerprint) in zip(file.findings, Self.fingerprints(of: file)) {
                guard finding.stop != nil, let description = finding.description else {
                    reported.append((file.path, finding, fingerprint, []))
                    continue
                }
                // One reader's finding never stands for another's (TB22: their words differ anyway).
                let element = [finding.rule, description, finding.identifier ?? "", finding.reader.rawValue].joined(separator: "\u{0}")
                let occurrence = seen[element, default: 0]
                seen[element] = occurrence + 1
                let key = element + "\u{0}\(occurrence)"
                if let first = firstOf[key], reported[first].file != file.path {
                    reported[first].others.append(Occurrence(file: file.path, finding: finding))
                } else {
                    firstOf[key] = reported.count
                    reported.append((file.path, finding, fingerprint, []))
                }
            }
        }
        return reported
    }

    /// How many repeats grouping folded into their first occurrence.
    static func repeatCount(_ reported: [ReportedFinding]) -> Int {
        reported.reduce(0) { $0 + $1.others.count }
    }
}
