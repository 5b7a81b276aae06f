/// The parts of a path written as text (`/`-separated), as `NSString`'s path methods take them
/// apart for the paths the commands meet, without Foundation. Slashes are found by their byte,
/// as the file system finds them (a combining mark after a slash begins the next part).
package enum PathText {
    /// The path without trailing slashes (the root stays `/`).
    private static func trimmed(_ path: String) -> Substring {
        var path = Substring(path)
        // By bytes, as the file system reads a path: a slash is one byte that no other
        // character's bytes contain, and comparing characters was most of joining a task's
        // folder with each screen's name (issue 34).
        while path.utf8.count > 1, path.utf8.last == 0x2F { path = path[..<path.utf8.index(before: path.utf8.endIndex)] }
        return path
    }

    /// The last part: `b.txt` of `a/b.txt`.
    package static func lastComponent(_ path: String) -> String {
        let path = trimmed(path)
        guard path != "/" else { return "/" }
        return path.utf8.split(separator: 0x2F, omittingEmptySubsequences: true).last.map { String(Substring($0)) } ?? ""
    }

    /// The folder part: `a` of `a/b.txt`, `""` of `b.txt`, `/` of `/b.txt`.
    package static func deletingLastComponent(_ path: String) -> String {
        let path = trimmed(path)
        guard let slash = path.utf8.lastIndex(of: 0x2F) else { return "" }
        if slash == path.startIndex { return "/" }
        return String(trimmed(String(path[..<slash])))
    }

    /// `folder/name`, with one slash between them.
    package static func appending(to folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        let folder = trimmed(folder)
        // Written once into a string of the right size (the root is the one folder that keeps
        // its slash).
        var joined = String(folder)
        joined.reserveCapacity(folder.utf8.count + 1 + name.utf8.count)
        if folder.utf8.last != 0x2F { joined += "/" }
        joined += name
        return joined
    }

    /// The extension of the last part, without its dot: `txt` of `a/b.txt`, `""` of `a/.hidden`.
    package static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        let ext = name[name.index(after: dot)...]
        return String(ext)
    }

    /// The path without the extension of its last part: `a/b` of `a/b.txt`.
    package static func deletingExtension(_ path: String) -> String {
        let ext = pathExtension(path)
        guard !ext.isEmpty else { return String(trimmed(path)) }
        let path = trimmed(path)
        return String(path.dropLast(ext.count + 1))
    }
}
