import FoundationEssentials
import Glibc
import Speakable
import Synchronization

/// A file to read a screen from: its path and its bytes, read once (issue 32).
///
/// Every reading of a document or capture starts here, and this is the one place bytes are read
/// from a file or a handle: whatever a command then asks of the screen (a careful reading after a
/// quick one, the lines of a JSON capture, the places of a document's warnings) is answered from
/// these bytes, never by opening the file again.
///
/// ```swift
/// let source = try DocumentSource(contentsOfFile: "Examples/delete-file.yaml")
/// let document = try ScreenDocument(source: source)
/// ```
public struct DocumentSource: Sendable {
    /// The path as given (`<stdin>` for standard input).
    public let path: String
    /// The bytes, as they are in the file (a byte-order mark included); at most one byte over
    /// ``ScreenDocument/byteLimit``, so that a huge file is refused without being read whole.
    public let bytes: Data

    /// Bytes already in memory.
    public init(bytes: Data, path: String) {
        self.path = path
        self.bytes = bytes
    }

    /// Reads a file once.
    ///
    /// - Throws: ``DocumentError`` `.unreadable` (with no line: the trouble is the file, not a
    ///   place in it) for a missing file, a folder, or one that cannot be opened.
    public init(contentsOfFile path: String) throws {
        func unreadable(_ message: String) -> DocumentError {
            DocumentError(kind: .unreadable, diagnostic: DocumentDiagnostic(
                severity: .error, file: path, line: 0, column: 0, keyPath: "", message: message))
        }
        // Opened first and asked what it is through the descriptor, the one question that also
        // gives the size to read (a look at the path before opening it was a call more per
        // document); the path is looked at only to say why it would not open.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch FileKind(ofPath: path) {
            case .missing: throw unreadable("no such file")
            case .directory: throw unreadable("is a directory, not a document")
            case .regular, .other: throw unreadable("cannot be opened for reading")
            }
        }
        defer { close(descriptor) }
        var status = stat()
        let isStated = fstat(descriptor, &status) == 0
        if isStated, status.st_mode & S_IFMT == S_IFDIR { throw unreadable("is a directory, not a document") }
        self.path = path
        self.bytes = FileBytes.read(descriptor: descriptor, size: isStated && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil,
                                    upTo: ScreenDocument.byteLimit + 1) ?? Data()
        Self.counts.reads.add(1, ordering: .relaxed)
    }

    /// Reads an open file, such as standard input (descriptor 0), to its end (or one byte past
    /// the limit). The descriptor stays open.
    public init(readingDescriptor descriptor: Int32, path: String) {
        self.path = path
        self.bytes = FileBytes.read(descriptor: descriptor, upTo: ScreenDocument.byteLimit + 1) ?? Data()
        Self.counts.reads.add(1, ordering: .relaxed)
    }

    // MARK: Counting (for the test that every command reads and detects a file once)

    /// How many files (or handles) were read, and how many formats were told, in this process.
    package static var readCount: Int { counts.reads.load(ordering: .relaxed) }
    package static var detectionCount: Int { counts.detections.load(ordering: .relaxed) }

    static let counts = Counts()

    final class Counts: Sendable {
        let reads = Atomic<Int>(0)
        let detections = Atomic<Int>(0)
    }
}
