import FoundationEssentials
import Glibc
import Speakable

/// The default root of `audit --format sarif`'s URIs (issue 35): the top of the git work tree
/// the audit runs in, found as git finds it (the nearest folder up from the current one holding
/// `.git`, a folder or, in a linked work tree or submodule, a file), without running git.
enum SARIFRoot {
    /// The work tree's top, or `nil` outside one.
    static func workTreeTop(from start: String = FileManager.default.currentDirectoryPath) -> String? {
        var folder = start
        while true {
            var status = stat()
            if lstat(folder + (folder.hasSuffix("/") ? "" : "/") + ".git", &status) == 0 { return folder }
            let parent = PathText.deletingLastComponent(folder)
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }
}
