import Speakable

/// A serial executor that runs every job on one dedicated thread.
///
/// libespeak-ng is one block of global state, and two threads calling into it corrupt it. Every
/// call into the library runs on this thread, one at a time; long syntheses block only this
/// thread, never Swift's cooperative pool.
final class EngineExecutor: SerialExecutor, @unchecked Sendable {
    static let shared = EngineExecutor()

    // `jobs` is only touched while `condition` is locked.
    private let condition = Condition()
    private var jobs: [UnownedJob] = []

    private init() {
        DetachedThread.start(stackSize: 8 << 20) { [unowned self] in self.run() }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedSerialExecutor())
        }
    }
}
