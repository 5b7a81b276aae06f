import Dispatch
import FoundationEssentials
import Glibc
import Speakable
import Synchronization

/// Finds files under a folder with `readdir` and plain paths (no `URL`, no working-directory
/// lookups), reading the folders of the first level in parallel, since a golden suite is usually
/// many folders of many files.
enum DirectoryWalk {
    /// The paths under `root` whose extension is one of `extensions`, unsorted. Hidden entries and
    /// `.build` are skipped, and links to folders are not followed (as `FileManager`'s
    /// enumerator); `irregular` receives each match that is not a regular file (a FIFO or a
    /// device named `*.yaml` would block or never end), which is never opened; `notUTF8`
    /// receives each entry whose name is not UTF-8, written with its bytes as `\xNN` escapes
    /// (a `String` cannot name it, so it could only be opened as some other name; it is
    /// skipped, never read, and the rest of the walk goes on).
    static func files(under root: String, extensions: Set<String>, irregular: (String) -> Void,
                      notUTF8: (String) -> Void = { _ in }) -> [String] {
        let base = root.hasSuffix("/") ? root : root + "/"
        let extensions = extensions.map { Array($0.utf8) }
        var top = Listing()
        list(base, extensions: extensions, into: &top)
        let found = Mutex(top.files)
        let others = Mutex(top.irregular)
        let undecodable = Mutex(top.notUTF8)
        let folders = top.folders
        DispatchQueue.concurrentPerform(iterations: folders.count) { index in
            var listing = Listing()
            var pending = [folders[index]]
            while let folder = pending.popLast() {
                listing.folders = []
                list(folder, extensions: extensions, into: &listing)
                pending += listing.folders
            }
            found.withLock { $0 += listing.files }
            others.withLock { $0 += listing.irregular }
            undecodable.withLock { $0 += listing.notUTF8 }
        }
        others.withLock { $0 }.sorted().forEach(irregular)
        undecodable.withLock { $0 }.sorted().forEach(notUTF8)
        return found.withLock { $0 }
    }

    private struct Listing {
        var files: [String] = []
        var folders: [String] = []
        var irregular: [String] = []
        var notUTF8: [String] = []
    }

    /// One folder's entries: matching files, and subfolders (with a trailing `/`) to walk.
    private static func list(_ folder: String, extensions wanted: [[UInt8]], into listing: inout Listing) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        // The entry's name is looked at as bytes where readdir left it, and a `String` is made
        // only for a path kept: a suite is thousands of entries, most of them goldens.
        while let entry = readdir(directory) {
            let name = self.name(of: entry)
            if name.first == UInt8(ascii: ".") { continue }   // hidden, and `.build`
            guard name.allSatisfy({ $0 < 0x80 }) || String(validating: name, as: UTF8.self) != nil else {
                listing.notUTF8.append(folder + escapedName(Array(name)))
                continue
            }
            // The entry's path, made when it is needed.
            func path() -> String { folder + String(decoding: name, as: UTF8.self) }
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var status = stat()
                guard lstat(path(), &status) == 0 else { continue }
                type = (status.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
            }
            if type == Int32(DT_DIR) { listing.folders.append(path() + "/"); continue }
            // The extension is what follows the last dot (an extension is ASCII, so the byte is
            // the character).
            guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { continue }
            let suffix = UnsafeRawBufferPointer(rebasing: name[(dot + 1)...])
            guard wanted.contains(where: { $0.elementsEqual(suffix) }) else { continue }
            let file = path()
            // A link is followed to see what it names; anything but a regular file is reported.
            if type == Int32(DT_REG) || isRegularFile(file) { listing.files.append(file) } else { listing.irregular.append(file) }
        }
    }

    /// An entry's name, read where it lies, up to its terminating zero, valid until the next
    /// `readdir`. (Not by copying `d_name`: readdir's record is only as long as its name, and a
    /// copy of the whole 256-byte field read past the end of the last record; where that was
    /// the end of the mapped buffer, `test` crashed, about one run in thirty.)
    private static func name(of entry: UnsafeMutablePointer<dirent>) -> UnsafeRawBufferPointer {
        // (A stored field of a C struct always has an offset; 19 is glibc's, for the type checker.)
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
        let start = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
        return UnsafeRawBufferPointer(start: start, count: strlen(start))
    }

    /// A name that is not UTF-8, readable: its valid parts as they are, every other byte as
    /// `\xNN`.
    static func escapedName(_ bytes: [UInt8]) -> String {
        var output = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            // The longest valid prefix is kept; the byte that stops it is escaped.
            var length = rest.count
            while length > 0, String(validating: rest.prefix(length), as: UTF8.self) == nil { length -= 1 }
            if length > 0 { output += String(decoding: rest.prefix(length), as: UTF8.self) }
            rest = rest.dropFirst(length)
            if let byte = rest.first {
                output += "\\x" + String(byte, radix: 16, uppercase: true)
                rest = rest.dropFirst()
            }
        }
        return output
    }

    /// Whether a path is a folder (following a link).
    static func isDirectory(_ path: String) -> Bool { FileKind(ofPath: path) == .directory }

    /// Whether a path is a regular file (following a link), checked without opening it.
    static func isRegularFile(_ path: String) -> Bool { FileKind(ofPath: path) == .regular }
}
