/// A screen document as values, in the order its keys are written: what ``ScreenDocument``'s
/// writers print as YAML or JSON.
enum DocumentValue {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case list([DocumentValue])
    case map([(key: String, value: DocumentValue)])

    /// Whether it is written on one line in YAML (no mapping or list of mappings inside).
    var isFlat: Bool {
        switch self {
        case .string, .number, .bool, .null: true
        case .list(let items): items.allSatisfy(\.isScalar)
        case .map(let pairs): pairs.allSatisfy { $0.value.isScalar || ($0.value.isFlat && $0.value.isList) }
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
        guard case .map(let pairs) = self else { return false }
        return !pairs.isEmpty
    }
}
