import Foundation

/// A regular file handed to libyaml piece by piece. Opening it reads its head (what a format is
/// told from); libyaml is then given the head, without a byte-order mark, and the rest as it
/// asks. Reading more than `byteLimit` bytes is an input error, as is a failed `read(2)`.
final class YAMLFileInput {
    /// The file's first bytes, as they are in the file.
    let head: [UInt8]
    private let descriptor: Int32
    /// The head as libyaml is given it, and how much of it was given.
    private let headForYAML: ArraySlice<UInt8>
    private var headOffset: Int
    /// Whether the head is all of the file (a small one, read with one `read`).
    private let isWhole: Bool
    private var remaining: Int

    /// Opens a regular file and reads up to `headSize` bytes of it; `nil` for anything that is
    /// not a regular file or cannot be read.
    init?(path: String, headSize: Int = 4096, byteLimit: Int) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        var head = [UInt8](repeating: 0, count: headSize)
        var count = 0
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { close(descriptor); return nil }
        // Read until the head is full or, as `fstat` gave the size, the file is all read.
        while count < headSize && count != Int(status.st_size) {
            let read = head.withUnsafeMutableBytes { Self.read(descriptor, $0.baseAddress! + count, headSize - count) }
            guard read >= 0 else { close(descriptor); return nil }
            if read == 0 { break }
            count += read
        }
        head.removeSubrange(count...)
        self.descriptor = descriptor
        self.head = head
        isWhole = count < headSize && count == Int(status.st_size)
        headForYAML = head.starts(with: [0xEF, 0xBB, 0xBF]) ? head.dropFirst(3) : head[...]
        headOffset = headForYAML.startIndex
        remaining = byteLimit - count
    }

    deinit { close(descriptor) }

    /// libyaml's read handler: 1 with `read` set (0 at the end of the file), or 0 for an error.
    func read(into buffer: UnsafeMutablePointer<UInt8>, size: Int, read: UnsafeMutablePointer<Int>) -> Int32 {
        if headOffset < headForYAML.endIndex {
            let count = min(size, headForYAML.endIndex - headOffset)
            headForYAML.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + (headOffset - headForYAML.startIndex), count: count) }
            headOffset += count
            read.pointee = count
            return 1
        }
        let count = isWhole ? 0 : Self.read(descriptor, buffer, size)
        guard count >= 0 else { return 0 }
        remaining -= count
        guard remaining >= 0 else { return 0 }
        read.pointee = count
        return 1
    }

    /// `read(2)`, tried again when a signal interrupts it.
    private static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ size: Int) -> Int {
        while true {
            let count = Foundation.read(descriptor, buffer, size)
            if count < 0 && errno == EINTR { continue }
            return count
        }
    }
}
