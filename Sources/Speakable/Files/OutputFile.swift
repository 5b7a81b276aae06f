import FoundationEssentials
import Glibc

/// A file the tool writes (a WAV, an imported document, a golden, a report), written so that it
/// cannot be redirected: the bytes go to a temporary file made exclusively, under a name no one
/// can guess, in the target's own folder, and that file is renamed over the target. So a link
/// planted at the temporary name is never followed, a link or device node at the target is never
/// written through or replaced (it is refused), and a reader sees the old file or the new one,
/// never half of one. A replaced file keeps its permissions.
///
/// ```swift
/// try OutputFile(path: "delete.wav").write(Data("RIFF".utf8), replacing: true)
/// ```
package struct OutputFile: Sendable {
    /// The target, as given.
    package let path: String

    package init(path: String) { self.path = path }

    /// Why a target cannot be written.
    package enum Refusal: Error, CustomStringConvertible, Equatable {
        /// It exists, and replacing was not asked for.
        case exists(String)
        /// It exists and is not a regular file: a link, a device, a FIFO, a folder.
        case notRegular(String, kind: String)
        /// It is one of the command's own inputs.
        case isInput(String)
        /// The system refused (no such folder, no permission, disk full).
        case failed(String, reason: String)

        /// What went wrong, for a message that names the file itself (`cannot write X: reason`).
        package var reason: String {
            if case .failed(_, let reason) = self { return reason }
            return description
        }

        package var description: String {
            switch self {
            case .exists(let path): "\(path) exists; give --force to replace it"
            case .notRegular(let path, let kind): "\(path) is \(kind), not a regular file; it is never written through or replaced"
            case .isInput(let path): "\(path) is also an input; write the output elsewhere"
            case .failed(let path, let reason): "cannot write \(path): \(reason)"
            }
        }
    }

    /// What stands at the target now, not following a link: `nil` when nothing does.
    package func existing() -> stat? {
        var status = stat()
        return lstat(path, &status) == 0 ? status : nil
    }

    /// Refuses a target that may not be written: one that exists when `replacing` is false, and
    /// one that is not a regular file in any case.
    package func check(replacing: Bool) throws {
        guard let status = existing() else { return }
        if let kind = Self.kind(of: status) { throw Refusal.notRegular(path, kind: kind) }
        if !replacing { throw Refusal.exists(path) }
    }

    /// Refuses a target that names the same file as any of `inputs` (by device and inode, so a
    /// second name for the same file is caught too).
    package func check(notAnyOf inputs: [String]) throws {
        var target = stat()
        guard stat(path, &target) == 0 else { return }
        for input in inputs {
            var status = stat()
            if stat(input, &status) == 0, status.st_dev == target.st_dev, status.st_ino == target.st_ino {
                throw Refusal.isInput(path)
            }
        }
    }

    /// Writes `bytes` to the target (see the type's description).
    package func write(_ bytes: Data, replacing: Bool) throws {
        try write(replacing: replacing) { descriptor in
            try bytes.withUnsafeBytes { try Self.writeAll($0, to: descriptor) }
        }
    }

    /// Writes through `body`, given the temporary file's descriptor, then renames it into place.
    /// When `body` throws, the temporary file is removed and the target is as it was.
    package func write(replacing: Bool, _ body: (Int32) throws -> Void) throws {
        try check(replacing: replacing)
        let (descriptor, temporary) = try makeTemporary()
        do {
            try body(descriptor)
        } catch {
            close(descriptor)
            Self.removeTemporary(temporary)
            throw error
        }
        try commit(temporary: temporary, descriptor: descriptor, replacing: replacing)
    }

    /// Closes a temporary file made by ``makeTemporary()`` and renames it over the target,
    /// which is looked at again first (something planted meanwhile is still refused). A
    /// replaced file keeps its permissions; a new one gets 0666 less the umask. On any failure
    /// the temporary file is removed and the target is as it was.
    package func commit(temporary: String, descriptor: Int32, replacing: Bool) throws {
        var renamed = false
        defer { if renamed { TemporaryFileWatch.gone(temporary) } else { Self.removeTemporary(temporary) } }
        fchmod(descriptor, existing().map { $0.st_mode & 0o7777 } ?? (0o666 & ~Self.umaskValue))
        guard close(descriptor) == 0 else { throw Refusal.failed(path, reason: String(cString: strerror(errno))) }
        try check(replacing: replacing)
        guard rename(temporary, path) == 0 else { throw Refusal.failed(path, reason: String(cString: strerror(errno))) }
        renamed = true
    }

    /// A new file beside the target, made with `mkstemp` (O_CREAT | O_EXCL, so never through a
    /// link) under a random name.
    package func makeTemporary() throws -> (descriptor: Int32, path: String) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var template = Array("\(folder)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        return try TemporaryFileWatch.creating {
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { throw Refusal.failed(path, reason: String(cString: strerror(errno))) }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)   // no worker process inherits it
            let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            TemporaryFileWatch.made(temporary)
            return (descriptor, temporary)
        }
    }

    /// Removes a temporary file made by ``makeTemporary()`` that will not be committed.
    package static func removeTemporary(_ temporary: String) {
        unlink(temporary)
        TemporaryFileWatch.gone(temporary)
    }

    /// A file in the temporary folder (`TMPDIR`, else `/tmp`), made with `mkstemp` and unlinked
    /// at once, so that no path reaches it, and closed on exec; `nil` when none can be made. For
    /// what only this process (and a child it hands the descriptor to) may read: a player's
    /// track, a command's kept output.
    package static func unlinkedTemporary(named prefix: String) -> Int32? {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(folder)/\(prefix)-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return descriptor
    }

    /// What a file that is not regular is, for messages; `nil` for a regular file.
    package static func kind(of status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFLNK: "a symbolic link"
        case S_IFDIR: "a folder"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    package static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) throws {
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw SystemCallError(call: "write") }
            offset += written
        }
    }

    /// The process's umask, from `/proc/self/status` (setting it to read it back would race
    /// with other threads creating files); 022 where the kernel does not say.
    private static let umaskValue: mode_t = {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
              let value = mode_t(line.dropFirst(6).trimmingSpaces(), radix: 8) else { return 0o022 }
        return value
    }()
}
