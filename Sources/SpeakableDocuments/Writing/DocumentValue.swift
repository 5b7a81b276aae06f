/// A screen document as values, in the order its keys are written: what ``ScreenDocument``'s
/// writers print as YAML or JSON.
enum DocumentValue {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case list([DocumentValue])
    case map(DocumentMap)

    /// Whether it is written on one line in YAML (no mapping or list of mappings inside).
    var isFlat: Bool {
        switch self {
        case .string, .number, .bool, .null: true
        case .list(let items): items.allSatisfy(\.isScalar)
        case .map(let map): map.values.allSatisfy { $0.isScalar || ($0.isFlat && $0.isList) }
        }
    }

    var isScalar: Bool {
        switch self {
        case .string, .number, .bool, .null: true
        case .list, .map: false
        }
    }

    var isList: Bool { if case .list = self { true } else { false } }
    var isMap: Bool {
        guard case .map(let map) = self else { return false }
        return !map.keys.isEmpty
    }
}

/// A mapping's keys and values, in order. Kept as two lists, not a list of (key, value) tuples:
/// an enum holding tuples of itself sends the compiler into a circular reference in some
/// incremental builds.
struct DocumentMap: ExpressibleByArrayLiteral {
    var keys: [String] = []
    var values: [DocumentValue] = []

    init(_ pairs: [(key: String, value: DocumentValue)]) {
        keys = pairs.map(\.key)
        values = pairs.map(\.value)
    }

    init(arrayLiteral pairs: (key: String, value: DocumentValue)...) { self.init(pairs) }

    var pairs: Zip2Sequence<[String], [DocumentValue]> { zip(keys, values) }
    var count: Int { keys.count }
}
