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
            isNull = isPlain && Self.isNullWord(string.utf8)
        }

        /// `""`, `~`, `null`, `Null` or `NULL`, told from the bytes: every scalar of a document
        /// is asked, and an array of the five words made and compared for each was a twentieth
        /// of reading one.
        private static func isNullWord(_ utf8: String.UTF8View) -> Bool {
            switch utf8.count {
            case 0: true
            case 1: utf8.first == UInt8(ascii: "~")
            case 4:
                // The four bytes as one number, against those of `null`, `Null` and `NULL`.
                utf8.reduce(0 as UInt32) { $0 << 8 | UInt32($1) }.isNullWord
            default: false
            }
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
        /// The name's length in UTF-8 bytes, -1 without a name: compared before the names
        /// themselves, as most keys differ in length (two texts of the same length but not the
        /// same are compared by a call into the standard library).
        let nameLength: Int
        let key: YAMLNode
        let value: YAMLNode

        init(key: YAMLNode, value: YAMLNode) {
            self.name = key.scalar?.string
            self.nameLength = name?.utf8.count ?? -1
            self.key = key
            self.value = value
        }

        /// Whether the key is the scalar `text`, whose length is `length`.
        func isNamed(_ text: String, length: Int) -> Bool {
            nameLength == length && name == text
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
        for index in entries.indices where entries[index].nameLength == length {
            if entries[index].name == key { return entries[index].value }
        }
        return nil
    }

    /// Whether `text` is one of `names`, comparing lengths before texts.
    static func contains(_ names: [String], _ text: String, length: Int) -> Bool {
        for index in names.indices where names[index].utf8.count == length {
            if names[index] == text { return true }
        }
        return false
    }

    /// The text of every scalar key, in order.
    var names: [String] { entries.compactMap(\.name) }
}

private extension UInt32 {
    /// Four bytes read as a big-endian number are `null`, `Null` or `NULL`.
    var isNullWord: Bool { self == 0x6E75_6C6C || self == 0x4E75_6C6C || self == 0x4E55_4C4C }
}
