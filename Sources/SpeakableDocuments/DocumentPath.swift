/// Where a value sits in a document (`present[0].alert.title`), kept as links to its parent and
/// made into text only when a message needs it: a large document has a million values, and
/// almost never a message.
final class DocumentPath: CustomStringConvertible, Sendable {
    /// One step down from a path: a key, an index, or none (a mapping's key sits at the
    /// mapping's own path).
    enum Step: Sendable {
        case none
        case key(String)
        case index(Int)
    }

    /// The document itself: an empty path.
    static let root = DocumentPath(parent: nil, step: .none)

    private let parent: DocumentPath?
    private let step: Step

    private init(parent: DocumentPath?, step: Step) {
        self.parent = parent
        self.step = step
    }

    /// This path, one step down.
    func appending(_ step: Step) -> DocumentPath {
        if case .none = step { return self }
        return DocumentPath(parent: self, step: step)
    }

    var description: String {
        guard let parent else { return "" }
        let head = parent.description
        switch step {
        case .none: return head
        case .key(let key): return head.isEmpty ? key : "\(head).\(key)"
        case .index(let index): return "\(head)[\(index)]"
        }
    }
}
