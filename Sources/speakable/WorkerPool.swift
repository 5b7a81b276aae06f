import CProcessGuard
import Dispatch
import FoundationEssentials
import Glibc
import Speakable
import Synchronization

/// Worker processes for work that uses the speech engine: libespeak-ng is one block of global
/// state, so one engine per process, and as many processes as cores.
///
/// Each worker is this same command line, run again with `--worker-shard i/n/PID` added: it
/// takes the items whose index is i modulo n and writes one line on standard output per item
/// done, in order, which the parent hands to `onLine` and counts for a progress line on a
/// terminal. Errors go to standard error as they happen.
///
/// A worker belongs to its parent: the shard travels on the command line the parent wrote (an
/// environment variable could be inherited by any command, which then did a third of its work
/// and exited 0), and the kernel kills a worker whose parent dies, so a hung one never outlives
/// it; one whose parent died before it could ask stops at once. A worker that is killed is
/// reported by number with the items it did not finish, whose partial output is removed, and the
/// command exits 70, below 128, whatever the signal.
enum WorkerPool {
    /// The shard this process works on, when it is a worker. Read once: `owns` asks for every
    /// document, and reading the environment each time was a quarter of a worker's start on
    /// 1,000 documents.
    static let shard: (index: Int, count: Int)? = {
        let arguments = CommandLine.arguments
        guard let at = arguments.firstIndex(of: option), at + 1 < arguments.count else { return nil }
        let parts = arguments[at + 1].split(separator: "/").compactMap { Int($0) }
        guard parts.count == 3, parts[1] >= 1, (0..<parts[1]).contains(parts[0]), let parent = Int32(exactly: parts[2]) else { return nil }
        // Orphaned before it began: its parent is gone, and nobody waits for its work.
        guard speakable_die_with_parent(parent) == 1 else { exit(ExitStatus.software) }
        return (parts[0], parts[1])
    }()

    /// The option that makes a command a worker; hidden from help.
    static let option = "--worker-shard"

    /// How many workers for `items`: `requested` (`--jobs`), else one per core; never more
    /// than there are items.
    static func jobs(requested: Int?, items: Int) -> Int {
        min(requested ?? ProcessInfo.processInfo.activeProcessorCount, items)
    }

    /// Shows `done` of `total` on standard error's line, or clears it (`done` nil): on a
    /// terminal only.
    static func progress(_ done: Int?, of total: Int = 0, _ what: String = "") {
        guard isatty(2) != 0 else { return }
        let line = done.map { "speakable: \($0)/\(total) \(what)" } ?? ""
        StandardStream.error("\r\u{1B}[K\(line)")
    }

    /// Whether item `index` is this process's: every item when it is not a worker.
    static func owns(_ index: Int) -> Bool {
        shard.map { index % $0.count == $0.index } ?? true
    }

    /// Runs `jobs` workers over `total` items and returns the first failing worker's exit
    /// status (0 when all succeeded). `progress` names what is counted ("documents spoken");
    /// `name` names an item in a message; `unfinished` removes what a killed worker left of an
    /// item it did not finish.
    static func run(jobs: Int, total: Int, progress what: String, name: (Int) -> String = { "item \($0 + 1)" },
                    unfinished: (Int) -> Void = { _ in },
                    onLine: @escaping @Sendable (String) -> Void = { _ in }) -> Int32 {
        let done = Mutex(0)
        let linesPerWorker = Mutex([Int](repeating: 0, count: jobs))
        let executable = ChildProcess.currentExecutable
        // A signal that ends the parent ends the workers first, so they remove their partial files.
        TerminationCleanup.install()
        var workers: [(process: ChildProcess, readerDone: DispatchSemaphore)] = []
        for index in 0..<jobs {
            var ends: [Int32] = [-1, -1]
            // Both ends close on exec: the worker gets its copy of the write end as its output.
            guard pipe(&ends) == 0, fcntl(ends[0], F_SETFD, FD_CLOEXEC) == 0, fcntl(ends[1], F_SETFD, FD_CLOEXEC) == 0 else {
                return CommandFailure(.software, "cannot start a worker: \(SystemCallError(call: "pipe"))").reported().rawValue
            }
            let (readEnd, writeEnd) = (ends[0], ends[1])
            let process: ChildProcess
            do {
                process = try ChildProcess(executable: executable, arguments: Array(CommandLine.arguments.dropFirst()) + [option, "\(index)/\(jobs)/\(getpid())"],
                                           output: .descriptor(writeEnd))
            } catch {
                close(readEnd)
                close(writeEnd)
                return CommandFailure(.software, "cannot start a worker: \(error)").reported().rawValue
            }
            // The child holds its own copy: the pipe ends when the worker does.
            close(writeEnd)
            TerminationCleanup.adopt(process)
            let finished = DispatchSemaphore(value: 0)
            DetachedThread.start {
                defer { close(readEnd) }
                var pending = Data()
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                    if count < 0, errno == EINTR { continue }
                    if count <= 0 { break }
                    pending.append(contentsOf: buffer[..<count])
                    while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                        onLine(String(decoding: pending[pending.startIndex..<end], as: UTF8.self))
                        pending.removeSubrange(pending.startIndex...end)
                        linesPerWorker.withLock { $0[index] += 1 }
                        progress(done.withLock { $0 += 1; return $0 }, of: total, what)
                    }
                }
                finished.signal()
            }
            workers.append((process, finished))
        }
        var status: Int32 = 0
        for (number, worker) in workers.enumerated() {
            let ending = worker.process.wait()
            TerminationCleanup.release(worker.process)
            // Every line is handled before the results are used.
            worker.readerDone.wait()
            guard case .signalled(let signal) = ending else {
                if status == 0, ending.status != 0 { status = min(ending.status, ExitStatus.software) }
                continue
            }
            // A worker does its items in order, a line each: those after its last line are unfinished.
            let mine = stride(from: number, to: total, by: jobs).map { $0 }
            let left = Array(mine.dropFirst(linesPerWorker.withLock { $0[number] }))
            left.forEach(unfinished)
            progress(nil)
            status = CommandFailure(.software, "worker \(number + 1) of \(jobs) was killed by signal \(signal); "
                + "\(left.count) not finished: \(left.map(name).joined(separator: ", "))").reported().rawValue
        }
        progress(nil)
        return status
    }
}
