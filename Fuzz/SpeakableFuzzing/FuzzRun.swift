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
    public static func run(seed: UInt64, count: Int, budget: Double, hangLimit: Double = 10, progress: Bool = false) -> FuzzRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speakable-fuzz-\(getpid())-\(seed)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return cases(from: seed, count: count, budget: budget, hangLimit: hangLimit, progress: progress, name: "seed") { seed in
            FuzzCase.run(HostileDocument(seed: seed), goldenFolder: folder)
        }
    }

    /// Runs mutated captures from `seed` on (``MutatedCapture``): the capture readers' fuzz.
    ///
    /// ```swift
    /// let run = FuzzRun.runCaptures(seed: 1, count: 10_000, budget: 60)
    /// ```
    public static func runCaptures(seed: UInt64, count: Int, budget: Double, hangLimit: Double = 10, progress: Bool = false) -> FuzzRun {
        cases(from: seed, count: count, budget: budget, hangLimit: hangLimit, progress: progress, name: "capture seed") { seed in
            MutatedCapture(seed: seed).check()
        }
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
            // A case that hangs is reported with its seed by a watchdog, and the run stops.
            let watchdog = DispatchWorkItem {
                FileHandle.standardError.write(Data("fuzz: \(name) \(caseSeed) has run for \(hangLimit) s: a hang\n".utf8))
                exit(3)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + hangLimit, execute: watchdog)
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
}
