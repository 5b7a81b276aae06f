import FoundationEssentials
import SpeakableAudit

/// `task --format json` (TK9; the schema is in docs/Tasks.md).
enum TaskJSON {
    struct Document: Encodable {
        var tasks: [Task]
        var summary: [String: TaskSummary]?
    }

    struct Task: Encodable {
        var task: String
        var file: String?
        var reader: String
        var verdict: String
        var blockedAt: Int?
        var steps: [Step]
        var totals: Totals
    }

    struct Step: Encodable {
        var step: Int
        var screen: String
        var action: String
        var target: String?
        var targetIdentifier: String?
        var line: Int?
        var column: Int?
        var stop: Int?
        var targetDescription: String?
        var verdict: String
        var reason: String?
        var closestNames: [String]
        var swipes: Int
        var seconds: Double?
        var shortestGestures: [String]
        var stopsHeard: [String]
        var findings: [AuditFinding]
    }

    struct Totals: Encodable {
        var screens: Int
        var screensReached: Int
        var steps: Int
        var swipes: Int
        var seconds: Double?
        var problems: Int
    }

    static func encode(_ runs: [TaskRun], summary: Bool) throws -> String {
        let tasks = runs.map { run -> Task in
            let walk = run.walk
            let steps = walk.steps.map { step -> Step in
                var name: String?, identifier: String?
                switch step.action.target {
                case .name(let value)?: name = value
                case .identifier(let value)?: identifier = value
                case nil: break
                }
                return Step(step: step.number, screen: walk.task.screens[step.screenIndex].name, action: step.action.verb, target: name,
                            targetIdentifier: identifier, line: step.place?.line, column: step.place?.column, stop: step.targetStop,
                            targetDescription: step.targetDescription, verdict: step.verdict.rawValue, reason: TaskRun.reasonLine(step),
                            closestNames: step.closestNames, swipes: step.swipes, seconds: step.seconds.map(rounded),
                            shortestGestures: step.shortestGestures.map(\.description), stopsHeard: step.heard.map(\.text), findings: step.findings)
            }
            var blockedAt: Int?
            if case .blocked(let step) = walk.verdict { blockedAt = step }
            return Task(task: walk.task.name, file: walk.task.source, reader: walk.reader.rawValue, verdict: walk.verdict.kind, blockedAt: blockedAt,
                        steps: steps, totals: Totals(screens: walk.task.screens.count, screensReached: walk.screensReached, steps: steps.count,
                                                     swipes: walk.swipes, seconds: walk.seconds.map(rounded),
                                                     problems: walk.steps.filter { $0.verdict == .doneWithProblems }.count))
        }
        let document = Document(tasks: tasks, summary: summary ? Dictionary(uniqueKeysWithValues: TaskSummary.make(runs).map { ($0.reader, $0) }) : nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }

    /// Milliseconds are enough, and keep the JSON the same from run to run.
    static func rounded(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }
}
