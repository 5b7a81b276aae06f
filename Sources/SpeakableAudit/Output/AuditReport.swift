import FoundationEssentials
import Speakable

/// The findings of an audit run over files, in the order the files were given, with what the
/// outputs need: a summary, stable fingerprints, text, JSON and SARIF (audit spec §2).
///
/// ```swift
/// let report = AuditReport(files: [.init(path: "login.yaml", findings: findings)])
/// print(report.text())
/// ```
public struct AuditReport: Sendable {
    /// One audited file and its findings.
    public struct File: Sendable {
        /// The path as given.
        public var path: String
        /// Its findings, in stop order.
        public var findings: [AuditFinding]
        /// The reader it was audited as (TB3: JSON, SARIF and JUnit name it).
        public var reader: Reader

        /// A file's findings.
        ///
        /// - Parameters:
        ///   - path: The path as given.
        ///   - findings: Its findings, in stop order.
        ///   - reader: The reader it was audited as.
        ///
        /// ```swift
        /// AuditReport.File(path: "a.yaml", findings: [])
        /// ```
        public init(path: String, findings: [AuditFinding], reader: Reader = .voiceOver) {
            self.path = path
            self.findings = findings
            self.reader = reader
        }
    }

    /// The files, in order.
    public var files: [File]
    /// Whether a finding repeated on later screens is printed once with their places (TK13).
    /// Off by default here; `speakable audit` turns it on unless `--no-group`.
    public var groupsRepeats = false

    /// A report of files.
    ///
    /// ```swift
    /// AuditReport(files: [])
    /// ```
    public init(files: [File]) { self.files = files }

    /// Every finding with its file and fingerprint, in order.
    public var located: [(file: String, finding: AuditFinding, fingerprint: String)] {
        files.flatMap { file in
            zip(file.findings, Self.fingerprints(of: file)).map { (file.path, $0, $1) }
        }
    }

    /// The summary line: `N screens, N errors, N warnings, N notes`.
    ///
    /// ```swift
    /// AuditReport(files: []).summary   // "0 screens, 0 errors, 0 warnings, 0 notes"
    /// ```
    public var summary: String { summary(of: reported) }

    /// The summary of the findings printed: a grouped finding counts once, and the repeats
    /// folded into it are counted at the end (`, 2 repeats grouped`).
    func summary(of reported: [ReportedFinding]) -> String {
        func count(_ severity: AuditSeverity, _ word: String) -> String {
            let n = reported.count { $0.finding.severity == severity }
            return "\(n) \(word)\(n == 1 ? "" : "s")"
        }
        let repeats = Self.repeatCount(reported)
        return "\(files.count) screen\(files.count == 1 ? "" : "s"), \(count(.error, "error")), \(count(.warning, "warning")), \(count(.note, "note"))"
            + (repeats == 0 ? "" : ", \(repeats) repeat\(repeats == 1 ? "" : "s") on other screens grouped")
    }

    /// The worst severity found, if any.
    public var worst: AuditSeverity? { files.flatMap(\.findings).map(\.severity).max() }

    /// Compiler-style lines, each finding's stop description indented under it, then the summary.
    ///
    /// ```swift
    /// // login.yaml:12:5: warning: [hit-region] Hit area is too small: 20 × 20 pt, under 24 × 24
    /// //     OK. Button.
    /// ```
    public func text() -> String {
        var lines: [String] = []
        let reported = reported
        for (file, finding, _, others) in reported {
            lines.append(VisibleText.escaped(finding.compilerLine(in: VisibleText.escapedName(file))))
            if let description = finding.description { lines.append("    " + VisibleText.escaped(description)) }
            // A grouped finding's other places, one a line, so an editor can jump to each.
            if !others.isEmpty {
                lines.append("    also on \(others.count) other screen\(others.count == 1 ? "" : "s"):")
                lines += others.map { "      " + VisibleText.escaped($0.place) }
            }
        }
        lines.append(summary(of: reported))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each finding's fingerprint: the same for the same element and problem across runs, though
    /// lines move (rule, file, what the stop says or the message, and which of several alike).
    static func fingerprints(of file: File) -> [String] {
        var seen: [String: Int] = [:]
        return file.findings.map { finding in
            let key = [finding.rule, file.path, finding.description ?? finding.message].joined(separator: "\u{0}")
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return fnv1a(key + "\u{0}\(occurrence)")
        }
    }

    /// FNV-1a, 64 bits, as 16 hex digits: stable across runs and machines, unlike `Hasher`.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
