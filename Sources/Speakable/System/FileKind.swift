import Glibc

/// What a path names, following links (as `FileManager.fileExists(atPath:isDirectory:)` tells
/// it), checked without opening it: the one place the commands ask.
package enum FileKind: Equatable, Sendable {
    case missing
    case directory
    case regular
    /// A FIFO, a device or a socket.
    case other

    package init(ofPath path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { self = .missing; return }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFREG: self = .regular
        default: self = .other
        }
    }
}
