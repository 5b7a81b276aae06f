import Foundation
import Speakable

/// One screen being walked: the screen reader on it, and what is known of its stops (their
/// names and the audit's findings), made again only when the stops change.
struct TaskSession {
    var reader: ScreenReader
    let rules: [AuditRule]
    /// The stops the names and findings below were made for.
    private var knownStops: [FocusStop]?
    /// Each stop's names a task may call it by: its label and what it says without trait words.
    private(set) var names: [[String]] = []
    /// The audit's warnings and errors on the frontmost context, by stop.
    private(set) var findingsByStop: [Int: [AuditFinding]] = [:]

    init(reader: ScreenReader, rules: [AuditRule]) {
        self.reader = reader
        self.rules = rules
    }

    /// Performs one action; `heardFirst` is what the user heard as the screen appeared (for the
    /// first action of a screen), counted on its listening path.
    mutating func perform(_ action: TaskAction, heardFirst: [Utterance]) -> TaskStepResult {
        refreshKnowledge()
        var step = TaskStepResult(number: 0, screenIndex: 0, action: action, place: nil, screenBefore: reader.screen, targetStop: nil, targetDescription: nil,
                                  pathStops: [], heard: heardFirst, response: [], swipes: 0, seconds: nil, shortestGestures: [],
                                  findings: [], reason: nil, closestNames: [], reached: false, overLimits: nil)
        guard let target = action.target else {
            // Explicit gestures: performed as written; each is a gesture the user makes.
            guard case .gestures(let commands) = action else { return step }
            for command in commands {
                step.heard += reader.perform(command)
                if let focus = reader.focusIndex, step.pathStops.last != focus { step.pathStops.append(focus) }
            }
            step.swipes = commands.count
            step.reached = true
            step.targetStop = reader.focusIndex
            step.findings = problems(on: step.pathStops)
            return step
        }
        guard let stop = resolve(target, for: action, into: &step) else { return step }
        step.targetStop = stop
        step.targetDescription = spokenDescription(ofStop: stop)
        step.shortestGestures = shortestPath(to: stop)
        reach(stop, into: &step)
        act(action, into: &step)
        step.findings = problems(on: step.pathStops)
        return step
    }

    // MARK: Knowledge of the stops

    private mutating func refreshKnowledge() {
        let stops = reader.focusStops
        guard knownStops != stops else { return }
        knownStops = stops
        let tree = reader.accessibilityTree
        names = stops.indices.map { Self.names(ofStop: $0, in: tree, generator: reader.generator) }
        let audit = AccessibilityAudit(rules: rules, voice: reader.generator.voice)
        findingsByStop = Dictionary(grouping: audit.findings(in: reader.screen).filter { $0.stop != nil && $0.severity != .note }, by: { $0.stop ?? -1 })
    }

    /// A stop's label and its spoken description without trait words, hints and context
    /// (`Email: ann`), lower-cased and without a final period, for matching.
    static func names(ofStop index: Int, in tree: AccessibilityTree, generator: SpeechGenerator) -> [String] {
        let utterance = generator.utterance(forStop: index, in: tree)
        let core = utterance.segments.filter {
            switch $0 {
            case .label, .value, .cell, .title, .message: true
            default: false
            }
        }
        let spoken = Utterance(kind: utterance.kind, segments: core, voice: utterance.voice).text
        let label = tree.focusStops[index].element.label
        let labelText = label.word == nil ? label.text : Utterance(kind: utterance.kind, segments: [.label(label)], voice: utterance.voice).text
        return Array(Set([labelText, spoken].map(Self.normalized).filter { !$0.isEmpty }))
    }

    /// Lower case, surrounding spaces and a final period removed.
    static func normalized(_ text: String) -> String {
        var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        while trimmed.last == "." { trimmed.removeLast() }
        return trimmed.lowercased()
    }

    /// What the stop says without its hint (as findings quote it).
    func spokenDescription(ofStop index: Int) -> String {
        reader.generator.utterance(forStop: index, in: reader.accessibilityTree).spokenDescription
    }

    /// The audit's warnings and errors on these stops.
    private func problems(on stops: [Int]) -> [AuditFinding] {
        var seen = Set<Int>()
        return stops.filter { seen.insert($0).inserted }.flatMap { findingsByStop[$0] ?? [] }
    }
}
