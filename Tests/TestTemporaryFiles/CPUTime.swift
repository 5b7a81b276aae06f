import Foundation

/// Time a test may bound without failing on a busy machine (issue 31, S18): the CPU time of the
/// calling thread, which other processes and other tests do not add to. A bound on it is for
/// work gone super-linear, set at ten times or more what the work takes on an idle machine;
/// how fast something is belongs in a benchmark.
///
/// ```swift
/// let (value, seconds) = CPUTime.measure { work() }
/// #expect(seconds < 5)
/// ```
public enum CPUTime {
    /// The CPU seconds the calling thread has used so far.
    public static var thread: Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs synchronous `body` (it stays on this thread) and gives its result and the CPU
    /// seconds it took.
    public static func measure<T>(_ body: () throws -> T) rethrows -> (value: T, seconds: Double) {
        let start = thread
        let value = try body()
        return (value, thread - start)
    }

    /// A command line that runs `arguments` under a CPU-time limit of `seconds` (`ulimit -t`):
    /// the kernel ends it with SIGXCPU (or SIGKILL) past the limit, whatever the machine's load,
    /// so a test sees a signal's status instead of waiting. For `/bin/sh`.
    public static func limited(_ seconds: Int, _ executable: String, _ arguments: [String]) -> [String] {
        ["-c", "ulimit -t \(seconds) && exec \"$0\" \"$@\"", executable] + arguments
    }
}

/// The CPU time of the whole process (every thread), for work done on a thread of its own,
/// such as the speech engine's: a bound on it is only for work that would cost many times more.
///
/// ```swift
/// let before = ProcessCPUTime.seconds
/// ```
public enum ProcessCPUTime {
    /// User and system CPU seconds of this process so far.
    public static var seconds: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
