import ArgumentParser
import Speakable
import SpeakableAudit
import SpeakableDocuments
import SpeakableSpeech

/// A task file walked by one reader, with each step's listening path measured from the real
/// synthesized clips (as report L2 measures a screen's), and their audio for the report.
struct TaskRun {
    var document: TaskDocument
    var walk: TaskWalk
    /// Each step's listening path as one track (its clips with the voice's pause between), when
    /// speech was synthesized.
    var stepAudio: [[Int16]?]
    var sampleRate: Int

    /// Walks the task and measures it; a speech error is printed and becomes its exit status.
    static func walk(_ document: TaskDocument, reader: Reader, measuring: Bool, limits: ListeningLimits?) async throws -> TaskRun {
        let source = document.task.source ?? document.task.name
        var walk: TaskWalk
        do {
            walk = try TaskWalker(reader: reader).walk(document.task)
        } catch {
            throw CommandFailure(.software, "\(source): \(error)").reported()
        }
        var audio = [[Int16]?](repeating: nil, count: walk.steps.count)
        var sampleRate = 22_050
        if measuring {
            for index in walk.steps.indices {
                let step = walk.steps[index]
                let voice = try Voice.builtIn(document.task.screens[step.screenIndex].locale)
                do {
                    let clips = try await SpeechClips.render(step.heard, voice: voice)
                    let seconds = clips.clips.indices.reduce(0.0) { $0 + clips.duration(of: $1) } + Double(max(0, clips.clips.count - 1)) * clips.pauseDuration
                    walk.steps[index].seconds = seconds
                    audio[index] = clips.track()
                    sampleRate = clips.sampleRate
                } catch let error as SpeechError {
                    throw CommandFailure(error, about: "\(source): step \(step.number)").reported()
                }
            }
        }
        for index in walk.steps.indices { walk.steps[index].apply(limits) }
        return TaskRun(document: document, walk: walk, stepAudio: audio, sampleRate: sampleRate)
    }

    /// Reads and walks task files with their own readers (`report` over folders); what could
    /// not be read is printed, and the worst exit status returned beside the runs.
    static func walkAll(_ files: [String], measuring: Bool) async -> ([TaskRun], Int32) {
        var runs: [TaskRun] = [], status: Int32 = 0
        for file in files {
            do {
                let document = try TaskDocument(contentsOfFile: file)
                for warning in document.warnings { StandardError.write(warning.description) }
                for reader in document.readers {
                    try document.checkGestures(for: reader)
                    runs.append(try await walk(document, reader: reader, measuring: measuring, limits: nil))
                }
            } catch let error as DocumentError {
                let exit = CommandFailure(error).reported()
                if status == 0 { status = exit.rawValue }
            } catch let exit as ExitCode {
                if status == 0 { status = exit.rawValue }
            } catch {
                let exit = CommandFailure(.software, "\(file): \(error)").reported()
                if status == 0 { status = exit.rawValue }
            }
        }
        return (runs, status)
    }

    /// `Sign in (VoiceOver)`.
    var title: String { "\(walk.task.name) (\(walk.reader.displayName))" }

    /// `Sign in (VoiceOver): completed with 2 problems · 3 screens · 14 swipes · 38.2 s` (TK8).
    var summaryLine: String {
        let screens = walk.task.screens.count
        var parts = ["\(title): \(walk.verdict)", "\(screens) screen\(screens == 1 ? "" : "s")", "\(walk.swipes) swipe\(walk.swipes == 1 ? "" : "s")"]
        if let seconds = walk.seconds { parts.append(TaskFormat.seconds(seconds)) }
        return parts.joined(separator: " · ")
    }

    /// The step's cost and verdict: `done · 2 swipes · 3.1 s · shortest: touch 195,300`.
    static func costLine(_ step: TaskStepResult) -> String {
        var parts = ["\(step.verdict.rawValue)", "\(step.swipes) swipe\(step.swipes == 1 ? "" : "s")"]
        if let seconds = step.seconds { parts.append(TaskFormat.seconds(seconds)) }
        if step.reached { parts.append("shortest: " + (step.shortestGestures.isEmpty ? "none, already there" : step.shortestGestures.map(\.description).joined(separator: ", "))) }
        return parts.joined(separator: " · ")
    }

    /// Why the step is blocked or has problems, in one line.
    static func reasonLine(_ step: TaskStepResult) -> String? {
        var reasons: [String] = []
        if let reason = step.reason { reasons.append(reason + (step.closestNames.isEmpty ? "" : " (closest: \(step.closestNames.joined(separator: ", ")))")) }
        if let over = step.overLimits { reasons.append(over) }
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }
}

/// Per reader: how many tasks were completed, and which were blocked (TK10).
struct TaskSummary: Encodable {
    var reader: String
    var tasks: Int
    var completed: Int
    var completedWithProblems: Int
    var blocked: [String]

    static func make(_ runs: [TaskRun]) -> [TaskSummary] {
        Reader.allCases.compactMap { reader in
            let mine = runs.filter { $0.walk.reader == reader }
            guard !mine.isEmpty else { return nil }
            return TaskSummary(reader: reader.rawValue, tasks: mine.count,
                               completed: mine.filter { $0.walk.verdict.isCompleted }.count,
                               completedWithProblems: mine.filter { if case .completedWithProblems = $0.walk.verdict { true } else { false } }.count,
                               blocked: mine.filter { !$0.walk.verdict.isCompleted }.map(\.walk.task.name))
        }
    }

    /// `VoiceOver: 5 of 6 tasks completed (blocked: Checkout)`.
    var line: String {
        let name = Reader(rawValue: reader)?.displayName ?? reader
        return "\(name): \(completed) of \(tasks) task\(tasks == 1 ? "" : "s") completed" + (blocked.isEmpty ? "" : " (blocked: \(blocked.joined(separator: ", ")))")
    }
}
