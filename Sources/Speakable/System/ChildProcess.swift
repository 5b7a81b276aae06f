import Glibc

/// A child process started with `posix_spawn`: what the commands that start workers, a report
/// or a sound player need, without Foundation's `Process` (the binary starts without
/// libFoundation, ICU and their relocations: a third of a small command's start-up).
package struct ChildProcess: Sendable {
    /// How a child ended.
    package enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)

        /// The exit status, or the signal's number for a child a signal ended (as `Process`'s
        /// `terminationStatus` gives it).
        package var status: Int32 {
            switch self {
            case .exited(let status), .signalled(let status): status
            }
        }
    }

    /// Where a standard stream of the child goes.
    package enum Stream: Sendable {
        /// The same as this process's.
        case inherited
        /// `/dev/null`.
        case null
        /// An open descriptor of this process (it stays open here; the child gets a copy).
        case descriptor(Int32)
    }

    package let processIdentifier: pid_t

    /// Starts `executable` (a path, not looked up in `PATH`) with `arguments` (without the
    /// program's name) and this process's environment.
    package init(executable: String, arguments: [String], input: Stream = .inherited, output: Stream = .inherited,
                 error: Stream = .inherited) throws(SystemCallError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (stream, target) in [(input, Int32(0)), (output, 1), (error, 2)] {
            switch stream {
            case .inherited: break
            case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            }
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard result == 0 else { throw SystemCallError(code: result, call: "posix_spawn \(executable)") }
        processIdentifier = pid
    }

    /// Waits for the child to end without reaping it (again after EINTR): until ``wait()``, its
    /// process identifier is still its own, so a signal sent meanwhile cannot reach another
    /// process that was given the number.
    package func waitUntilEnded() {
        var info = siginfo_t()
        while waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOWAIT) < 0, errno == EINTR {}
    }

    /// Waits for the child to end and reaps it (again after EINTR).
    package func wait() -> Ending {
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) < 0 {
            guard errno == EINTR else { return .exited(127) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are C macros Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    /// The running executable's path (`/proc/self/exe` resolved).
    package static var currentExecutable: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return "/proc/self/exe" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
