import Glibc

/// A lock with a condition to wait on: a pthread mutex and condition variable, for the engine's
/// thread and the sound server's stream, which wait for work without Foundation's
/// `NSCondition`.
package final class Condition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }
    package func unlock() { pthread_mutex_unlock(mutex) }
    /// Waits for a signal, the lock held (it is released while waiting and held again after).
    package func wait() { pthread_cond_wait(condition, mutex) }
    package func signal() { pthread_cond_signal(condition) }

    /// Runs `body` with the lock held.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
