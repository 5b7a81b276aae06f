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

    /// Told before a temporary file is made (`true`) and once it has been told as made
    /// (`false`): the command line's signal handler waits for a file being made.
    package typealias CreationWatcher = @Sendable (_ starting: Bool) -> Void

    private static let creationWatcher = Mutex<CreationWatcher?>(nil)

    /// Tells `watcher` when a temporary file is about to be made and when it has been told.
    package static func watchCreation(_ watcher: @escaping CreationWatcher) {
        creationWatcher.withLock { $0 = watcher }
    }

    /// Makes a temporary file with `make`, which tells ``made(_:)``, between the two calls of the
    /// creation watcher: a signal cannot fall between the file's making and its being told.
    static func creating<Made>(_ make: () throws -> Made) rethrows -> Made {
        let watcher = creationWatcher.withLock { $0 }
        watcher?(true)
        defer { watcher?(false) }
        return try make()
    }

    static func made(_ path: String) { watcher.withLock { $0 }?(path, true) }
    static func gone(_ path: String) { watcher.withLock { $0 }?(path, false) }
}
