/// How one action of a task went (tasks spec TK6).
///
/// ```swift
/// StepVerdict.doneWithProblems.rawValue   // "done with problems"
/// ```
public enum StepVerdict: String, Hashable, Sendable, Codable, Comparable {
    /// The target was reached and did what was asked.
    case done
    /// Done, but the audit found a warning or error on the way or on the target, or the step
    /// took more than the listening limits allow.
    case doneWithProblems = "done with problems"
    /// The user cannot get past this action; the task stops here.
    case blocked

    private var rank: Int { self == .done ? 0 : self == .doneWithProblems ? 1 : 2 }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

/// How a whole task went (tasks spec TK7).
///
/// ```swift
/// TaskVerdict.blocked(step: 3).description   // "blocked at step 3"
/// ```
public enum TaskVerdict: Hashable, Sendable, CustomStringConvertible, Comparable {
    /// Every action done, none with problems.
    case completed
    /// Every action done; this many actions had problems.
    case completedWithProblems(Int)
    /// Blocked at this action, counted from 1 across the task's screens.
    case blocked(step: Int)

    /// `completed`, `completed with 2 problems`, `blocked at step 3`.
    public var description: String {
        switch self {
        case .completed: "completed"
        case .completedWithProblems(let count): "completed with \(count) problem\(count == 1 ? "" : "s")"
        case .blocked(let step): "blocked at step \(step)"
        }
    }

    /// `completed`, `completed with problems` or `blocked`: what JSON and the summary count.
    public var kind: String {
        switch self {
        case .completed: "completed"
        case .completedWithProblems: "completed with problems"
        case .blocked: "blocked"
        }
    }

    /// Whether the user got to the end.
    public var isCompleted: Bool { if case .blocked = self { false } else { true } }

    private var rank: Int {
        switch self {
        case .completed: 0
        case .completedWithProblems: 1
        case .blocked: 2
        }
    }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
