import Foundation

/// An open file handed to libyaml piece by piece: what was already read from it first (the
/// head a format was told from, without its byte-order mark), then the rest. Reading more
/// than `byteLimit` bytes is an input error, as is a failed `read(2)`.
final class YAMLFileInput {
    private let descriptor: Int32
    private var head: [UInt8]
    private var headOffset = 0
    private var remaining: Int

    private let isWhole: Bool

    /// `head` is what was read from `descriptor` already; the file is read on from where it is,
    /// unless `isWhole` says the head is all of it.
    init(descriptor: Int32, head: [UInt8], isWhole: Bool = false, byteLimit: Int) {
        self.descriptor = descriptor
        self.head = head.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(head.dropFirst(3)) : head
        self.isWhole = isWhole
        self.remaining = byteLimit - head.count
    }

    /// libyaml's read handler: 1 with `read` set (0 at the end of the file), or 0 for an error.
    func read(into buffer: UnsafeMutablePointer<UInt8>, size: Int, read: UnsafeMutablePointer<Int>) -> Int32 {
        if headOffset < head.count {
            let count = min(size, head.count - headOffset)
            head.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + headOffset, count: count) }
            headOffset += count
            read.pointee = count
            return 1
        }
        if isWhole {
            read.pointee = 0
            return 1
        }
        while true {
            let count = Foundation.read(descriptor, buffer, size)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return 0 }
            remaining -= count
            guard remaining >= 0 else { return 0 }
            read.pointee = count
            return 1
        }
    }
}
