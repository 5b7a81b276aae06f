import Synchronization

/// Counts the trees built and the stops phrased while a task runs with it set, so a test can
/// show that an output builds one tree and phrases each stop once (issue 32). Unset (always,
/// outside such a test) it costs one task-local read per tree and per stop.
final class WorkTally: Sendable {
    /// The tally of the running task, if a test set one.
    @TaskLocal static var current: WorkTally?

    private let counts = Mutex<(trees: Int, stops: Int)>((0, 0))

    /// Trees built so far.
    var trees: Int { counts.withLock { $0.trees } }
    /// Stops phrased so far.
    var stops: Int { counts.withLock { $0.stops } }

    init() {}

    func countTree() { counts.withLock { $0.trees += 1 } }
    func countStop() { counts.withLock { $0.stops += 1 } }
}
