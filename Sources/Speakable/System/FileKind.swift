import Glibc

/// What a path names, following links (as `FileManager.fileExists(atPath:isDirectory:)` tells
/// it), without Foundation.
package enum FileKind: Equatable, Sendable {
    case missing
    case directory
    case other

    package init(ofPath path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { self = .missing; return }
        self = status.st_mode & S_IFMT == S_IFDIR ? .directory : .other
    }
}
