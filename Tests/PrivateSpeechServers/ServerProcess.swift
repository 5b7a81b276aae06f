import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A server process started with `posix_spawn`, not Foundation's `Process`: servers such as
/// PulseAudio close every inherited descriptor when they start, which Foundation on Linux takes
/// for the child's exit, after which it blocks waiting for it and no other process of the tests
/// is reaped.
final class ServerProcess: @unchecked Sendable {
    let pid: pid_t
    private var exited = false

    /// Starts `path` with `arguments` and `environment`; standard output goes to `output` (a
    /// file, or `/dev/null`), standard error to `/dev/null`.
    init(_ path: String, _ arguments: [String], environment: [String: String], output: String = "/dev/null") throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard status == 0 else { throw ServerUnavailable("cannot start \(path): \(String(cString: strerror(status)))") }
        self.pid = pid
    }

    /// Whether the process is still running.
    var isRunning: Bool {
        guard !exited else { return false }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid { exited = true }
        return !exited
    }

    /// Ends the process (SIGTERM, then SIGKILL after two seconds) and reaps it.
    func terminate() {
        guard isRunning else { return }
        kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(2)
        while isRunning, Date() < deadline { usleep(10_000) }
        if isRunning { kill(pid, SIGKILL) }
        var status: Int32 = 0
        if !exited { waitpid(pid, &status, 0); exited = true }
    }
}
