import Testing
@testable import Speakable

/// The paths a task file joins (its folder and each screen's name), taken apart by bytes as the
/// file system reads them.
@Suite("Paths as text")
struct PathTextTests {
    @Test("joining a folder and a name puts one slash between them, whatever the folder ends with")
    func joining() {
        #expect(PathText.appending(to: "tasks", "screen.yaml") == "tasks/screen.yaml")
        #expect(PathText.appending(to: "tasks/", "screen.yaml") == "tasks/screen.yaml")
        #expect(PathText.appending(to: "tasks///", "screen.yaml") == "tasks/screen.yaml")
        #expect(PathText.appending(to: "/", "screen.yaml") == "/screen.yaml")
        #expect(PathText.appending(to: "", "screen.yaml") == "screen.yaml")
        #expect(PathText.appending(to: "écrans/ok/", "é.yaml") == "écrans/ok/é.yaml")
    }

    @Test("a mark after a trailing slash is part of the name, not a slash to trim")
    func combiningMarkAfterSlash() {
        #expect(PathText.lastComponent("a/\u{301}") == "\u{301}")
        #expect(PathText.appending(to: "a/\u{301}", "b") == "a/\u{301}/b")
    }

    @Test("the folder and last part of paths with trailing slashes and the root")
    func parts() {
        #expect(PathText.deletingLastComponent("a/b.txt/") == "a")
        #expect(PathText.deletingLastComponent("/b.txt") == "/")
        #expect(PathText.deletingLastComponent("b.txt") == "")
        #expect(PathText.lastComponent("a/b.txt//") == "b.txt")
        #expect(PathText.lastComponent("///") == "/")
        #expect(PathText.pathExtension("a/b.txt") == "txt")
        #expect(PathText.deletingExtension("a/b.txt/") == "a/b")
    }
}
