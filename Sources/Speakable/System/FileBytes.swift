import FoundationEssentials
import Glibc

/// A file's bytes read with the C library, up to a limit, without Foundation's `FileHandle`.
package enum FileBytes {
    /// Up to `limit` bytes of the file at `path`; nil when it cannot be opened or read.
    package static func read(path: String, upTo limit: Int) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return read(descriptor: descriptor, upTo: limit)
    }

    /// Up to `limit` bytes of an open descriptor, from where it stands to its end (again after
    /// EINTR); nil when a read fails.
    package static func read(descriptor: Int32, upTo limit: Int) -> Data? {
        var data = Data()
        // A regular file says its size: one allocation for the whole of it.
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_size > 0 { data.reserveCapacity(min(limit, Int(status.st_size) + 1)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while data.count < limit {
            let wanted = min(chunk.count, limit - data.count)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[..<count])
        }
        return data
    }
}
