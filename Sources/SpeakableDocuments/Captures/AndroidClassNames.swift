import FoundationEssentials
import Glibc

/// The class names an Android capture's reader has met, each made a string once with what its
/// name makes a node: the nodes of one class share one string and one answer. A screen has a
/// few dozen classes and a dump of it thousands of nodes (issue 33). Only the first
/// ``limit`` names are kept, so a hostile capture of a new class per node costs a bounded search
/// per node, not a growing one.
struct AndroidClassNames {
    /// A class name and what it makes a node.
    struct Entry {
        var name: String
        /// The nearest XCUIElementType's class (for VoiceOver's fields).
        var role: AndroidClass
        /// Whether it is Compose's host view, under which Compose sorts siblings (F§2).
        var isComposeView: Bool

        init(_ name: String) {
            self.name = name
            role = AndroidClass(name)
            isComposeView = name == UIAutomatorReader.composeView
        }
    }

    static let limit = 64
    /// The class of a node that names none: a plain view (UIA2 names such an element so).
    static let plainView = Entry("android.view.View")
    private var known: [(bytes: [CChar], entry: Entry)] = []
    /// How many classes are kept.
    var count: Int { known.count }

    /// The entry for the NUL-terminated `name`.
    mutating func entry(_ name: UnsafePointer<CChar>) -> Entry {
        for known in known where known.bytes.withUnsafeBufferPointer({ strcmp($0.baseAddress!, name) == 0 }) { return known.entry }
        let entry = Entry(String(cString: name))
        if known.count < Self.limit {
            known.append((Array(UnsafeBufferPointer(start: name, count: strlen(name) + 1)), entry))
        }
        return entry
    }
}
