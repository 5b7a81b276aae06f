import Foundation

/// A fuzz run: cases from consecutive seeds until a count or a time budget is reached, each
/// watched for a hang.
public struct FuzzRun: Sendable {
    /// How many cases ran.
    public var cases = 0
    /// How many of their documents parsed (the others were refused with an error).
    public var parsed = 0
    /// What was found, each with its seed.
    public var problems: [String] = []
    /// The slowest case, in seconds, and its seed.
    public var slowest: (seconds: Double, seed: UInt64) = (0, 0)

    /// Runs cases from `seed` on.
    ///
    /// ```swift
    /// let run = FuzzRun.run(seed: 14, count: 1_000, budget: 20)
    /// ```
    ///
    /// A document's case goes through every command's path and, since issue 31, every output
    /// through the secret oracle: an alias document of about 9,000 stops costs about 10 s of CPU
    /// in a debug build, linearly. So a hang here is 30 s of CPU (an endless loop spends it all);
    /// work that grows faster than its input is the scaling fuzz's to find, not the watchdog's.
    public static func run(seed: UInt64, count: Int, budget: Double, hangLimit: Double = 30, progress: Bool = false) -> FuzzRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speakable-fuzz-\(getpid())-\(seed)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return cases(from: seed, count: count, budget: budget, hangLimit: hangLimit, progress: progress, name: "seed") { seed in
            FuzzCase.run(HostileDocument(seed: seed), goldenFolder: folder)
        }
    }

    /// Runs captures from `seed` on: the capture readers' fuzz. Even seeds are mutated captures
    /// (``MutatedCapture``), odd ones generated captures whose secret one signal marks, in one
    /// container (``SecureCapture``, issue 31).
    ///
    /// ```swift
    /// let run = FuzzRun.runCaptures(seed: 1, count: 10_000, budget: 60)
    /// ```
    public static func runCaptures(seed: UInt64, count: Int, budget: Double, hangLimit: Double = 10, progress: Bool = false) -> FuzzRun {
        cases(from: seed, count: count, budget: budget, hangLimit: hangLimit, progress: progress, name: "capture seed") { seed in
            seed % 2 == 0 ? MutatedCapture(seed: seed).check() : SecureCapture(seed: seed).check()
        }
    }

    /// Runs generated Android captures from `seed` on (``AndroidCapture``, issue 33): a password
    /// by `password` or by `input-type` in every place, some with bombs, huge attributes, deep
    /// nesting or mutations, through the secret oracle.
    ///
    /// ```swift
    /// let run = FuzzRun.runAndroid(seed: 1, count: 1_000, budget: 60)
    /// ```
    public static func runAndroid(seed: UInt64, count: Int, budget: Double, hangLimit: Double = 10, progress: Bool = false) -> FuzzRun {
        cases(from: seed, count: count, budget: budget, hangLimit: hangLimit, progress: progress, name: "android seed") { seed in
            AndroidCapture(seed: seed).check()
        }
    }

    /// The capture of a seed of ``runCaptures(seed:count:budget:hangLimit:progress:)``.
    public static func captureBytes(seed: UInt64) -> [UInt8] {
        seed % 2 == 0 ? MutatedCapture(seed: seed).bytes : SecureCapture(seed: seed).bytes
    }

    /// Runs `check` on consecutive seeds until the count or the time budget is reached.
    private static func cases(from seed: UInt64, count: Int, budget: Double, hangLimit: Double, progress: Bool, name: String,
                              check: (UInt64) -> (parsed: Bool, problems: [String])) -> FuzzRun {
        var run = FuzzRun()
        let started = Date()
        for offset in 0..<UInt64(count) {
            guard Date().timeIntervalSince(started) < budget else { break }
            let caseSeed = seed &+ offset
            // Progress on standard error: if a case crashes the process, the last line says
            // which thousand seeds to replay with `speakable-fuzz --print`.
            if offset % 1_000 == 0, progress {
                FileHandle.standardError.write(Data("fuzz: from \(name) \(caseSeed)\n".utf8))
            }
            let caseStarted = Date()
            // A case that hangs is reported with its seed by a watchdog, and the run stops. A hang
            // is `hangLimit` seconds of CPU in the case, or six times that of waiting: on a busy
            // machine a slow case can take the limit in wall time without being one.
            let cpuAtStart = Self.processCPUSeconds()
            let watchdog = Watchdog()
            @Sendable func watch(after delay: Double) {
                DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
                    guard !watchdog.isCancelled else { return }
                    let cpu = Self.processCPUSeconds() - cpuAtStart, wall = Date().timeIntervalSince(caseStarted)
                    guard cpu >= hangLimit || wall >= hangLimit * 6 else { return watch(after: 1) }
                    FileHandle.standardError.write(Data("fuzz: \(name) \(caseSeed) has run for \(Int(wall)) s (\(Int(cpu)) s of CPU): a hang\n".utf8))
                    exit(3)
                }
            }
            watch(after: hangLimit)
            let found = check(caseSeed)
            watchdog.cancel()
            let seconds = Date().timeIntervalSince(caseStarted)
            if seconds > run.slowest.seconds { run.slowest = (seconds, caseSeed) }
            run.cases += 1
            if found.parsed { run.parsed += 1 }
            run.problems += found.problems.map { "\(name) \(caseSeed): \($0)" }
        }
        return run
    }

    /// This process's CPU time so far, user and system.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// A flag the watchdog reads from another thread.
    final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var cancelled = false
        var isCancelled: Bool { lock.withLock { cancelled } }
        func cancel() { lock.withLock { cancelled = true } }
    }
}
