import Synchronization

/// Counts the trees built and the stops phrased while a task runs with it set, so a test can
/// show that an output builds one tree and phrases each stop once (issue 32). Unset (always,
/// outside such a test) it costs one atomic load per tree and per stop.
final class WorkTally: Sendable {
    /// The tally of the running task, if a test set one.
    @TaskLocal static var current: WorkTally?

    /// How many tallies are set, in any task: while none is, nothing asks for the task-local
    /// (reading it for every stop phrased was a fiftieth of phrasing).
    private static let settings = Atomic<Int>(0)

    /// Runs `body` with `tally` counting what it builds and phrases.
    static func counting<Result>(with tally: WorkTally, _ body: () async throws -> Result) async rethrows -> Result {
        settings.add(1, ordering: .sequentiallyConsistent)
        defer { settings.subtract(1, ordering: .sequentiallyConsistent) }
        return try await $current.withValue(tally) { try await body() }
    }

    /// Counts a tree built, when a tally is set for the running task.
    static func treeBuilt() {
        if settings.load(ordering: .relaxed) > 0 { current?.countTree() }
    }

    /// Counts a stop phrased, when a tally is set for the running task.
    static func stopPhrased() {
        if settings.load(ordering: .relaxed) > 0 { current?.countStop() }
    }

    private let counts = Mutex<(trees: Int, stops: Int)>((0, 0))

    /// Trees built so far.
    var trees: Int { counts.withLock { $0.trees } }
    /// Stops phrased so far.
    var stops: Int { counts.withLock { $0.stops } }

    init() {}

    func countTree() { counts.withLock { $0.trees += 1 } }
    func countStop() { counts.withLock { $0.stops += 1 } }
}
