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
        var status = stat()
        let size = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
        return read(descriptor: descriptor, size: size, upTo: limit)
    }

    /// The same, for a caller that has already asked the descriptor its size (`size`: a regular
    /// file's, nil for anything else).
    package static func read(descriptor: Int32, size: Int?, upTo limit: Int) -> Data? {
        // Read straight into the bytes returned, sized by what a regular file says it holds
        // (one byte more, so its end is seen at once): suites read thousands of small files,
        // and a scratch buffer of pages for each (cleared, and large enough to make the
        // allocator tidy its free lists every time) cost `test` a twentieth.
        var data = Data(count: min(limit, size.map { $0 + 1 } ?? 4096))
        var filled = 0
        while filled < limit {
            if filled == data.count { data.count = min(limit, data.count * 2) }
            let asked = data.count - filled
            let count = data.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, asked) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            filled += count
            // A regular file that gave all it said it holds, and less than was asked (the byte
            // past its size), is at its end: asking again for nothing was a read more per file.
            if let size, filled == size, count < asked { break }
        }
        data.count = filled
        return data
    }
}
