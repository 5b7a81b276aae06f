import ArgumentParser
import FoundationEssentials
import Speakable
import SpeakableAudit
import SpeakableDocuments
import SpeakableSpeech

/// `speakable task`: walks task files as a screen-reader user would and says whether each
/// task can be done, at what cost, with the evidence (tasks spec).
struct TaskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "task",
        abstract: "Walk tasks across screens as a VoiceOver or TalkBack user: can it be done, and what does it cost to listen through?",
        usage: "speakable task <paths> ... [--reader <reader>] [--format <format>] [--summary] [<options>]",
        discussion: """
            Reads task files (NAME.task.yaml, or folders searched for them; see docs/Tasks.md) \
            and walks each: on every screen, focus starts where the reader puts it, and each \
            action reaches its target by swiping from the focus, hearing every stop. Prints \
            each action with the stops heard, its verdict (done, done with problems, blocked) \
            and cost (swipes, seconds of speech from the real espeak-ng clips, the shortest \
            gestures), then one line per task. Exits 1 when a task is blocked (or, with \
            --fail-on problems, has problems), 65 when a task file or screen cannot be read, 66 \
            when a file is missing. --audio none measures no seconds and needs no speech engine.

            Example:
              $ speakable task Tests/Tasks/sign-in/sign-in.task.yaml --audio none
              Sign in (VoiceOver)
              screen 1: login.yaml
              …
              $ speakable task Tests/Tasks --summary --format markdown > summary.md || echo "exit $?"
              exit 1
            """
    )

    @Argument(help: "Task files (NAME.task.yaml), or folders to search for them.")
    var paths: [String]

    @Option(help: ArgumentHelp("Who walks the tasks: \(Reader.names.joined(separator: ", ")), or both. Default: the task file's reader:, else talkback when every screen is an Android capture, else voiceover.", valueName: "reader"))
    var reader: String?

    @Option(help: "text, json, junit or markdown (a table for a pull request comment or a CI job summary).")
    var format: TaskOutputFormat = .text

    @Flag(help: "Add a summary per reader: how many tasks were completed, and which were blocked.")
    var summary = false

    @Option(name: .customLong("fail-on"), help: "What fails: blocked (a blocked task) or problems (also a task completed with problems).")
    var failOn: TaskFailure = .blocked

    @OptionGroup var listening: ListeningLimitOptions

    @Option(help: "opus: measure seconds from the synthesized speech (and put the audio in --report pages); none: swipes only, no speech engine.")
    var audio: ReportAudio = .opus

    @Option(name: .customLong("report"), help: ArgumentHelp("Also write a report: a page per task (pictures with the listening path, audio, findings, verdicts) and an index.", valueName: "folder"))
    var reportFolder: String?

    func validate() throws {
        if let reader { _ = try Self.readers(named: reader) }
    }

    /// `voiceover`, `talkback`, or `both`: each name checked in one place, `Reader(named:)`.
    static func readers(named name: String) throws -> [Reader] {
        if name.lowercased() == "both" { return Reader.allCases }
        do { return [try Reader(named: name)] } catch { throw ValidationError("--reader: \(error.description.replacing("expected one of: ", with: "expected both or one of: "))") }
    }

    func run() async throws {
        let files: [String]
        do { files = try Self.discover(paths) } catch {
            throw CommandFailure(.noInput, "\(error)").reported()
        }
        guard !files.isEmpty else {
            throw CommandFailure(.noInput, "no task files (NAME\(TaskDocument.suffix)) found under \(paths.joined(separator: ", "))").reported()
        }
        if audio == .opus, reportFolder != nil, let reason = OggOpus.unavailableReason {
            throw CommandFailure(.unavailable, "\(reason); run scripts/setup, or use --audio none").reported()
        }
        let chosen = try reader.map(Self.readers(named:))
        var status: Int32 = 0
        var results: [TaskRun] = []
        for file in files {
            let document: TaskDocument
            do {
                document = try TaskDocument(contentsOfFile: file)
            } catch let error as DocumentError {
                let exit = CommandFailure(error).reported()
                if status == 0 || status == 1 { status = exit.rawValue }
                continue
            }
            for warning in document.warnings { StandardError.write(warning.description) }
            for taskReader in chosen ?? document.readers {
                do {
                    // TB20: a gesture the reader does not have is the task file's located error.
                    try document.checkGestures(for: taskReader)
                    results.append(try await TaskRun.walk(document, reader: taskReader, measuring: audio == .opus, limits: listening.turnsRuleOn ? listening.limits : nil))
                } catch let exit as ExitCode {
                    if status == 0 || status == 1 { status = exit.rawValue }
                } catch let error as DocumentError {
                    let exit = CommandFailure(error).reported()
                    if status == 0 || status == 1 { status = exit.rawValue }
                }
            }
        }
        switch format {
        case .text: StandardOutput.write(lines: TaskText.lines(results, summary: summary))
        case .json: StandardOutput.write(json: try TaskJSON.encode(results, summary: summary))
        case .junit: StandardStream.output(TaskJUnit.xml(results, failOn: failOn) + "\n")
        case .markdown: StandardStream.output(TaskMarkdown.document(results, summary: summary))
        }
        if let reportFolder {
            let reportStatus = await TaskReportWriter(folder: reportFolder).write(results)
            if reportStatus != 0, status == 0 || status == 1 { status = reportStatus }
        }
        if status == 0, results.contains(where: { failOn.fails($0.walk.verdict) }) { status = 1 }
        if status != 0 { throw ExitCode(status) }
    }

    /// Each task file given, and the task files under each folder, sorted.
    static func discover(_ paths: [String]) throws -> [String] {
        var found: [String] = []
        for path in paths {
            guard DirectoryWalk.isDirectory(path) else {
                guard FileManager.default.fileExists(atPath: path) else { throw GoldenSuiteError("\(path): no such file or folder") }
                found.append(path)
                continue
            }
            found += DirectoryWalk.files(under: path, extensions: ["yaml"], irregular: { _ in }).filter { $0.hasSuffix(TaskDocument.suffix) }
        }
        return Array(Set(found)).sorted()
    }
}

/// `--format` of `task`.
enum TaskOutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, junit, markdown
}

/// `--fail-on` of `task`: which verdicts fail the run.
enum TaskFailure: String, CaseIterable, ExpressibleByArgument {
    case blocked, problems

    func fails(_ verdict: TaskVerdict) -> Bool {
        switch verdict {
        case .blocked: true
        case .completedWithProblems: self == .problems
        case .completed: false
        }
    }
}
