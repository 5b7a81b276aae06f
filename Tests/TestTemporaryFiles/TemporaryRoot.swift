import Foundation

/// One folder for every temporary file of a test process, removed when the process exits, so
/// that `swift test` leaves nothing in `/tmp` (issue 24): tests make their folders under it, and
/// the `speakable` processes they start get it as their `TMPDIR`.
///
/// ```swift
/// let folder = try TemporaryRoot.folder("suite")
/// ```
public enum TemporaryRoot {
    /// `$TMPDIR/speakable-tests-PID`, made on first use.
    public static let url: URL = {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let url = URL(fileURLWithPath: base).appendingPathComponent("speakable-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { TemporaryRoot.remove() }
        return url
    }()

    /// The folder's path, for a child process's `TMPDIR`.
    public static var path: String { url.path }

    /// A new, empty folder under the root, named with `prefix`.
    public static func folder(_ prefix: String) throws -> URL {
        let folder = url.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A path under the root for a file that does not exist yet.
    public static func file(_ name: String) -> URL {
        url.appendingPathComponent("\(UUID().uuidString)-\(name)")
    }

    private static func remove() {
        // Only the process that made it: a child started by fork would otherwise remove it too.
        guard url.lastPathComponent == "speakable-tests-\(getpid())" else { return }
        try? FileManager.default.removeItem(at: url)
    }
}
