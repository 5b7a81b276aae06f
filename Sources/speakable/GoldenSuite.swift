import ArgumentParser
import Dispatch
import FoundationEssentials
import Speakable
import SpeakableAudit
import SpeakableDocuments
import SpeakableGoldens
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
        /// The screen reader the document was checked under (talkback.md TB3, TB23); `nil` for
        /// what no reader speaks (a document that could not be read, a task file's whole walk).
        var reader: Reader? = nil
        /// Whether ``reader`` is the document's own (its golden is `NAME.speech.txt`): JUnit
        /// names a check under another reader after both.
        var isDefaultReader = true
    }

    var documents: [String]
    let mode: RecordMode
    /// The command line's verbosity flags, applied over each document's `verbosity:`.
    let verbosity: VerbosityOptions
    /// `--reader`: the readers every document is checked under; `nil` lets each document say
    /// (its `readers:`, else its own reader).
    var readers: [Reader]? = nil
    /// The golden stems (`Examples/login` for `Examples/login.yaml`) of every document found,
    /// not only this shard's: a reader's golden (`login.talkback.speech.txt`) that is another
    /// document's own (`login.talkback.yaml`'s) is refused, not shared.
    var stems: Set<String> = []
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
        try discoverWithTasks(paths).documents
    }

    /// ``discover(_:)``'s documents, and the task files (tasks spec TK12) at or under the same
    /// paths, sorted, from one walk of the folders: `test` checks both, and walking a suite of
    /// 10,000 documents a second time for its tasks was a fortieth of its time.
    static func discoverWithTasks(_ paths: [String]) throws -> (documents: [String], tasks: [String]) {
        var found: [String] = []
        var tasks: [String] = []
        for path in paths {
            let kind = FileKind(ofPath: path)
            guard kind != .missing else {
                throw GoldenSuiteError("\(path): no such file or folder")
            }
            guard kind == .directory else {
                if isRegularFile(path) { found.append(path) } else { skipped(path) }
                // A task file named is one of the tasks, as `task` takes it (whatever it is).
                if path.hasSuffix(TaskDocument.suffix) { tasks.append(path) }
                continue
            }
            for file in DirectoryWalk.files(under: path, extensions: ["yaml", "yml", "json", "xml", "txt"], irregular: skipped,
                                            notUTF8: { StandardError.write("speakable: warning: \(VisibleText.escaped($0)): skipped, its name is not UTF-8 (rename it to read it)") }) {
                // A task file (tasks spec §1) is walked by `task`, not read as a screen.
                if file.hasSuffix(TaskDocument.suffix) {
                    tasks.append(file)
                } else if !file.hasSuffix(".txt") || isElementDump(file) {
                    found.append(file)
                }
            }
        }
        return (Array(Set(found)).sorted(), Array(Set(tasks)).sorted())
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
              let head = FileBytes.read(path: path, upTo: 4096) else { return false }
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
        GoldenFile.path(besideDocument: document, kind: kind, reader: .voiceOver)
    }

    /// `Examples/login.yaml` → `Examples/login`: what every golden of the document starts with.
    static func stem(of document: String) -> String {
        GoldenFile.stem(ofDocument: document)
    }

    /// The stems of `documents` (each found once), when no two share one: then no two share a
    /// golden either. `nil` when some do (``sharedGoldens(_:)`` names them). One set serves both
    /// questions, made once for a suite: the two used to cost a twentieth of a suite's time.
    static func stems(ofDistinct documents: [String]) -> Set<String>? {
        var stems = Set<String>(minimumCapacity: documents.count)
        for document in documents where !stems.insert(stem(of: document)).inserted { return nil }
        return stems
    }

    /// The golden of `path` for a reader (talkback.md TB23): its own reader's is
    /// `NAME.<kind>.txt`, another's `NAME.<reader>.<kind>.txt`; or, when that name is another
    /// document's own golden, the line that refuses it.
    func golden(for path: String, kind: String, reader: Reader, of document: ScreenDocument) -> (path: String, refusal: Result?) {
        let golden = GoldenFile.path(besideDocument: path, kind: kind, reader: reader, defaultReader: document.defaultReader)
        guard reader != document.defaultReader, stems.contains(Self.stem(of: path) + "." + reader.rawValue) else { return (golden, nil) }
        let shown = VisibleText.escapedName(path) + " (\(reader.displayName))"
        return (golden, Result(document: path, passed: false, report: [
            "FAIL \(shown): its golden \(VisibleText.escapedName(golden)) is another document's own golden; rename one of them",
        ], reader: reader, isDefaultReader: false))
    }

    /// The readers `path` is checked under: `--reader`'s, else the document's (TB23).
    func readers(for document: ScreenDocument) -> [Reader] { readers ?? document.readersChecked }

    /// Checks every document's transcript, in parallel across the cores: for each document, a
    /// result per reader it is checked under, in that order.
    func checkSpeech(locale: SpeechLocale?) -> [[Result]] {
        let results = Mutex<[[Result]]>(Array(repeating: [], count: documents.count))
        let documents = self.documents
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            let result = checkSpeech(of: documents[index], locale: locale)
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0 }
    }

    /// One document, under each of its readers: read once, spoken once per reader.
    func checkSpeech(of path: String, locale: SpeechLocale?) -> [Result] {
        do {
            let document = try read(path)
            let voice = try Voice.builtIn(locale ?? document.locale)
            return readers(for: document).map { checkSpeech(of: document, at: path, voice: voice, reader: $0) }
        } catch {
            return [Result(document: path, passed: false, report: ["FAIL \(error)"])]
        }
    }

    /// A document as every check of it reads it (issue 32, "read a file once"): audited, with
    /// its elements' lines kept, for the findings; the words are the same either way.
    private func read(_ path: String) throws -> ScreenDocument {
        audit == nil ? try ScreenDocument(contentsOfFile: path) : try ScreenDocument(locatingElementsOf: path)
    }

    /// `test --phonemes`: each document read and told once, its one screen handed to both the
    /// transcript's check and the pronunciations' (they used to read it a time each). For each
    /// document, a result per reader, its pronunciations joined to its transcript's result.
    func checkSpeechAndPhonemes(locale: SpeechLocale?) async -> [[Result]] {
        let version: String
        do { version = try await Synthesizer.shared.engineVersion() } catch {
            return checkSpeech(locale: locale).enumerated().map { index, speech in
                Self.joining(speech, [Result(document: documents[index], passed: false, report: ["FAIL \(VisibleText.escapedName(documents[index])): \(error)"])])
            }
        }
        var results: [[Result]] = []
        for path in documents {
            let document: ScreenDocument, voice: Voice
            do {
                document = try read(path)
                voice = try Voice.builtIn(locale ?? document.locale)
            } catch {
                results.append([Result(document: path, passed: false, report: ["FAIL \(error)"])])
                continue
            }
            let speech = readers(for: document).map { checkSpeech(of: document, at: path, voice: voice, reader: $0) }
            var phonemes: [Result] = []
            do {
                for reader in readers(for: document) {
                    phonemes.append(try await checkPhonemes(of: document, at: path, voice: voice, reader: reader, version: version))
                }
            } catch {
                phonemes = [Result(document: path, passed: false, report: ["FAIL \(VisibleText.escapedName(path)): \(error)"])]
            }
            results.append(Self.joining(speech, phonemes))
        }
        return results
    }

    /// Each reader's pronunciations joined to its transcript's result (the same readers, in the
    /// same order, as both read the same document); one with no transcript's result is kept.
    static func joining(_ speech: [Result], _ phonemes: [Result]) -> [Result] {
        var joined = speech
        for (position, phonemeResult) in phonemes.enumerated() {
            guard position < joined.count else { joined.append(phonemeResult); continue }
            joined[position].passed = joined[position].passed && phonemeResult.passed
            joined[position].report += phonemeResult.report
        }
        return joined
    }

    private func checkSpeech(of document: ScreenDocument, at path: String, voice: Voice, reader: Reader) -> Result {
        let (golden, refusal) = golden(for: path, kind: "speech", reader: reader, of: document)
        if let refusal { return refusal }
        // Always the whole screen (issues 24 and 35): a golden of the first line, or of the stops
        // a script visits, passed whatever became of the others. A script's session follows it.
        // Spoken once: the transcript, its session and the audit read the same stops.
        let spoken = SpokenScreen(screen: document.screen, voice: voice, verbosity: verbosity.applied(to: document.verbosity), reader: reader)
        let transcript = ScreenReader.goldenTranscript(of: document.screen, spoken: spoken, running: document.commands ?? [])
        var result = Self.compare(transcript, document: path, golden: golden, mode: mode, reader: reader,
                                  isDefaultReader: reader == document.defaultReader)
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
    }

    /// A document's pronunciation golden under one reader: one line per utterance, under a
    /// header naming the espeak-ng version. A golden from another version gives a notice and is
    /// not compared.
    private func checkPhonemes(of document: ScreenDocument, at path: String, voice: Voice, reader: Reader, version: String) async throws -> Result {
        let (golden, refusal) = golden(for: path, kind: "phonemes", reader: reader, of: document)
        if let refusal { return refusal }
        let commands = document.commands ?? [], applied = verbosity.applied(to: document.verbosity)
        // Without a script, every stop of the screen; with one, the script's utterances (the
        // speech golden covers the whole screen either way; see docs/Decisions.md, issue 35).
        let utterances = commands.isEmpty ? SpeechGenerator(voice: voice, verbosity: applied, reader: reader).render(document.screen)
            : ScreenReader.session(on: document.screen, spoken: SpokenScreen(screen: document.screen, voice: voice, verbosity: applied, reader: reader),
                                   running: commands).utterances
        let speechVoice = try SpeechVoice(for: voice)
        var lines = ["# espeak-ng \(version)"]
        for utterance in utterances {
            if utterance.kind == .sound { lines.append(utterance.text); continue }
            lines.append(try await Synthesizer.shared.phonemes(of: utterance, voice: speechVoice).joined(separator: " | "))
        }
        let isDefaultReader = reader == document.defaultReader
        if let recorded = try GoldenFile(path: golden).read()?.split(separator: "\n").first,
           recorded != lines[0], mode != .all {
            return Result(document: path, passed: true, report: [
                "NOTICE \(VisibleText.escapedName(golden)) was recorded with \(recorded.dropFirst(2)); this is espeak-ng \(version): pronunciations not compared (run with --record all to re-record)",
            ], reader: reader, isDefaultReader: isDefaultReader)
        }
        return Self.compare(lines.joined(separator: "\n") + "\n", document: path, golden: golden, mode: mode, reader: reader, isDefaultReader: isDefaultReader)
    }

    /// Compares a transcript with its golden, recording as `mode` says. With a `reader`, every
    /// line that fails names it (TB3): `FAIL login.yaml (TalkBack): differs from …`.
    static func compare(_ actual: String, document: String, golden: String, mode: RecordMode,
                        reader: Reader? = nil, isDefaultReader: Bool = true) -> Result {
        func result(_ passed: Bool, _ report: [String]) -> Result {
            Result(document: document, passed: passed, report: report, reader: reader, isDefaultReader: isDefaultReader)
        }
        // Names as they are shown: a line feed in one cannot break a result's line. Made only
        // for a line that shows them: most goldens match.
        var shownReader: String { reader.map { " (\($0.displayName))" } ?? "" }
        var shown: String { VisibleText.escapedName(document) + shownReader }
        var shownGolden: String { VisibleText.escapedName(golden) }
        do {
            // A golden stays in its document's folder: a link in an untrusted checkout cannot
            // aim it elsewhere.
            // (Its folder by the string: a URL per document was a twentieth of a suite's time;
            // the root is resolved to a physical path only when a golden is written.)
            // (The slash found among the bytes, as the kernel finds it, not among the characters:
            // a walk over characters from the end was a fortieth of a suite's time.)
            let root = document.utf8.lastIndex(of: UInt8(ascii: "/")).map { $0 == document.startIndex ? "/" : String(document[..<$0]) } ?? "."
            switch try GoldenFile(path: golden, root: root).check(actual, mode: mode, name: document) {
            case .matched:
                return result(true, [])
            case .mismatch(let diff):
                return result(false, ["FAIL \(shown): differs from \(shownGolden)", diff])
            case .missing:
                return result(false, [
                    "FAIL \(shown): no golden \(shownGolden) (record mode never; run with --record missing to write it)",
                ])
            case .recorded(let diff):
                return result(false, [
                    "RECORDED \(shownGolden)\(shownReader): review it and run again",
                ] + (diff.map { [$0] } ?? []))
            }
        } catch {
            return result(false, ["FAIL \(shown): cannot write \(shownGolden): \(error)"])
        }
    }
}

/// A suite that cannot be run (a path that does not exist).
struct GoldenSuiteError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
