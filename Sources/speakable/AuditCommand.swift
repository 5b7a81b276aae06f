import ArgumentParser
import Foundation
import Speakable
import SpeakableAudit
import SpeakableDocuments

/// `speakable audit`: what is wrong with each screen for a VoiceOver user (audit spec), as
/// compiler-style text, JSON, SARIF for GitHub code scanning, or JUnit.
struct AuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit screens for VoiceOver: missing labels, small targets, conflicting traits and more.",
        usage: "speakable audit <files> ... [<options>]",
        discussion: """
            Reads documents and captures (files, or folders searched as test searches them) and \
            prints a finding for each problem, pointing at the element's line, then a summary. \
            Rules: \(AuditRule.all.map(\.id).joined(separator: ", ")); opt-in (--enable): \
            \(AuditRule.optIn.map(\.id).joined(separator: ", ")), which --max-swipes and \
            --max-seconds also turn on (seconds synthesize each screen with espeak-ng). Exits 1 \
            when a finding is at or above --fail-on, 65 when a screen cannot be read, 66 when a \
            file is missing.

            Example:
              $ speakable audit Examples/login.yaml
              1 screen, 0 errors, 0 warnings, 0 notes
            """
    )

    @Argument(help: "Documents or captures, or folders to search for them; - reads one from standard input.")
    var files: [String]

    @Option(help: "text, json, sarif (SARIF 2.1.0 for GitHub code scanning) or junit.")
    var format: AuditFormat = .text

    @Option(name: .customLong("fail-on"), help: "The least severity that fails: error, warning or note.")
    var failOn: AuditSeverity = .error

    @Option(help: "Only these rules (comma-separated ids).")
    var rules: String?

    @Option(help: "Skip these rules (comma-separated ids).")
    var disable: String?

    @Option(help: "Also run these opt-in rules (comma-separated ids): listening-cost.")
    var enable: String?

    @OptionGroup var listening: ListeningLimitOptions

    @Option(name: .customLong("min-target"), help: "The smallest hit area in points for hit-region: 24 (WCAG 2.2) or 44 (the HIG).")
    var minimumTarget: Double = 24

    @Option(help: "Leave out the findings this baseline file accepts.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Write the findings as a baseline file (sorted JSON) and exit 0.")
    var writeBaseline: String?

    @Option(name: .customLong("input-format"), help: "What the files are. Default: told by their content.")
    var inputFormat: InputFormat = .auto

    @Option(help: "The language of the messages: en, ru or zh-Hans. Default: each document's own.")
    var locale: SpeechLocale?

    func validate() throws {
        guard minimumTarget > 0, minimumTarget.isFinite else { throw ValidationError("--min-target must be a positive number of points") }
        _ = try chosenRules()
    }

    /// The rules `--rules` and `--disable` leave; an unknown id is a usage error with a
    /// did-you-mean.
    func chosenRules() throws -> [AuditRule] {
        let ids = AuditRule.known.map(\.id)
        func list(_ text: String?, _ option: String) throws -> Set<String>? {
            guard let text else { return nil }
            let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            for name in names where !ids.contains(name) {
                throw ValidationError("\(option): unknown rule '\(name)'\(Suggestion.hint(for: name, in: ids)); rules are: \(ids.joined(separator: ", "))")
            }
            return Set(names)
        }
        let only = try list(rules, "--rules"), skipped = try list(disable, "--disable") ?? []
        var enabled = try list(enable, "--enable") ?? []
        if listening.turnsRuleOn { enabled.insert(AuditRule.listeningCost.id) }
        // An opt-in rule runs when enabled or named by --rules; a default one unless --rules leaves it out.
        let optIn = Set(AuditRule.optIn.map(\.id))
        return AuditRule.known.filter { rule in
            let asked = only.map { $0.contains(rule.id) } ?? !optIn.contains(rule.id)
            return (asked || enabled.contains(rule.id)) && !skipped.contains(rule.id)
        }
    }

    func run() async throws {
        let chosen = try chosenRules()
        // Seconds need the speech: each screen is synthesized whenever listening-cost runs.
        let needsSeconds = chosen.contains { $0.id == AuditRule.listeningCost.id }
        var report = AuditReport(files: [])
        var worstRead: Int32 = 0
        for file in try GoldenSuite.expandingFolders(files) {
            do {
                // `-` is standard input, as for render (the MCP server gives inline text so).
                let document = file == "-" ? try ScreenDocument(locatingElementsReading: .standardInput, path: "<stdin>", format: inputFormat.format)
                    : try ScreenDocument(locatingElementsOf: file, format: inputFormat.format)
                for warning in document.warnings { StandardError.write(warning.description) }
                let voice = try Voice.builtIn(locale ?? document.locale)
                let cost = needsSeconds ? try await ScreenSpeech.synthesize(document.screen, voice: try Voice.builtIn(document.locale), verbosity: document.verbosity, about: file).cost : nil
                let findings = document.auditFindings(rules: chosen, voice: voice, minimumTarget: minimumTarget,
                                                      listeningCost: cost, listeningLimits: listening.limits)
                report.files.append(.init(path: file == "-" ? "<stdin>" : file, findings: findings))
            } catch let error as DocumentError {
                StandardError.write(error.description)
                worstRead = max(worstRead, error.kind == .unreadable ? ExitStatus.noInput : ExitStatus.dataError)
            }
        }
        if let baseline {
            guard let data = FileManager.default.contents(atPath: baseline) else {
                StandardError.write("speakable: error: \(baseline): the baseline cannot be read")
                throw ExitCode(ExitStatus.noInput)
            }
            do { report = try AuditBaseline(json: data).filtering(report) } catch {
                StandardError.write("speakable: error: \(baseline): not a baseline written by --write-baseline")
                throw ExitCode(ExitStatus.dataError)
            }
        }
        if let writeBaseline {
            try OutputFile(path: writeBaseline).write(Data(AuditBaseline(report: report).json().utf8), replacing: true)
            if worstRead != 0 { throw ExitCode(worstRead) }
            return
        }
        switch format {
        case .text: FileHandle.standardOutput.write(Data(report.text().utf8))
        case .json: StandardOutput.write(json: String(report.json().dropLast()))
        case .sarif: StandardOutput.write(json: String(report.sarif(version: SpeakableCommand.version, rules: chosen).dropLast()))
        case .junit: FileHandle.standardOutput.write(Data((JUnitReport.xml(junitResults(report), suite: "speakable audit") + "\n").utf8))
        }
        if worstRead != 0 { throw ExitCode(worstRead) }
        if let worst = report.worst, worst >= failOn { throw ExitCode(1) }
    }

    /// One test case per screen, failed by its findings at or above `--fail-on`.
    private func junitResults(_ report: AuditReport) -> [GoldenSuite.Result] {
        report.files.map { file in
            let failing = file.findings.filter { $0.severity >= failOn }
            let lines = file.findings.map { $0.compilerLine(in: file.path) }
            return GoldenSuite.Result(document: file.path, passed: failing.isEmpty, report: lines)
        }
    }
}

/// What `audit` prints.
enum AuditFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, sarif, junit
}

extension AuditSeverity: ExpressibleByArgument {}
