import Synchronization

/// Who is told of each temporary file ``OutputFile`` makes, while it exists: the command line
/// registers them so that a signal ending the process (Ctrl-C during `speak --wav-dir`) removes
/// them, and no hidden partial file is left beside a target. The library itself installs no
/// signal handler; without a watcher nothing is told.
package enum TemporaryFileWatch {
    /// What is told: a temporary file was made (`true`), or renamed or removed (`false`).
    package typealias Watcher = @Sendable (_ path: String, _ exists: Bool) -> Void

    private static let watcher = Mutex<Watcher?>(nil)

    /// Tells `watcher` of every temporary file from now on.
    package static func watch(_ watcher: @escaping Watcher) {
        self.watcher.withLock { $0 = watcher }
    }

    static func made(_ path: String) { watcher.withLock { $0 }?(path, true) }
    static func gone(_ path: String) { watcher.withLock { $0 }?(path, false) }
}
