import ArgumentParser
import FoundationEssentials
import Speakable
import SpeakableAudit
import SpeakableDocuments
import SpeakableReport

/// `task --report DIR` (tasks spec TK11): a page per task and reader in `DIR/screens/`, beside
/// the screens' pages, and the index listing the tasks with their verdicts and costs.
struct TaskReportWriter {
    let folder: ReportFolder

    init(folder path: String) { folder = ReportFolder(path: path) }

    /// Writes the pages and the index; the exit status of what went wrong (already printed).
    func write(_ runs: [TaskRun], screens: [ReportSummary] = []) async -> Int32 {
        do { try folder.prepare() } catch {
            return CommandFailure(.cannotCreate, "\(error)").reported().rawValue
        }
        // One name per task and reader: `sign-in.task` for VoiceOver, with the reader after it for others.
        let names = ReportFolder.pageNames(runs.map { run in
            let source = run.walk.task.source ?? run.walk.task.name
            // (The reader goes before the file's extension, which the page's name leaves out.)
            let extensionName = PathText.pathExtension(source)
            return run.walk.reader == .voiceOver ? source
                : PathText.deletingExtension(source) + "." + run.walk.reader.rawValue + (extensionName.isEmpty ? "" : "." + extensionName)
        })
        var encoder = ClipEncoder()
        var rows: [TaskIndexRow] = []
        var status: Int32 = 0
        for (run, name) in zip(runs, names) {
            do {
                let page = try report(run, encoder: &encoder)
                try folder.write(TaskReportPage(report: page).html, to: folder.page(name))
                let walk = run.walk
                rows.append(TaskIndexRow(title: run.title, page: "screens/" + name.percentEncodedForPath,
                                         source: walk.task.source ?? "", verdict: walk.verdict.description, screensReached: walk.screensReached,
                                         screens: walk.task.screens.count, swipes: walk.swipes, seconds: walk.seconds))
            } catch let exit as ExitCode {
                if status == 0 { status = exit.rawValue }
            } catch {
                let exit = CommandFailure(.cannotCreate, "\(error)").reported()
                if status == 0 { status = exit.rawValue }
            }
        }
        do { try folder.write(ReportIndex(screens: screens, tasks: rows).html, to: folder.index) } catch {
            return CommandFailure(.cannotCreate, "\(error)").reported().rawValue
        }
        return status
    }

    /// A task's page: each step's picture with its path, its audio and its words.
    private func report(_ run: TaskRun, encoder: inout ClipEncoder) throws -> TaskReport {
        let walk = run.walk
        let steps = try walk.steps.enumerated().map { index, step -> TaskReport.Step in
            let taskScreen = walk.task.screens[step.screenIndex]
            let document = run.document.documents[step.screenIndex]
            let voice = try Voice.builtIn(taskScreen.locale)
            // The screen as the walk's reader sees it: the path's stops are that reader's.
            let spoken = SpokenScreen(screen: step.screenBefore ?? taskScreen.screen, voice: voice, verbosity: taskScreen.verbosity, reader: walk.reader)
            var legend = ScreenLegend(spoken: spoken, size: document.size)
            try ScreenshotLookup.apply(to: &legend, document: document, path: run.document.screenPaths[step.screenIndex],
                                       named: run.document.screenshots[step.screenIndex])
            legend.add(step.findings)
            let picture = ListeningPathPicture(legend: legend, title: taskScreen.name, path: step.pathStops, target: step.reached || step.targetStop != nil ? step.targetStop : nil,
                                               idPrefix: "step-\(step.number)").svg
            let audio = try run.stepAudio[index].map { try encoder.encode($0, sampleRate: run.sampleRate) }
            return TaskReport.Step(title: "Step \(step.number): \(step.action)", screen: taskScreen.name, verdict: step.verdict.rawValue,
                                   cost: TaskRun.costLine(step), reason: TaskRun.reasonLine(step), heard: step.heard.map(\.text),
                                   findings: step.findings, picture: picture, audio: audio, seconds: step.seconds)
        }
        let language = walk.task.screens.first?.locale.rawValue ?? "en"
        return TaskReport(title: run.title, source: walk.task.source ?? "", summary: run.summaryLine, verdict: walk.verdict.description,
                          steps: steps, language: language)
    }
}
