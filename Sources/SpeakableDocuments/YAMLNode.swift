/// A YAML node as a screen document needs it: scalars exactly as written (no tag resolution:
/// the document spec's own rules say what is a number, a boolean or null), lists, and mappings
/// in their order, each with where it starts. Built from libyaml's events by ``YAMLComposer``.
struct YAMLNode {
    /// What the node holds.
    enum Content {
        case scalar(Scalar)
        case sequence([YAMLNode])
        case mapping(YAMLMapping)
    }

    /// A scalar's text, and whether it was written plain (unquoted, not a block), which is
    /// where `null`, `true` and numbers can be.
    struct Scalar {
        let string: String
        let isPlain: Bool
        /// A plain `null`, `~`, `Null`, `NULL` or nothing: YAML's null. Known when the scalar is
        /// read, as every value is asked whether it is null at least once.
        let isNull: Bool

        init(string: String, isPlain: Bool) {
            self.string = string
            self.isPlain = isPlain
            isNull = isPlain && string.utf8.count <= 4 && ["", "~", "null", "Null", "NULL"].contains(string)
        }
    }

    let content: Content
    /// libyaml's line and column of the node's start, from 1.
    let mark: YAMLMark

    var scalar: Scalar? { if case .scalar(let scalar) = content { scalar } else { nil } }
    var sequence: [YAMLNode]? { if case .sequence(let sequence) = content { sequence } else { nil } }
    var mapping: YAMLMapping? { if case .mapping(let mapping) = content { mapping } else { nil } }
}

/// A line and column, from 1, as libyaml counts them.
struct YAMLMark {
    // Stored in 32 bits each: a document has a node for every value, and the marks were a
    // third of each node's size. The byte limit keeps lines and columns far below 2^31.
    private let storedLine: Int32
    private let storedColumn: Int32

    init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }
}

/// A mapping's entries in the order written (keys are unique: the composer refuses a key given
/// twice).
struct YAMLMapping: RandomAccessCollection {
    /// A key and its value, with the key's text when it is a scalar: kept beside the node, so
    /// that finding a key compares text without taking nodes apart (a document's every value
    /// is found this way).
    struct Entry {
        let name: String?
        let key: YAMLNode
        let value: YAMLNode

        init(key: YAMLNode, value: YAMLNode) {
            self.name = key.scalar?.string
            self.key = key
            self.value = value
        }
    }

    let entries: [Entry]

    var startIndex: Int { entries.startIndex }
    var endIndex: Int { entries.endIndex }
    subscript(position: Int) -> (key: YAMLNode, value: YAMLNode) { (entries[position].key, entries[position].value) }

    /// The value of the scalar key `key`.
    subscript(key: String) -> YAMLNode? {
        // Lengths first: most keys differ in length, and comparing those is a word's work.
        let length = key.utf8.count
        for index in entries.indices {
            if let name = entries[index].name, name.utf8.count == length, name == key { return entries[index].value }
        }
        return nil
    }

    /// The text of every scalar key, in order.
    var names: [String] { entries.compactMap(\.name) }
}
