import Foundation

/// Seconds taken by `body`, from the monotonic clock.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// CPU seconds this thread spent in `body`: what a single-threaded measurement costs whatever
/// else the machine is doing (wall time on a busy machine counts the other programs too).
func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    try body()
    return now() - start
}

/// The median of measurements (the upper one of an even count).
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// A count per second, as a whole number.
func rate(_ items: Int, _ time: Double) -> String { String(format: "%.0f", Double(items) / time) }

/// Milliseconds, one decimal.
func milliseconds(_ time: Double) -> String { String(format: "%8.1f ms", time * 1000) }
