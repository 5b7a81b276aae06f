/// A node of a JSON capture (read with libyaml, which gives every value its line and column),
/// with lenient accessors: captures carry many keys Speakable does not read, so an unknown key
/// is never an error, but a key Speakable reads must hold the kind of value it expects.
struct JSONCaptureNode {
    let node: YAMLNode
    let file: String
    /// Shared by every node of one capture: what the capture may still expand to.
    let budget: ValueBudget

    init(node: YAMLNode, file: String, budget: ValueBudget = ValueBudget(ScreenDocument.valueLimit)) {
        self.node = node
        self.file = file
        self.budget = budget
    }

    /// What one capture may expand to, aliases counted each time they are used, as documents
    /// count them: a 754-byte capture written as YAML with nested anchors stood for 10⁹ elements.
    final class ValueBudget {
        var remaining: Int
        init(_ limit: Int) { remaining = limit }
    }

    /// Spends one value for the node and one for each entry or item it holds.
    func charge() throws {
        let count: Int
        switch node.content {
        case .scalar: count = 1
        case .sequence(let items): count = 1 + items.count
        case .mapping(let mapping): count = 1 + mapping.count
        }
        budget.remaining -= count
        if budget.remaining < 0 {
            throw error("the capture holds too many values (aliases included); the limit is \(ScreenDocument.valueLimit)")
        }
    }

    var line: Int { node.mark.line }
    var column: Int { node.mark.column }

    /// `null` (unquoted) counts as absent.
    var isNull: Bool { node.scalar.map { $0.isPlain && ["null", "~", ""].contains($0.string) } ?? false }

    subscript(key: String) -> JSONCaptureNode? {
        guard let value = node.mapping?[key] else { return nil }
        let child = JSONCaptureNode(node: value, file: file, budget: budget)
        return child.isNull ? nil : child
    }

    var keys: [String] { node.mapping?.names ?? [] }

    func error(_ message: String) -> DocumentError {
        DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
            severity: .error, file: file, line: line, column: column, keyPath: "", message: message))
    }

    func warning(_ message: String, key: String = "") -> DocumentDiagnostic {
        DocumentDiagnostic(severity: .warning, file: file, line: line, column: column, keyPath: key, message: message)
    }

    /// A string (numbers and booleans are read as their text, as the tools write identifiers).
    func string(_ key: String) throws -> String? {
        guard let value = self[key] else { return nil }
        guard let scalar = value.node.scalar else { throw value.error("expected text for '\(key)', got \(value.kindName)") }
        return scalar.string
    }

    func bool(_ key: String) throws -> Bool? {
        guard let value = self[key] else { return nil }
        switch value.node.scalar?.string {
        case "true", "1": return true
        case "false", "0": return false
        default: throw value.error("expected true or false for '\(key)'")
        }
    }

    func list(_ key: String) throws -> [JSONCaptureNode] {
        guard let value = self[key] else { return [] }
        return try value.items(of: key)
    }

    func items(of key: String) throws -> [JSONCaptureNode] {
        guard let items = node.sequence else { throw error("expected a list for '\(key)', got \(kindName)") }
        try charge()
        return items.map { JSONCaptureNode(node: $0, file: file, budget: budget) }
    }

    func strings(_ key: String) throws -> [String] {
        try list(key).map { item in
            guard let scalar = item.node.scalar else { throw item.error("expected text in '\(key)', got \(item.kindName)") }
            return scalar.string
        }
    }

    /// A whole number that fits an `Int` (never a float converted, which could be infinite).
    func integer(_ key: String) throws -> Int? {
        guard let text = try string(key) else { return nil }
        guard let number = Int(text) else { throw self[key]!.error("expected a whole number for '\(key)'") }
        return number
    }

    func number(_ key: String) throws -> Double? {
        guard let text = try string(key) else { return nil }
        guard let number = Double(text) else { throw self[key]!.error("expected a number for '\(key)'") }
        return number
    }

    // The keys of a format's mapping (``JSONCaptureMapping``), spelled there once.

    subscript(key: some CodingKey) -> JSONCaptureNode? { self[key.stringValue] }
    func string(_ key: some CodingKey) throws -> String? { try string(key.stringValue) }
    func strings(_ key: some CodingKey) throws -> [String] { try strings(key.stringValue) }
    func list(_ key: some CodingKey) throws -> [JSONCaptureNode] { try list(key.stringValue) }
    func bool(_ key: some CodingKey) throws -> Bool? { try bool(key.stringValue) }
    func number(_ key: some CodingKey) throws -> Double? { try number(key.stringValue) }

    /// Fills the text fields a format's mapping names, each from the first of its keys present
    /// (as the quick reader does, ``JSONCaptureFastPath``).
    func fill<Key>(_ element: inout CapturedElement, _ texts: [JSONCaptureMapping.Text<Key>]) throws {
        for text in texts {
            for key in text.keys {
                if let found = try string(key) {
                    element[keyPath: text.field] = found
                    break
                }
            }
        }
    }

    var kindName: String {
        switch node.content {
        case .scalar: "a scalar"
        case .sequence: "a list"
        case .mapping: "an object"
        }
    }
}
