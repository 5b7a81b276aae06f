import ArgumentParser
import FoundationEssentials
import Glibc
import Speakable
import SpeakableAudit
import SpeakableDocuments
import SpeakableGoldens
import Synchronization

/// `speakable test`: golden transcripts beside the documents, checked and recorded like
/// swift-snapshot-testing's snapshots.
struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Check each document's spoken transcript against its golden file.",
        usage: "speakable test <paths> ... [--record <record>] [<options>]",
        discussion: """
            For each screen document and capture under the paths, compares what it says with the \
            golden beside it (name.yaml → name.speech.txt): every stop of the screen as `render` \
            prints it, then, with a command script (`commands:`, a capture's name.commands), an \
            empty line and the script's transcript as `navigate` prints it. A task file \
            (NAME.task.yaml, docs/Tasks.md) is walked and its whole transcript, verdicts \
            included, kept as NAME.task.speech.txt. With \
            --phonemes, also name.phonemes.txt (one IPA line per utterance, headed by the \
            espeak-ng version; another version gives a notice, not a failure).

            Readers (--reader, else the document's readers:, else its own reader: its reader:, \
            else talkback for an Android capture, else voiceover): a document checked under a \
            reader other than its own keeps that golden beside the other, \
            name.talkback.speech.txt (name.voiceover.speech.txt for an Android capture). \
            --reader both checks both. Every failure names the reader.

            Record modes (--record, else SPEAKABLE_RECORD, else `never` when CI is set, else \
            `missing`): missing writes goldens that do not exist; all writes every golden; \
            failed rewrites those that differ; never writes nothing. A golden written counts as \
            a failure: review it and run again. Writes are atomic.

            Prints a unified diff for each mismatch and ends with `N passed, N failed`; exits 1 \
            when anything failed. --format junit prints JUnit XML on standard output (and the \
            rest on standard error); --shard K/N checks the K-th of N slices. --audit also audits \
            each screen, with audit's --rules, --disable, --enable and --baseline.

            Example:
              $ speakable test Examples
              19 passed, 0 failed
              $ CI=true speakable test Examples --format junit > results.xml
              $ speakable test Examples --record failed --shard 1/4
              5 passed, 0 failed
              $ speakable test Examples --report report
              19 passed, 0 failed
            """
    )

    @Argument(help: "Documents, or folders to search for them.")
    var paths: [String]

    /// Set by the parent on the command lines of its worker processes (``WorkerPool``).
    @Option(name: .customLong("worker-shard"), help: .private) var workerShard: String?

    @Option(help: "missing, all, failed or never.")
    var record: RecordMode?

    @Flag(help: "Also check pronunciation goldens (name.phonemes.txt).")
    var phonemes = false

    @Option(help: "text: diffs and a summary; junit: JUnit XML on standard output.")
    var format: TestFormat = .text

    @Option(help: ArgumentHelp("Check only slice K of N (e.g. 2/4).", valueName: "K/N"))
    var shard: Shard?

    @Option(help: "The locale to speak: en, ru or zh-Hans. Default: each document's own.")
    var locale: SpeechLocale?

    @Option(help: "Worker processes for --phonemes (one speech engine each). Default: one per core.")
    var jobs: Int?

    @OptionGroup var verbosity: VerbosityOptions

    /// `--reader`: the readers each document is checked under (talkback.md TB23).
    @OptionGroup var readerOption: ReaderOption

    @Flag(help: "Also audit each screen (docs/Audit.md); a finding at or above --fail-on fails its document.")
    var audit = false

    @Option(name: .customLong("fail-on"), help: "With --audit, the least severity that fails a document: error, warning or note.")
    var failOn: AuditSeverity = .error

    /// With --audit: `--rules`, `--disable`, `--enable` and `--baseline`, as `audit` has them.
    @OptionGroup var auditSelection: AuditRuleOptions

    @Option(help: ArgumentHelp("Also write an HTML report of the documents into this folder (as `report` does), each failing golden's diff on its page.", valueName: "folder"))
    var report: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
        let selection = auditSelection
        if !audit, selection.rules != nil || selection.disable != nil || selection.enable != nil || selection.baseline != nil {
            throw ValidationError("--rules, --disable, --enable and --baseline choose what --audit checks; add --audit")
        }
    }

    func run() async throws {
        let all: [String], tasks: [String]
        do { (all, tasks) = try GoldenSuite.discoverWithTasks(paths) } catch {
            throw CommandFailure(.noInput, "\(error)").reported()
        }
        guard let stems = GoldenSuite.stems(ofDistinct: all) else {
            throw CommandFailure(.usage, messages: GoldenSuite.sharedGoldens(all)).reported()
        }
        let documents = shard.map { shard in all.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element) } ?? all
        let mode: RecordMode
        do { mode = try RecordMode.resolve(record) } catch {
            throw CommandFailure(.usage, "\(error)").reported()
        }
        var suite = GoldenSuite(documents: documents, mode: mode, verbosity: verbosity)
        suite.readers = readerOption.chosen
        suite.stems = stems
        if audit {
            suite.audit = GoldenSuite.AuditOptions(failOn: failOn, rules: try auditSelection.chosenRules(), baseline: try auditSelection.loadBaseline())
        }
        if phonemes, WorkerPool.shard != nil { return await checkAsWorker(suite) }
        // With --phonemes, each document is read once for its transcript and its pronunciations
        // alike (issue 32), by the workers that hold a speech engine.
        let perDocument = phonemes ? await checkSpeechAndPhonemes(suite) : suite.checkSpeech(locale: locale)
        // Task files (tasks spec TK12): each task's whole transcript is a golden too.
        let taskResults = await TaskGoldens.check(shard.map { shard in tasks.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element) } ?? tasks, mode: mode)
        var results = perDocument.flatMap { $0 }
        results += taskResults
        let failed = results.filter { !$0.passed }.count
        let reportStatus = try report.map { try writeReport(into: $0, results: results) } ?? 0
        var human = results.flatMap(\.report)
        if all.isEmpty, tasks.isEmpty { human += CommandFailure(.noInput, "no screen documents found under \(paths.joined(separator: ", "))").lines }
        human.append("\(results.count - failed) passed, \(failed) failed")
        switch format {
        case .text: StandardOutput.write(lines: human)
        case .junit:
            StandardOutput.write(lines: [JUnitReport.xml(results)])
            for line in human { StandardError.write(line) }
        }
        if failed > 0 || (all.isEmpty && tasks.isEmpty) { throw ExitCode.failure }
        if reportStatus != 0 { throw ExitCode(reportStatus) }
    }

    /// `--report DIR`: `speakable report` over the same documents, run as a process of its own
    /// (its own workers, one speech engine each), handed each golden's result.
    private func writeReport(into folder: String, results: [GoldenSuite.Result]) throws -> Int32 {
        guard !results.isEmpty else { return 0 }
        // A timeout or Ctrl-C ends the report and its workers too, and removes the results file.
        TerminationCleanup.install()
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("speakable-golden-results-\(getpid())-\(UUID().uuidString).json").path
        // Only this user may read it (it holds every golden's report), made new, never through a link.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw OutputFile.Refusal.failed(temporary, reason: String(cString: strerror(errno))) }
        TerminationCleanup.removeOnSignal(temporary)
        defer {
            unlink(temporary)
            TerminationCleanup.forget(temporary)
        }
        do {
            try JSONEncoder().encode(results).withUnsafeBytes { try OutputFile.writeAll($0, to: descriptor) }
            close(descriptor)
        } catch {
            close(descriptor)
            throw error
        }
        // One argument per document would make thousands of arguments; the folders and files
        // the user gave find the same documents.
        let process = try ChildProcess(executable: ChildProcess.currentExecutable,
                                       arguments: ["report"] + paths + ["-o", folder, "--golden-results", temporary] + (jobs.map { ["--jobs", String($0)] } ?? []))
        TerminationCleanup.adopt(process)
        let ending = process.wait()
        TerminationCleanup.release(process)
        if case .exited(let status) = ending { return status }
        return ExitStatus.software
    }

    /// One document's results (one per reader) of a worker, on a line of its standard output.
    private struct WorkerLine: Codable {
        var index: Int
        var results: [GoldenSuite.Result]
    }

    /// The transcripts and pronunciations, checked by a pool of worker processes (one engine
    /// each) when there is more than one core and document.
    private func checkSpeechAndPhonemes(_ suite: GoldenSuite) async -> [[GoldenSuite.Result]] {
        let documents = suite.documents
        let jobs = WorkerPool.jobs(requested: self.jobs, items: documents.count)
        guard jobs > 1 else { return await suite.checkSpeechAndPhonemes(locale: locale) }
        let collected = Mutex<[Int: [GoldenSuite.Result]]>([:])
        let status = WorkerPool.run(jobs: jobs, total: documents.count, progress: "pronunciations checked", name: { documents[$0] }, onLine: { line in
            guard let decoded = try? JSONDecoder().decode(WorkerLine.self, from: Data(line.utf8)) else { return }
            collected.withLock { $0[decoded.index] = decoded.results }
        })
        return collected.withLock { results in
            documents.indices.map { index in
                results[index] ?? [GoldenSuite.Result(document: documents[index], passed: false, report: [
                    "FAIL \(VisibleText.escapedName(documents[index])): its transcript and pronunciations were not checked (a worker exited with status \(status))",
                ])]
            }
        }
    }

    /// As a worker: this shard's transcripts and pronunciations, one JSON line per document on
    /// standard output.
    private func checkAsWorker(_ suite: GoldenSuite) async {
        let mine = suite.documents.indices.filter(WorkerPool.owns)
        var shard = suite
        shard.documents = mine.map { suite.documents[$0] }
        let encoder = JSONEncoder()
        for (index, results) in zip(mine, await shard.checkSpeechAndPhonemes(locale: locale)) {
            guard let data = try? encoder.encode(WorkerLine(index: index, results: results)) else { continue }
            StandardStream.output(data + Data("\n".utf8))
        }
    }
}

/// How `test` reports.
enum TestFormat: String, ExpressibleByArgument, CaseIterable {
    case text, junit
}

/// One of N slices of a suite, `K/N`.
struct Shard: ExpressibleByArgument {
    let index: Int
    let count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }
}

extension RecordMode: ExpressibleByArgument {}
