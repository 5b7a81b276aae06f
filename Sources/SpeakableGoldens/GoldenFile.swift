import FoundationEssentials
import Glibc
import Speakable

/// A golden text file kept beside the tests: compared with what is produced now, and written
/// when the record mode says so. Writes are atomic: a crash or a kill never leaves half a
/// golden, and a check never rewrites one unless asked.
///
/// ```swift
/// let outcome = try GoldenFile(url: url).check(transcript, mode: .resolve(nil), name: "delete-file.yaml")
/// if case .mismatch(let diff) = outcome { print(diff) }
/// ```
public struct GoldenFile: Hashable, Sendable {
    /// What a check found.
    public enum Outcome: Hashable, Sendable {
        /// The golden matches.
        case matched
        /// The golden differs; the diff goes from the golden to what was produced.
        case mismatch(diff: String)
        /// There is no golden, and the mode does not write one.
        case missing
        /// The golden was written (it was missing, or the mode asked). Like swift-snapshot-testing,
        /// this counts as a failure: review the new golden and run again.
        case recorded(diff: String?)

        /// Whether the check passed.
        public var passed: Bool { self == .matched }
    }

    /// The golden's location.
    /// The golden's path, as given (relative paths stay relative: no working-directory lookup
    /// per golden, which a suite of thousands would pay for).
    public let path: String

    /// The golden's location as a URL.
    public var url: URL { URL(fileURLWithPath: path) }

    /// A golden at a location.
    ///
    /// ```swift
    /// GoldenFile(url: URL(fileURLWithPath: "Examples/delete-file.speech.txt"))
    /// ```
    public init(url: URL) { self.path = url.path }

    /// A golden at a path.
    ///
    /// ```swift
    /// GoldenFile(path: "Examples/delete-file.speech.txt")
    /// ```
    public init(path: String) { self.path = path }

    /// A golden at a path that must stay within `root` (see ``root``).
    ///
    /// ```swift
    /// GoldenFile(path: "Examples/delete-file.speech.txt", root: "Examples")
    /// ```
    public init(path: String, root: String?) {
        self.path = path
        self.root = root
    }

    /// The golden's text, or `nil` when there is none.
    public func read() throws -> String? {
        try readBytes().map { String(decoding: $0, as: UTF8.self) }
    }

    /// The golden's bytes as they are on disk, or `nil` when there is none.
    private func readBytes() throws -> Data? {
        // Plain `open` and `read` into one buffer: a suite reads thousands of goldens, and a
        // `FileHandle` cost a twentieth of checking each. A missing golden is `nil`, not an error.
        // O_NONBLOCK: a FIFO planted where a golden goes must not hang the suite waiting for a
        // writer; anything but a regular file (through a link) is refused.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw OutputFile.Refusal.notRegular(path, kind: OutputFile.kind(of: status) ?? "not a regular file")
        }
        guard let bytes = FileBytes.read(descriptor: descriptor, size: Int(status.st_size), upTo: .max) else {
            throw SystemCallError(call: "read")
        }
        return bytes
    }

    /// Whether a golden's bytes are a text's.
    private static func sameBytes(_ bytes: Data, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { b in bytes.withUnsafeBytes { a in sameBytes(a, UnsafeRawBufferPointer(b)) } }
    }

    /// Whether two texts are the same bytes (one `memcmp`, not a walk over two views).
    private static func sameBytes(_ first: String, _ second: String) -> Bool {
        var first = first, second = second
        return first.withUTF8 { a in second.withUTF8 { b in sameBytes(UnsafeRawBufferPointer(a), UnsafeRawBufferPointer(b)) } }
    }

    private static func sameBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }

    /// Compares `actual` with the golden and records according to `mode`.
    ///
    /// - Parameters:
    ///   - actual: what was produced now.
    ///   - mode: when the golden is written (``RecordMode``).
    ///   - name: what the diff calls the produced side (the document's path).
    public func check(_ actual: String, mode: RecordMode, name: String) throws -> Outcome {
        let bytes = try readBytes()
        // A golden whose bytes are the text's is a match (they are then valid UTF-8, so
        // reading them as text would change nothing): no text is made of it, unless it is
        // to be written again.
        if mode != .all, let bytes, Self.sameBytes(bytes, actual) { return .matched }
        let golden = bytes.map { String(decoding: $0, as: UTF8.self) }
        // Bytes first: most goldens match, and a match needs no diff. (String equality would also
        // call canonically equivalent texts equal, which a golden must not.)
        let diff = golden.flatMap { golden -> String? in
            guard !Self.sameBytes(golden, actual) else { return nil }
            return UnifiedDiff.lines(from: golden, to: actual, fromName: path, toName: name)
                ?? "--- \(path)\n+++ \(name)\n(the texts differ only in how their Unicode characters are composed)"
        }
        switch (golden, mode) {
        case (nil, .never): return .missing
        case (nil, _):
            try write(actual)
            return .recorded(diff: nil)
        case (_, .all):
            try write(actual)
            return .recorded(diff: diff)
        case (_, .failed) where diff != nil:
            try write(actual)
            return .recorded(diff: diff)
        default:
            return diff.map { .mismatch(diff: $0) } ?? .matched
        }
    }

    /// The folder the golden must stay in, following links: a golden, or a folder on the way to
    /// it, that is a link leading out of it is refused, and no folder is made outside it.
    /// `nil`: the golden's own folder.
    public var root: String?

    /// Writes the golden atomically (Speakable's `OutputFile`): a temporary file made exclusively beside
    /// it, renamed into place, keeping the file's permissions. A golden that is a symbolic link
    /// is written through it (the link stays, its target changes) only while the target stays
    /// within ``root``: an untrusted checkout cannot aim a golden at a file elsewhere.
    public func write(_ text: String) throws {
        let target = Self.resolvingLinks(url)
        let folder = target.deletingLastPathComponent().path
        let confinement = Self.physicalPath(root ?? url.deletingLastPathComponent().path)
        let physical = Self.physicalPath(folder)
        guard physical == confinement || physical.hasPrefix(confinement == "/" ? "/" : confinement + "/") else {
            throw OutsideRoot(path: path, root: root ?? url.deletingLastPathComponent().path)
        }
        try Self.makeFolders(folder)
        try OutputFile(path: target.path).write(Data(text.utf8), replacing: true)
    }

    /// A golden that would be written outside its root.
    public struct OutsideRoot: Error, CustomStringConvertible {
        public var path: String
        public var root: String
        public var description: String { "\(path) leads out of \(root) through a symbolic link; it is not written" }
    }

    /// The path with its deepest existing folder resolved (links followed, `..` removed) and
    /// the folders that do not exist yet appended as written.
    static func physicalPath(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardized
        var missing: [String] = []
        while existing.path != "/" {
            var status = stat()
            if stat(existing.path, &status) == 0 { break }
            missing.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let base = realpath(existing.path, &resolved) != nil ? String(decoding: resolved.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : existing.path
        return missing.reduce(base) { ($0 == "/" ? "" : $0) + "/" + $1 }
    }

    /// Makes the folders on the way one at a time: `mkdir` never follows a link, so a dangling
    /// link where a folder should be is an error, not a folder made where it points.
    private static func makeFolders(_ folder: String) throws {
        var status = stat()
        if stat(folder, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw SystemCallError(code: ENOTDIR, call: "open") }
            return
        }
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        if parent != folder { try makeFolders(parent) }
        guard mkdir(folder, 0o777) == 0 || errno == EEXIST && stat(folder, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR else {
            throw SystemCallError(call: "open")
        }
    }

    /// The file a path finally names, following symbolic links (at most 32, as the kernel does).
    private static func resolvingLinks(_ url: URL) -> URL {
        var current = url
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else { return current }
            current = destination.hasPrefix("/") ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return current
    }
}
