import CProcessGuard
import FoundationEssentials
import Speakable

/// What a command that writes files or starts children sets up so that SIGTERM, SIGINT or SIGHUP
/// (a timeout, Ctrl-C, a closed terminal) leaves nothing behind (issue 31, S15): its children
/// are ended and waited for, its temporary files (``OutputFile``'s hidden partial files, a
/// results file handed to a child) are removed, and the signal then ends it as it would have.
/// The work is done by a C handler (`CProcessGuard`) on plain tables, as a handler must.
enum TerminationCleanup {
    /// Installs the handler and has every temporary file ``OutputFile`` makes registered.
    static func install() {
        _ = installed
    }

    private static let installed: Bool = {
        TemporaryFileWatch.watch { path, exists in
            if exists { _ = speakable_cleanup_add_path(path) } else { speakable_cleanup_forget_path(path) }
        }
        TemporaryFileWatch.watchCreation { starting in speakable_cleanup_creating(starting ? 1 : 0) }
        return speakable_cleanup_install() == 0
    }()

    /// A started child that must end with this process.
    static func adopt(_ process: ChildProcess) { _ = speakable_cleanup_adopt_child(process.processIdentifier) }

    /// A child that has been waited for.
    static func release(_ process: ChildProcess) { speakable_cleanup_release_child(process.processIdentifier) }

    /// A file of ours to remove if a signal ends the process, until ``forget(_:)``.
    static func removeOnSignal(_ path: String) { _ = speakable_cleanup_add_path(path) }

    /// The file was removed (or kept) by the command itself.
    static func forget(_ path: String) { speakable_cleanup_forget_path(path) }
}
