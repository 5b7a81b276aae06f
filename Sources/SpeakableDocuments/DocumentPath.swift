/// Where a value sits in a document (`present[0].alert.title`), kept as links to its parent and
/// made into text only when a message needs it: a large document has a million values, and
/// almost never a message.
final class DocumentPath: CustomStringConvertible, Sendable {
    /// The document itself: an empty path.
    static let root = DocumentPath(parent: nil, key: nil, index: 0)

    private let parent: DocumentPath?
    private let key: String?
    private let index: Int

    private init(parent: DocumentPath?, key: String?, index: Int) {
        self.parent = parent
        self.key = key
        self.index = index
    }

    /// `parent.key`, or `key` at the root.
    func appending(key: String) -> DocumentPath { DocumentPath(parent: self, key: key, index: 0) }

    /// `parent[index]`.
    func appending(index: Int) -> DocumentPath { DocumentPath(parent: self, key: nil, index: index) }

    /// One step down from a path: a key, an index, or none (a mapping's key sits at the
    /// mapping's own path).
    enum Step {
        case none
        case key(String)
        case index(Int)
    }

    /// This path, one step down.
    func appending(_ step: Step) -> DocumentPath {
        switch step {
        case .none: self
        case .key(let key): appending(key: key)
        case .index(let index): appending(index: index)
        }
    }

    var description: String {
        guard let parent else { return "" }
        let head = parent.description
        if let key { return head.isEmpty ? key : "\(head).\(key)" }
        return "\(head)[\(index)]"
    }
}
