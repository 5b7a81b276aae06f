/// The parts of a path written as text (`/`-separated), as `NSString`'s path methods take them
/// apart for the paths the commands meet, without Foundation.
package enum PathText {
    /// The path without trailing slashes (the root stays `/`).
    private static func trimmed(_ path: String) -> Substring {
        var path = Substring(path)
        // The slash is looked for first: counting the characters of every path was most of
        // joining a task's folder with each screen's name.
        while path.hasSuffix("/"), path.count > 1 { path = path.dropLast() }
        return path
    }

    /// The last part: `b.txt` of `a/b.txt`.
    package static func lastComponent(_ path: String) -> String {
        let path = trimmed(path)
        guard path != "/" else { return "/" }
        return String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? "")
    }

    /// The folder part: `a` of `a/b.txt`, `""` of `b.txt`, `/` of `/b.txt`.
    package static func deletingLastComponent(_ path: String) -> String {
        let path = trimmed(path)
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(trimmed(String(path[..<slash])))
    }

    /// `folder/name`, with one slash between them.
    package static func appending(to folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        let folder = trimmed(folder)
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
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
