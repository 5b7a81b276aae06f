import Speakable

/// What happened on one action of a task: how the target was reached (the listening path,
/// TK4), the fewest gestures that would reach it (the shortest path, TK5), what was heard, and
/// the verdict (TK6).
public struct TaskStepResult: Hashable, Sendable {
    /// The step's number across the task, from 1.
    public var number: Int
    /// The screen's index in the task, from 0.
    public var screenIndex: Int
    /// The action.
    public var action: TaskAction
    /// The action's place in the task file, if known.
    public var place: SourcePlace?
    /// The screen as it was when the action began (what the report draws the path on).
    public var screenBefore: Screen?
    /// The stop acted on (its index in the frontmost context when the action began).
    public var targetStop: Int?
    /// What the target says (hints left out), when one was found.
    public var targetDescription: String?
    /// The stops passed on the listening path, in order, the target last (indices in the
    /// frontmost context), for the picture.
    public var pathStops: [Int]
    /// Every utterance heard on the listening path, the target's included: what the user
    /// listens to before acting. (What the action then makes VoiceOver say is in ``response``.)
    public var heard: [Utterance]
    /// What the action made VoiceOver say (an `Is editing.`, a new value, the next screen's
    /// focus after a double tap is not included: the next screen starts with its own).
    public var response: [Utterance]
    /// Swipes on the listening path (and, for `adjust`, the swipes up or down).
    public var swipes: Int
    /// Seconds of speech on the listening path, from the synthesized clips; `nil` until
    /// measured (or when nothing is synthesized).
    public var seconds: Double?
    /// The fewest gestures that reach the target: `touch x,y`, a rotor and its swipes, or
    /// plain swipes.
    public var shortestGestures: [ScreenReaderCommand]
    /// The audit's warnings and errors on the target or on a stop of the listening path.
    public var findings: [AuditFinding]
    /// Why the step is blocked or has problems, for people.
    public var reason: String?
    /// For a target that matched nothing, the spoken names closest to it.
    public var closestNames: [String]
    /// Whether the action itself succeeded (before problems are weighed).
    public var reached: Bool
    /// The listening limits exceeded, if any (`--max-swipes`, `--max-seconds`).
    public var overLimits: String?

    /// The verdict: blocked unless reached; with problems when the audit found something on the
    /// way or the step is over a limit.
    public var verdict: StepVerdict {
        guard reached else { return .blocked }
        return findings.isEmpty && overLimits == nil ? .done : .doneWithProblems
    }

    /// Applies the listening limits, once the seconds are known.
    public mutating func apply(_ limits: ListeningLimits?) {
        guard let limits, reached else { overLimits = nil; return }
        var over: [String] = []
        if swipes > limits.maximumSwipes { over.append("\(swipes) swipes, over the limit of \(limits.maximumSwipes)") }
        if let seconds, seconds > limits.maximumSeconds {
            over.append("\(TaskFormat.seconds(seconds)) of speech, over the limit of \(TaskFormat.seconds(limits.maximumSeconds))")
        }
        overLimits = over.isEmpty ? nil : over.joined(separator: "; ")
    }
}

/// A task walked by one reader: each step, and the verdict.
public struct TaskWalk: Hashable, Sendable {
    /// The task.
    public var task: UserTask
    /// Who walked it.
    public var reader: Reader
    /// Each action walked, in order; after a blocked one, none.
    public var steps: [TaskStepResult]
    /// Each screen's reader at its start (the transcript of arrival), by screen index: what
    /// the user hears when the screen appears.
    public var arrivals: [[Utterance]]

    /// The verdict (TK7).
    public var verdict: TaskVerdict {
        if let blocked = steps.first(where: { $0.verdict == .blocked }) { return .blocked(step: blocked.number) }
        let problems = steps.filter { $0.verdict == .doneWithProblems }.count
        return problems == 0 ? .completed : .completedWithProblems(problems)
    }

    /// Screens the user reached (the blocked step's screen is reached).
    public var screensReached: Int { (steps.map(\.screenIndex).max() ?? -1) + 1 }
    /// Swipes in all.
    public var swipes: Int { steps.reduce(0) { $0 + $1.swipes } }
    /// Seconds in all, when measured.
    public var seconds: Double? {
        steps.allSatisfy({ $0.seconds != nil }) ? steps.reduce(0) { $0 + ($1.seconds ?? 0) } : nil
    }
}

/// Numbers as task output writes them.
public enum TaskFormat {
    /// `38.2 s`.
    public static func seconds(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return "\(tenths) s"
    }
}
