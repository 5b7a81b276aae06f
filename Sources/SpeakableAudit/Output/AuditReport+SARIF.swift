import FoundationEssentials
import Speakable

extension AuditReport {
    /// `--format sarif`: SARIF 2.1.0 as GitHub code scanning takes it (audit spec §2): one run of
    /// the `speakable` driver with every rule described, each finding a result at its file
    /// (relative to `root`, the repository's top, named `SRCROOT` in `originalUriBaseIds`), line
    /// and column, with a stable fingerprint. The run names the readers its files were audited
    /// as (`properties.readers`, and `properties.reader` when there is one, TB3); a rule that
    /// matches a check of such a reader's platform names it (`properties.platformCheck` and a
    /// tag, TB22), and so does each of its results, with its reader.
    ///
    /// - Parameters:
    ///   - version: The tool's version.
    ///   - rules: The rules described, in order.
    ///   - root: What file URIs are relative to: the repository's top.
    ///
    /// ```swift
    /// let sarif = AuditReport(files: []).sarif(version: "0.3.0", root: "/work/app")
    /// ```
    public func sarif(version: String, rules: [AuditRule] = AuditRule.all,
                      root: String = FileManager.default.currentDirectoryPath) -> String {
        let base = SARIFLocation(root: root)
        // The readers of the run, in the order of the files (VoiceOver when there are none).
        var readers: [Reader] = []
        for file in files where !readers.contains(file.reader) { readers.append(file.reader) }
        if readers.isEmpty { readers = [.voiceOver] }
        let descriptors: [[String: Any]] = rules.map { rule in
            var properties: [String: Any] = ["category": rule.category.rawValue, "needsFrames": rule.needsFrames]
            let checks = readers.compactMap { $0.rules.auditTerms.platformCheck(of: rule.id) }
            if let check = checks.first {
                properties["platformCheck"] = check
                properties["tags"] = checks
            }
            return ["id": rule.id, "name": rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
                    "shortDescription": ["text": rule.summary], "fullDescription": ["text": rule.summary + " " + rule.help],
                    "help": ["text": rule.help], "defaultConfiguration": ["level": Self.level(rule.severity)],
                    "properties": properties]
        }
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results: [[String: Any]] = reported.map { file, finding, fingerprint, others in
            var region: [String: Any] = ["startLine": max(1, finding.line ?? 1)]
            if finding.line != nil, let column = finding.column { region["startColumn"] = max(1, column) }
            var result: [String: Any] = [
                "ruleId": finding.rule, "level": Self.level(finding.severity),
                "message": ["text": finding.message.isEmpty ? finding.rule : finding.message],
                "locations": [["physicalLocation": ["artifactLocation": ["uri": base.uri(of: file), "uriBaseId": SARIFLocation.baseID],
                                                    "region": region]]],
                "partialFingerprints": ["speakableFinding/v1": fingerprint],
            ]
            if let ruleIndex = index[finding.rule] { result["ruleIndex"] = ruleIndex }
            var properties: [String: Any] = ["reader": finding.reader.rawValue]
            if let check = finding.platformCheck { properties["platformCheck"] = check }
            result["properties"] = properties
            if !others.isEmpty { result["relatedLocations"] = Self.sarifRelatedLocations(others, base: base) }
            return result
        }
        var runProperties: [String: Any] = ["readers": readers.map(\.rawValue)]
        if readers.count == 1 { runProperties["reader"] = readers[0].rawValue }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": ["name": "speakable", "version": version, "semanticVersion": version,
                                          "rules": descriptors]],
                      "originalUriBaseIds": [SARIFLocation.baseID: ["uri": base.rootURI]],
                      "results": results, "properties": runProperties]],
        ]
        return Self.serialize(log)
    }

    /// A grouped finding's other screens (TK13), as SARIF `relatedLocations`: one result, one
    /// fingerprint, so code scanning shows one alert for a shared tab bar.
    static func sarifRelatedLocations(_ others: [Occurrence], base: SARIFLocation) -> [[String: Any]] {
        others.enumerated().map { index, other in
            var region: [String: Any] = ["startLine": max(1, other.line ?? 1)]
            if other.line != nil, let column = other.column { region["startColumn"] = max(1, column) }
            return ["id": index + 1, "message": ["text": "The same finding on another screen"],
                    "physicalLocation": ["artifactLocation": ["uri": base.uri(of: other.file), "uriBaseId": SARIFLocation.baseID], "region": region]]
        }
    }

    /// SARIF's level for a severity.
    static func level(_ severity: AuditSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
