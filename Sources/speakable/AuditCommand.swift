import ArgumentParser
import FoundationEssentials
import Speakable
import SpeakableAudit
import SpeakableDocuments

/// `speakable audit`: what is wrong with each screen for a VoiceOver or TalkBack user (audit
/// spec, talkback.md TB22), as compiler-style text, JSON, SARIF for GitHub code scanning, or JUnit.
struct AuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit screens for VoiceOver or TalkBack: missing labels, small targets, conflicting traits and more.",
        usage: "speakable audit <files> ... [<options>]",
        discussion: """
            Reads documents and captures (files, or folders searched as test searches them) and \
            prints a finding for each problem, pointing at the element's line, then a summary. \
            Rules: \(AuditRule.all.map(\.id).joined(separator: ", ")); opt-in (--enable): \
            \(AuditRule.optIn.map(\.id).joined(separator: ", ")), which --max-swipes and \
            --max-seconds also turn on (seconds synthesize each screen with espeak-ng). Exits 1 \
            when a finding is at or above --fail-on (grouped or not), 65 when a screen cannot be \
            read, 66 when a file is missing. A finding that repeats on shared UI across screens \
            (the same rule, description and identifier) is printed once, at its first screen, \
            with its other places; --no-group lists each. --reader talkback audits as TalkBack \
            (the default for an Android capture): each finding names the Accessibility Test \
            Framework check it matches, touch targets are held to 48 × 48 dp, and messages say \
            what TalkBack does.

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

    @OptionGroup var selection: AuditRuleOptions

    @OptionGroup var listening: ListeningLimitOptions

    @Option(name: .customLong("min-target"), help: "The smallest hit area for hit-region, in points (dp under TalkBack): 24 (WCAG 2.2), 44 (the HIG) or 48 (Android). Default: 48 under TalkBack, else 24.")
    var minimumTarget: Double?

    @OptionGroup var readerOption: ReaderOption

    @Option(help: ArgumentHelp("An Android capture's screen density in dpi (420 for 2.625 px per dp), which turns its pixel frames into the dp hit-region measures. Default: inferred from the screen's size.", valueName: "dpi"))
    var density: Double?

    @Option(name: .customLong("write-baseline"), help: "Write the findings as a baseline file (sorted JSON) and exit 0.")
    var writeBaseline: String?

    @Option(name: .customLong("sarif-root"), help: ArgumentHelp("What SARIF's file URIs are relative to. Default: the git work tree's top, else the current folder.", valueName: "folder"))
    var sarifRoot: String?

    @Option(name: .customLong("input-format"), help: "What the files are. Default: told by their content.")
    var inputFormat: InputFormat = .auto

    @Flag(name: .customLong("no-group"), help: "List a finding on shared UI (the same rule, description and identifier on several screens) on each screen, instead of once with its other places.")
    var noGroup = false

    @Option(help: "The language of the messages: en, ru or zh-Hans. Default: each document's own.")
    var locale: SpeechLocale?

    func validate() throws {
        if let minimumTarget, !(minimumTarget > 0 && minimumTarget.isFinite) {
            throw ValidationError("--min-target must be a positive number of points")
        }
        if let density, !(density.isFinite && density > 0 && density <= 4000) {
            throw ValidationError("--density takes the screen's dots per inch, a number above 0 (160, 320, 420)")
        }
        if readerOption.reader == .both { throw ValidationError("--reader both goes with render, report and test only: audit speaks as one reader, voiceover or talkback") }
        _ = try chosenRules()
    }

    /// The rules `--rules`, `--disable` and `--enable` leave; `--max-swipes` and `--max-seconds`
    /// turn `listening-cost` on.
    func chosenRules() throws -> [AuditRule] {
        try selection.chosenRules(alsoEnabling: listening.turnsRuleOn ? [AuditRule.listeningCost.id] : [])
    }

    func run() async throws {
        let chosen = try chosenRules()
        var report = AuditReport(files: [])
        var worstRead: Int32 = 0
        let audited = try GoldenSuite.expandingFolders(files)
        // The baseline is refused before anything is read when it would replace a document
        // audited, as every writer refuses its own inputs (updating the --baseline read is allowed).
        if let writeBaseline {
            let target = OutputFile(path: writeBaseline)
            do {
                try target.check(replacing: true)
                try target.check(notAnyOf: audited)
            } catch let refusal as OutputFile.Refusal {
                throw CommandFailure(.cannotCreate, "--write-baseline: \(refusal.description)").reported()
            }
        }
        for file in audited {
            do {
                // `-` is standard input, as for render (the MCP server gives inline text so).
                let reading = CaptureReading(format: inputFormat.format, locating: .everything, densityDPI: density)
                let document = file == "-" ? try ScreenDocument(source: DocumentSource(readingDescriptor: 0, path: "<stdin>"), reading: reading)
                    : try ScreenDocument(contentsOfFile: file, reading: reading)
                for warning in document.warnings { StandardError.write(warning.description) }
                let reader = try readerOption.reader(for: document)
                let findings = try await findings(in: document, file: file, rules: chosen, reader: reader)
                report.files.append(.init(path: file == "-" ? "<stdin>" : file, findings: findings, reader: reader))
            } catch let error as DocumentError {
                worstRead = max(worstRead, CommandFailure(error).reported().rawValue)
            }
        }
        if let baseline = try selection.loadBaseline() { report = baseline.filtering(report) }
        // A baseline is written and matched per screen, so it still accepts a repeat on its own.
        report.groupsRepeats = !noGroup
        if let writeBaseline {
            do {
                try OutputFile(path: writeBaseline).write(Data(AuditBaseline(report: report).json().utf8), replacing: true)
            } catch let refusal as OutputFile.Refusal {
                throw CommandFailure(.cannotCreate, "--write-baseline: \(refusal.description)").reported()
            }
            if worstRead != 0 { throw ExitCode(worstRead) }
            return
        }
        switch format {
        case .text: StandardStream.output(report.text())
        case .json: StandardOutput.write(json: String(report.json().dropLast()))
        case .sarif: StandardOutput.write(json: String(report.sarif(version: SpeakableCommand.version, rules: chosen, root: sarifRoot ?? SARIFRoot.workTreeTop() ?? FileManager.default.currentDirectoryPath).dropLast()))
        case .junit:
            let xml = JUnitReport.xml(junitResults(report), suite: "speakable audit", properties: Self.readerProperties(of: report))
            StandardStream.output(xml + "\n")
        }
        if worstRead != 0 { throw ExitCode(worstRead) }
        if let worst = report.worst, worst >= failOn { throw ExitCode(1) }
    }

    /// The findings on one document: spoken once by `reader` (by default, `--reader`'s or the
    /// document's), in the audit's voice, for the rules and for the speech `listening-cost`
    /// measures (spoken again only when that speech is in another voice: the document's, when
    /// `--locale` chose another for the messages).
    func findings(in document: ScreenDocument, file: String, rules chosen: [AuditRule], reader: Reader? = nil) async throws -> [AuditFinding] {
        let reader = try reader ?? readerOption.reader(for: document)
        let voice = try Voice.builtIn(locale ?? document.locale)
        let spoken = SpokenScreen(screen: document.screen, voice: voice, verbosity: document.verbosity, reader: reader)
        var cost: ListeningCost?
        // Seconds need the speech: each screen is synthesized whenever listening-cost runs.
        if chosen.contains(where: { $0.id == AuditRule.listeningCost.id }) {
            let speechVoice = try Voice.builtIn(document.locale)
            let heard = speechVoice == voice ? spoken : SpokenScreen(screen: document.screen, voice: speechVoice, verbosity: document.verbosity, reader: reader)
            cost = try await ScreenSpeech.synthesize(heard, about: file).cost
        }
        return document.auditFindings(rules: chosen, voice: voice, spoken: spoken, minimumTarget: minimumTarget,
                                      listeningCost: cost, listeningLimits: listening.limits)
    }

    /// The JUnit suite's properties (TB3): the reader the screens were audited as, or the
    /// readers, in order, when they differ (an Android capture beside iOS ones).
    static func readerProperties(of report: AuditReport) -> [(name: String, value: String)] {
        var readers: [Reader] = []
        for file in report.files where !readers.contains(file.reader) { readers.append(file.reader) }
        if readers.isEmpty { return [] }
        if readers.count == 1 { return [("reader", readers[0].rawValue)] }
        return [("readers", readers.map(\.rawValue).joined(separator: ","))]
    }

    /// One test case per screen, failed by its findings at or above `--fail-on`.
    private func junitResults(_ report: AuditReport) -> [GoldenSuite.Result] {
        report.files.map { file in
            let failing = file.findings.filter { $0.severity >= failOn }
            let lines = file.findings.map { $0.compilerLine(in: file.path) }
            // The message names the worst finding (an error over an earlier warning), the first of equals.
            let worst = failing.max { $0.severity < $1.severity }
            return GoldenSuite.Result(document: file.path, passed: failing.isEmpty, report: lines,
                                      headline: worst?.compilerLine(in: file.path))
        }
    }
}

/// What `audit` prints.
enum AuditFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, sarif, junit
}

extension AuditSeverity: ExpressibleByArgument {}
