import Glibc

/// A thread of its own for blocking work (the engine's jobs, waiting on a C library, reading a
/// pipe or the keyboard), which must not hold one of the concurrency pool's few threads; without
/// Foundation's `Thread`.
package enum DetachedThread {
    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on a new detached thread, with a stack of `stackSize` bytes when given.
    package static func start(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { argument in
            let work = Unmanaged<Work>.fromOpaque(argument!).takeRetainedValue()
            work.body()
            return nil
        }, work)
        guard result == 0 else {
            // No thread: the work runs here rather than never.
            Unmanaged<Work>.fromOpaque(work).takeRetainedValue().body()
            return
        }
    }
}
