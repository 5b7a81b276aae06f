import FoundationEssentials
import Glibc

/// Standard output and standard error written whole (again after EINTR and short writes),
/// without Foundation's `FileHandle`.
package enum StandardStream {
    /// Writes `text` as UTF-8 to standard output.
    package static func output(_ text: String) { write(text, to: 1) }

    /// Writes `data` to standard output.
    package static func output(_ data: Data) { write(data, to: 1) }

    /// Writes UTF-8 bytes gathered by the caller to standard output, with no copy made of them.
    package static func output(_ bytes: [UInt8]) { bytes.withUnsafeBytes { try? OutputFile.writeAll($0, to: 1) } }

    /// Writes `text` as UTF-8 to standard error.
    package static func error(_ text: String) { write(text, to: 2) }

    /// Writes `text` to a descriptor; a closed pipe or a full disk ends the write quietly, as
    /// printing does.
    package static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { try? OutputFile.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    package static func write(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { try? OutputFile.writeAll($0, to: descriptor) }
    }
}
