import CTerminalGuard
import FoundationEssentials
import Glibc
import Speakable

/// The command of a `spin`, running: started with `posix_spawn` in our process group (so the
/// terminal's Ctrl-C reaches it, as it reaches any command a shell runs), its output either
/// passed through or kept in unlinked temporary files (never in memory, never at a path
/// anyone can open) to be shown if it fails. SIGTERM and SIGHUP sent to us are passed on to it.
final class SpinCommandRun: @unchecked Sendable {
    private let pid: pid_t
    private var kept: [(file: Int32, to: Int32)] = []
    private(set) var status: Int32 = 0
    private(set) var hasEnded = false

    /// Starts the command; a command that cannot be found or run ends at once with 127 or 126,
    /// and says why on standard error, as a shell does.
    init(_ command: [String], showsOutput: Bool) throws {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if !showsOutput {
            for target in [Int32(1), 2] {
                guard let file = OutputFile.unlinkedTemporary(named: "speakable-spin") else { continue }
                posix_spawn_file_actions_adddup2(&actions, file, target)
                kept.append((file, target))
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with default signal handling, whatever ours is.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // And with no signal blocked: the thread that spawns it (one of Swift's) blocks most.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let program = command[0]
        var arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var child: pid_t = 0
        let result = program.contains("/")
            ? posix_spawn(&child, program, &actions, &attributes, &arguments, environ)
            : posix_spawnp(&child, program, &actions, &attributes, &arguments, environ)
        guard result == 0 else {
            pid = -1
            status = result == ENOENT ? 127 : 126
            hasEnded = true
            TerminalOutput.write("speakable: error: \(program): \(String(cString: strerror(result)))\n", to: 2)
            return
        }
        pid = child
        speakable_forward_signals_to(child)
    }

    deinit {
        speakable_forward_signals_to(0)
        for (file, _) in kept { close(file) }
    }

    /// Waits for the command to end, at most for `duration`.
    func wait(upTo duration: Duration) {
        guard !hasEnded else { return }
        let deadline = ContinuousClock.now + duration
        while ContinuousClock.now < deadline {
            var raw: Int32 = 0
            let ended = waitpid(pid, &raw, WNOHANG)
            if ended == pid {
                hasEnded = true
                // Exit status, or 128 + the signal, as a shell reports it.
                status = (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
                speakable_forward_signals_to(0)
                return
            }
            if ended < 0, errno != EINTR { hasEnded = true; status = 1; return }
            usleep(10_000)
        }
    }

    /// Asks the command to end (SIGTERM), when its time is up.
    func terminate() {
        guard !hasEnded, pid > 0 else { return }
        kill(pid, SIGTERM)
    }

    /// Writes the kept output where it would have gone.
    func showKeptOutput() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        for (file, target) in kept {
            lseek(file, 0, SEEK_SET)
            while true {
                let count = read(file, &buffer, buffer.count)
                if count <= 0 { break }
                do { try buffer[0..<count].withUnsafeBytes { try OutputFile.writeAll($0, to: target) } } catch { break }
            }
        }
    }
}
