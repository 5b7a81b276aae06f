import ArgumentParser
import Foundation
import Speakable
import SpeakableGoldens
import SpeakableDocuments
import SpeakableAudit
import SpeakableSpeech
import Synchronization

/// The documents `speakable test` checks, and how each one fared.
struct GoldenSuite {
    /// One document's result.
    struct Result: Sendable, Codable {
        var document: String
        var passed: Bool
        /// What to show a person: a diff, an error, a notice. Empty for a plain pass.
        var report: [String]
        /// Why it failed, in a line, when that is not the report's first line (a screen's worst
        /// finding): JUnit's `<failure message>`.
        var headline: String? = nil
    }

    let documents: [String]
    let mode: RecordMode
    /// The command line's verbosity flags, applied over each document's `verbosity:`.
    let verbosity: VerbosityOptions
    /// With `test --audit`: each screen is audited too, and findings at or above `failOn` fail it.
    var audit: AuditOptions?

    struct AuditOptions: Sendable {
        var failOn: AuditSeverity
        /// The rules `--rules`, `--disable` and `--enable` leave.
        var rules: [AuditRule] = AuditRule.all
        /// The findings `--baseline` accepts.
        var baseline: AuditBaseline?
    }

    /// The screen documents (`.yaml`, `.yml`, `.json`) and captures (`.json`, `.xml`, and `.txt`
    /// files that are XCUITest element dumps) at or under the paths, sorted; hidden folders,
    /// `.build` and the goldens themselves are skipped.
    static func discover(_ paths: [String]) throws -> [String] {
        var found: [String] = []
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw GoldenSuiteError("\(path): no such file or folder")
            }
            guard isDirectory.boolValue else {
                if isRegularFile(path) { found.append(path) } else { skipped(path) }
                continue
            }
            found += DirectoryWalk.files(under: path, extensions: ["yaml", "yml", "json", "xml", "txt"], irregular: skipped,
                                         notUTF8: { StandardError.write("speakable: warning: \(VisibleText.escaped($0)): skipped, its name is not UTF-8 (rename it to read it)") })
                // A task file (tasks spec §1) is walked by `task`, not read as a screen.
                .filter { (!$0.hasSuffix(".txt") || isElementDump($0)) && !$0.hasSuffix(".task.yaml") }
        }
        return Array(Set(found)).sorted()
    }

    /// Each path as given, and for each folder the documents and captures under it, as
    /// ``discover(_:)`` finds them (`speak --wav-dir` and `check`). Thousands of documents are
    /// then one argument: every process parses its command line, and swift-argument-parser's
    /// cost grows with the square of a list's length.
    static func expandingFolders(_ paths: [String]) throws -> [String] {
        try paths.flatMap { path -> [String] in
            guard path != "-", DirectoryWalk.isDirectory(path) else { return [path] }
            do {
                return try discover([path])
            } catch {
                throw CommandFailure(.noInput, "\(error)").reported()
            }
        }
    }

    /// A `.txt` that is not a golden and starts like an XCUITest element dump.
    private static func isElementDump(_ path: String) -> Bool {
        guard !path.hasSuffix(".speech.txt"), !path.hasSuffix(".phonemes.txt"),
              let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return CaptureFormat.detect(in: Array(head)) == .xcuitest
    }

    /// Whether a path is a regular file (following a link), checked without opening it.
    private static func isRegularFile(_ path: String) -> Bool { DirectoryWalk.isRegularFile(path) }

    private static func skipped(_ path: String) {
        StandardError.write("speakable: warning: \(VisibleText.escaped(path)): skipped, not a regular file")
    }

    /// Documents that would share a golden (`a.yaml`, `a.json` and `a.yml` all have
    /// `a.speech.txt`): each would record over the other's golden, so it is an error.
    static func sharedGoldens(_ documents: [String]) -> [String] {
        Dictionary(grouping: documents) { golden(for: $0, kind: "speech") }
            .filter { $0.value.count > 1 }.sorted { $0.key < $1.key }
            .map { golden, documents in
                "\(documents.sorted().joined(separator: " and ")) would share the golden \(golden); rename all but one"
            }
    }

    /// `name.yaml` → `name.<kind>.txt`, beside it.
    static func golden(for document: String, kind: String) -> String {
        // The last dot of the file's name, unless it starts the name (`.yaml` has no extension),
        // as `NSString.deletingPathExtension` finds it, without bridging for every document.
        let utf8 = document.utf8
        let name = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        guard let dot = utf8[name...].lastIndex(of: UInt8(ascii: ".")), dot > name else { return document + ".\(kind).txt" }
        return String(document[..<dot]) + ".\(kind).txt"
    }

    /// Checks every document's transcript, in parallel across the cores.
    func checkSpeech(locale: SpeechLocale?) -> [Result] {
        let results = Mutex<[Result?]>(Array(repeating: nil, count: documents.count))
        let documents = self.documents, mode = self.mode, verbosity = self.verbosity, audit = self.audit
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            let result = Self.checkSpeech(of: documents[index], locale: locale, mode: mode, verbosity: verbosity, audit: audit)
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }

    static func checkSpeech(of path: String, locale: SpeechLocale?, mode: RecordMode, verbosity: VerbosityOptions,
                                    audit: AuditOptions? = nil) -> Result {
        do {
            // Audited, it is read keeping its elements' lines, for the findings.
            let document = audit == nil ? try ScreenDocument(contentsOfFile: path) : try ScreenDocument(locatingElementsOf: path)
            let voice = try Voice.builtIn(locale ?? document.locale)
            // Always the whole screen (issues 24 and 35): a golden of the first line, or of the stops
            // a script visits, passed whatever became of the others. A script's session follows it.
            // Spoken once: the transcript, its session and the audit read the same stops.
            let spoken = SpokenScreen(screen: document.screen, voice: voice, verbosity: verbosity.applied(to: document.verbosity))
            let transcript = ScreenReader.goldenTranscript(of: document.screen, spoken: spoken, running: document.commands ?? [])
            var result = compare(transcript, document: path, golden: golden(for: path, kind: "speech"), mode: mode)
            if let audit {
                var findings = AuditReport(files: [.init(path: path, findings: document.auditFindings(rules: audit.rules, voice: voice, spoken: spoken))])
                if let baseline = audit.baseline { findings = baseline.filtering(findings) }
                let failing = findings.files[0].findings.filter { $0.severity >= audit.failOn }
                if !failing.isEmpty {
                    // JUnit's message is the worst line: a golden that differs, else the worst finding.
                    if result.passed, let worst = failing.max(by: { $0.severity < $1.severity }) {
                        result.headline = "AUDIT " + worst.compilerLine(in: path)
                    }
                    result.passed = false
                    result.report += failing.map { "AUDIT " + $0.compilerLine(in: VisibleText.escapedName(path)) }
                }
            }
            return result
        } catch {
            return Result(document: path, passed: false, report: ["FAIL \(error)"])
        }
    }

    /// Checks pronunciation goldens: one line per utterance, under a header naming the
    /// espeak-ng version. A golden from another version gives a notice and is not compared.
    func checkPhonemes(locale: SpeechLocale?) async -> [Result] {
        var results: [Result] = []
        let version: String
        do { version = try await Synthesizer.shared.engineVersion() } catch {
            return documents.map { Result(document: $0, passed: false, report: ["FAIL \(VisibleText.escapedName($0)): \(error)"]) }
        }
        for path in documents {
            do {
                let document = try ScreenDocument(contentsOfFile: path)
                let voice = try Voice.builtIn(locale ?? document.locale)
                let commands = document.commands ?? [], applied = verbosity.applied(to: document.verbosity)
                // Without a script, every stop of the screen; with one, the script's utterances (the
                // speech golden covers the whole screen either way; see docs/Decisions.md, issue 35).
                let utterances = commands.isEmpty ? SpeechGenerator(voice: voice, verbosity: applied).render(document.screen)
                    : ScreenReader.session(on: document.screen, running: commands, voice: voice, verbosity: applied).utterances
                let speechVoice = try SpeechVoice(for: voice)
                var lines = ["# espeak-ng \(version)"]
                for utterance in utterances {
                    if utterance.kind == .sound { lines.append(utterance.text); continue }
                    lines.append(try await Synthesizer.shared.phonemes(of: utterance, voice: speechVoice).joined(separator: " | "))
                }
                let golden = Self.golden(for: path, kind: "phonemes")
                if let recorded = try GoldenFile(path: golden).read()?.split(separator: "\n").first,
                   recorded != lines[0], mode != .all {
                    results.append(Result(document: path, passed: true, report: [
                        "NOTICE \(VisibleText.escapedName(golden)) was recorded with \(recorded.dropFirst(2)); this is espeak-ng \(version): pronunciations not compared (run with --record all to re-record)",
                    ]))
                    continue
                }
                results.append(Self.compare(lines.joined(separator: "\n") + "\n", document: path, golden: golden, mode: mode))
            } catch {
                results.append(Result(document: path, passed: false, report: ["FAIL \(VisibleText.escapedName(path)): \(error)"]))
            }
        }
        return results
    }

    static func compare(_ actual: String, document: String, golden: String, mode: RecordMode) -> Result {
        do {
            // A golden stays in its document's folder: a link in an untrusted checkout cannot
            // aim it elsewhere.
            // (Its folder by the string: a URL per document was a twentieth of a suite's time;
            // the root is resolved to a physical path only when a golden is written.)
            let root = document.lastIndex(of: "/").map { $0 == document.startIndex ? "/" : String(document[..<$0]) } ?? "."
            // Names as they are shown: a line feed in one cannot break a result's line.
            let (shown, shownGolden) = (VisibleText.escapedName(document), VisibleText.escapedName(golden))
            switch try GoldenFile(path: golden, root: root).check(actual, mode: mode, name: document) {
            case .matched:
                return Result(document: document, passed: true, report: [])
            case .mismatch(let diff):
                return Result(document: document, passed: false, report: ["FAIL \(shown): differs from \(shownGolden)", diff])
            case .missing:
                return Result(document: document, passed: false, report: [
                    "FAIL \(shown): no golden \(shownGolden) (record mode never; run with --record missing to write it)",
                ])
            case .recorded(let diff):
                return Result(document: document, passed: false, report: [
                    "RECORDED \(shownGolden): review it and run again",
                ] + (diff.map { [$0] } ?? []))
            }
        } catch {
            return Result(document: document, passed: false, report: ["FAIL \(VisibleText.escapedName(document)): cannot write \(VisibleText.escapedName(golden)): \(error)"])
        }
    }
}

/// A suite that cannot be run (a path that does not exist).
struct GoldenSuiteError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
