import ArgumentParser
import FoundationEssentials
import Speakable
import SpeakableAudit
import SpeakableDocuments
import SpeakableReport
import SpeakableSpeech
import Synchronization

/// `speakable report`: a page per screen to look at and listen to, and an index (report spec §2).
struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write an HTML report: each screen's focus-order picture, its stops with their audio, listening cost and audit findings.",
        usage: "speakable report <paths> ... -o <folder> [--audio <audio>] [<options>]",
        discussion: """
            For each document and capture under the paths (found as `test` finds them), writes \
            FOLDER/screens/NAME.html: the focus-order picture (as `render --format svg` draws \
            it), every stop in reading order with what VoiceOver says, an audio control playing \
            it, the swipes and seconds it takes to reach, and the audit's findings on it; and an \
            audio control for the whole screen. FOLDER/index.html lists the screens, sortable. \
            Pages are self-contained: audio is Ogg Opus (libopus) inside the page, and \
            nothing is loaded from anywhere. --audio none leaves the audio out and needs no \
            speech engine. Screens are spoken in parallel, one process per core, with a \
            progress line on a terminal. A file in FOLDER that an earlier report did not write \
            is never replaced. A capture's screenshot beside it (NAME.png or NAME.jpg) is drawn \
            under its picture's frames. Each page names its screen reader (--reader: \
            talkback for an Android capture, voiceover for everything else); --reader both \
            writes a page per screen for each, NAME.voiceover.html and NAME.talkback.html, \
            linked to each other, each with its reader's stops, words, audio and findings.

            Example:
              $ speakable report Examples -o report
              $ speakable report Tests/Captures --audio none -o captures-report
              $ speakable report Examples/login.yaml --reader both -o login-report
            """
    )

    @Argument(help: "Documents and captures, or folders to search for them.")
    var paths: [String]

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder to write the report into.", valueName: "folder"))
    var output: String

    @Option(help: "opus: each stop's speech and the whole screen's, as Ogg Opus in the pages; none: no audio and no speech engine.")
    var audio: ReportAudio = .opus

    @Option(help: "Worker processes for the speech. Default: one per core.")
    var jobs: Int?

    @Option(name: .customLong("input-format"), help: "What the files are. Default: told by their content.")
    var inputFormat: InputFormat = .auto

    @OptionGroup var listening: ListeningLimitOptions

    @OptionGroup var readerOption: ReaderOption

    @Option(help: ArgumentHelp("A PNG or JPEG screenshot to draw under the frames of the one screen reported. Default: each capture's own, beside it with its name (login.png for login.xml).", valueName: "image"))
    var screenshot: String?

    /// Set by the parent on the command lines of its worker processes (``WorkerPool``).
    @Option(name: .customLong("worker-shard"), help: .private) var workerShard: String?

    /// Set by `test --report`: each document's golden result, as JSON.
    @Option(name: .customLong("golden-results"), help: .private) var goldenResults: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
    }

    /// A worker's line: which document, and the summaries of its pages (one per reader; none
    /// when it could not be reported).
    private struct WorkerLine: Codable {
        var index: Int
        var summaries: [ReportSummary]
        var status: Int32
    }

    func run() async throws {
        // The screens and the task files (tasks spec TK11), from one walk of the folders.
        let documents: [String], taskFiles: [String]
        do { (documents, taskFiles) = try GoldenSuite.discoverWithTasks(paths) } catch {
            throw CommandFailure(.noInput, "\(error)").reported()
        }
        let folder = ReportFolder(path: output)
        // A signal leaves no hidden partial page, and ends the workers with this process.
        TerminationCleanup.install()
        let names = ReportFolder.pageNames(documents)
        let golden = try readGoldenResults()
        // Each distinct clip is encoded once per process.
        var encoder = ClipEncoder()
        if WorkerPool.shard != nil {
            for index in documents.indices where WorkerPool.owns(index) {
                let (summaries, status) = await report(documents[index], page: names[index], folder: folder, golden: golden[documents[index]], encoder: &encoder)
                if let data = try? JSONEncoder().encode(WorkerLine(index: index, summaries: summaries, status: status)) {
                    StandardStream.output(data + Data("\n".utf8))
                }
            }
            return
        }
        if screenshot != nil, documents.count != 1 {
            throw CommandFailure(.usage, "--screenshot names the screenshot of one screen, and \(documents.count) screens were found; put each capture's screenshot beside it instead (login.png for login.xml)").reported()
        }
        guard !documents.isEmpty else {
            throw CommandFailure(.noInput, "no screen documents found under \(paths.joined(separator: ", "))").reported()
        }
        if audio == .opus, let reason = OggOpus.unavailableReason {
            throw CommandFailure(.unavailable, "\(reason); run scripts/setup, or use --audio none").reported()
        }
        do { try folder.prepare() } catch {
            throw CommandFailure(.cannotCreate, "\(error)").reported()
        }
        var summaries = [[ReportSummary]](repeating: [], count: documents.count)
        var status: Int32 = 0
        let jobs = audio == .none ? 1 : WorkerPool.jobs(requested: self.jobs, items: documents.count)
        if jobs > 1 {
            let collected = Mutex<[Int: WorkerLine]>([:])
            let poolStatus = WorkerPool.run(jobs: jobs, total: documents.count, progress: "screens reported", name: { documents[$0] }, onLine: { line in
                guard let decoded = try? JSONDecoder().decode(WorkerLine.self, from: Data(line.utf8)) else { return }
                collected.withLock { $0[decoded.index] = decoded }
            })
            status = poolStatus
            for (index, line) in collected.withLock({ $0 }) {
                summaries[index] = line.summaries
                if line.status != 0, status == 0 { status = line.status }
            }
        } else {
            for index in documents.indices {
                let (pages, documentStatus) = await report(documents[index], page: names[index], folder: folder, golden: golden[documents[index]], encoder: &encoder)
                summaries[index] = pages
                if documentStatus != 0, status == 0 { status = documentStatus }
                WorkerPool.progress(index + 1, of: documents.count, "screens reported")
            }
            WorkerPool.progress(nil)
        }
        // Task files under the folders (tasks spec TK11): a page per task, listed in the index.
        if !taskFiles.isEmpty {
            let (runs, taskStatus) = await TaskRun.walkAll(taskFiles, measuring: audio == .opus)
            let pagesStatus = await TaskReportWriter(folder: output).write(runs, screens: summaries.flatMap { $0 })
            if status == 0 { status = taskStatus != 0 ? taskStatus : pagesStatus }
        } else {
            do { try folder.write(ReportIndex(screens: summaries.flatMap { $0 }).html, to: folder.index) } catch {
                throw CommandFailure(.cannotCreate, "\(error)").reported()
            }
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// One screen's pages, one per reader asked for; their summaries for the index, or the exit
    /// status of what went wrong (already printed). `page` is the screen's page name; with two
    /// readers each page is named after its reader (`inbox.voiceover.html`,
    /// `inbox.talkback.html`) and links the other (TB25).
    func report(_ path: String, page: String, folder: ReportFolder, golden: GoldenSuite.Result?,
                encoder: inout ClipEncoder) async -> ([ReportSummary], Int32) {
        var summaries: [ReportSummary] = []
        do {
            let document = try ScreenDocument(locatingElementsOf: path, format: inputFormat.format)
            for warning in document.warnings { StandardError.write(warning.description) }
            let voice = try Voice.builtIn(document.locale)
            let readers = readerOption.readers(for: document)
            let pages = Self.pageNames(page, readers: readers)
            var screenshot: (Screenshot, ScreenSize)?
            var lookedForScreenshot = false
            for (reader, pageName) in zip(readers, pages) {
                // The screen is spoken once per reader: the speech, the audit, the legend and the
                // page are views of it.
                var spoken = SpokenScreen(screen: document.screen, voice: voice, verbosity: document.verbosity, reader: reader)
                if !lookedForScreenshot {
                    // Looked for once (a warning about it is said once), for every reader's page.
                    let hasFrames = spoken.stops.contains { $0.frame.flatMap(ScreenLegend.drawable) != nil }
                    screenshot = try ScreenshotLookup.find(for: document, path: path, named: self.screenshot, hasFrames: hasFrames)
                    lookedForScreenshot = true
                }
                var speech: ScreenSpeech?
                if audio == .opus {
                    // Past the speech limits (30 minutes, 200,000 characters), this page is left out and
                    // the others are written (docs/Decisions.md, issue 35); --audio none reports it.
                    speech = try await ScreenSpeech.synthesize(spoken, about: path,
                                                               whenTooLong: "its page was left out of the report (the other screens were written): run with --audio none to report it without audio")
                }
                let cost = speech?.cost ?? ListeningCost(stopCount: spoken.stops.count)
                let rules = AuditRule.all + (listening.turnsRuleOn ? [AuditRule.listeningCost] : [])
                let findings = document.auditFindings(rules: rules, voice: voice, spoken: spoken, listeningCost: speech == nil ? nil : cost,
                                                      listeningLimits: listening.limits)
                spoken.attach(findings)
                var legend = ScreenLegend(spoken: spoken, size: document.size)
                if let (image, screen) = screenshot { legend.drawUnder(image, covering: screen) }
                let name = PathText.deletingExtension(PathText.lastComponent(path))
                var screenReport = ScreenReport(name: name, source: path, language: document.locale.rawValue, legend: legend, cost: cost)
                screenReport.findings = findings
                screenReport.reader = reader
                screenReport.pairedPages = zip(readers, pages).filter { $0.0 != reader }.map { ReportPageLink(reader: $0.0, page: Self.link($0.1)) }
                if let speech {
                    screenReport.stopAudio = try speech.stopClips.map { try encoder.encode($0, sampleRate: speech.sampleRate) }
                    screenReport.announcementAudio = try speech.announcementClip.map { try encoder.encode($0, sampleRate: speech.sampleRate) }
                }
                if let golden {
                    screenReport.goldenPassed = golden.passed
                    if !golden.passed { screenReport.goldenDiff = golden.report.joined(separator: "\n") }
                }
                try folder.write(ReportPage(report: screenReport).html, to: folder.page(pageName))
                summaries.append(screenReport.summary(page: "screens/" + Self.link(pageName)))
            }
            return (summaries, 0)
        } catch let error as DocumentError {
            return (summaries, CommandFailure(error).reported().rawValue)
        } catch let exit as ExitCode {
            return (summaries, exit.rawValue)
        } catch let error as ReportFolderError {
            return (summaries, CommandFailure(.cannotCreate, "\(error)").reported().rawValue)
        } catch {
            return (summaries, CommandFailure(.software, "\(path): \(error)").reported().rawValue)
        }
    }

    /// The page of each reader: the screen's page name for one reader; with more, the name
    /// with the reader's before `.html` (`inbox.talkback.html`). Page names differ without
    /// case, so names that each end in one reader's suffix differ too.
    static func pageNames(_ page: String, readers: [Reader]) -> [String] {
        guard readers.count > 1 else { return [page] }
        let stem = PathText.deletingExtension(page)
        return readers.map { "\(stem).\($0.rawValue).html" }
    }

    /// A page's name as a relative reference: a name of any script, percent-encoded.
    private static func link(_ page: String) -> String {
        page.percentEncodedForPath
    }

    private func readGoldenResults() throws -> [String: GoldenSuite.Result] {
        guard let goldenResults else { return [:] }
        guard let data = FileManager.default.contents(atPath: goldenResults),
              let results = try? JSONDecoder().decode([GoldenSuite.Result].self, from: data) else {
            throw CommandFailure(.software, "\(goldenResults): the golden results cannot be read").reported()
        }
        return Dictionary(results.map { ($0.document, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Whether a report carries audio.
enum ReportAudio: String, CaseIterable, ExpressibleByArgument {
    case opus, none
}
