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
    let pairs: [(key: YAMLNode, value: YAMLNode)]

    var startIndex: Int { pairs.startIndex }
    var endIndex: Int { pairs.endIndex }
    subscript(position: Int) -> (key: YAMLNode, value: YAMLNode) { pairs[position] }

    /// The value of the scalar key `key`.
    subscript(key: String) -> YAMLNode? {
        for index in pairs.indices {
            if case .scalar(let scalar) = pairs[index].key.content, scalar.string == key { return pairs[index].value }
        }
        return nil
    }
}

/// An item of a list read as it streams (``YAMLComposer/streamingRoot(_:element:)``).
enum StreamedItem {
    /// A mapping of one key, as that key and its value: no mapping is made for it.
    case pair(key: YAMLNode, value: YAMLNode)
    /// Any other item.
    case node(YAMLNode)
}
