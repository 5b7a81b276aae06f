import Speakable

/// What every node of one document shares: the file name for messages, the warnings found so
/// far, and a budget of values. Aliases can make a small file expand to billions of values;
/// the budget stops that cleanly.
final class DecodingContext {
    let file: String
    var remainingValues: Int
    var warnings: [DocumentDiagnostic] = []
    /// Every text of a secure field in the document: never quoted in a message.
    var secrets: Set<String> = [] { didSet { redactor = SecretRedactor(secrets) } }
    /// Built once for all the document's messages.
    private(set) var redactor = SecretRedactor([String]())
    /// The source's lines, to place libyaml's marks where its line breaks differ from the
    /// file's (NEL, LS, PS); `nil` for a text read as it streams, which places nothing.
    var lines: SourceLines?
    /// Whether messages may be made, and so each value's key path: not while a document's
    /// elements are read as they stream (``ScreenDocument/streamed(_:path:hasUnusualBreaks:)``).
    var needsPaths: Bool
    /// Whether each element keeps its line and column on its control, for messages that point
    /// at it (the audit's): ``CaptureReading/Locating/everything``.
    let locating: Bool

    init(file: String, valueLimit: Int, needsPaths: Bool = true, locating: Bool = false) {
        self.file = file
        self.remainingValues = valueLimit
        self.needsPaths = needsPaths
        self.locating = locating
    }

    /// Spends `count` of the document's value budget; throws when it runs out.
    func charge(_ count: Int) throws {
        remainingValues -= count
        if remainingValues < 0 { throw BudgetSpent() }
    }

    /// The value budget ran out.
    struct BudgetSpent: Error {}
}

/// A YAML node with its key path, read with errors that say where and what was expected.
struct DocumentNode {
    let node: YAMLNode
    let context: DecodingContext
    /// The parent's path and the step from it, joined into this node's path only when asked:
    /// a path is an allocation, and most values never need theirs.
    private let parent: DocumentPath
    private let step: DocumentPath.Step

    init(node: YAMLNode, path: DocumentPath, context: DecodingContext) {
        self.init(node: node, parent: path, step: .none, context: context)
    }

    init(node: YAMLNode, parent: DocumentPath, step: DocumentPath.Step, context: DecodingContext) {
        self.node = node
        self.parent = parent
        self.step = step
        self.context = context
    }

    /// Where the node sits (`present[0].alert.title`). A document read as it streams says
    /// nothing (the careful reading takes over for any message), so it never makes one.
    var path: DocumentPath { context.needsPaths ? parent.appending(step) : parent }

    /// The line and column in the file (libyaml's, corrected where it counts NEL, LS or PS as
    /// line breaks).
    var position: (line: Int, column: Int) {
        let mark = (line: node.mark.line, column: node.mark.column)
        return context.lines?.filePosition(ofLibyaml: mark) ?? mark
    }
    var line: Int { position.line }
    var column: Int { position.column }

    func diagnostic(_ severity: DocumentDiagnostic.Severity, _ message: String) -> DocumentDiagnostic {
        let (line, column) = position
        return DocumentDiagnostic(severity: severity, file: context.file, line: line, column: column,
                                  keyPath: context.redactor.redacting(path.description), message: context.redactor.redacting(message))
    }

    func error(_ message: String) -> DocumentError {
        DocumentError(kind: .invalid, diagnostic: diagnostic(.error, message))
    }

    func warn(_ message: String) {
        context.warnings.append(diagnostic(.warning, message))
    }

    // MARK: Kinds of value

    /// A plain `null`, `~` or nothing: YAML's null.
    var isNull: Bool { node.scalar?.isNull ?? false }

    /// What the node is, for "expected …, got …" messages.
    var kindName: String {
        switch node.content {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar: isNull ? "null" : "a scalar"
        }
    }

    func string(expected: String = "a string") throws -> String {
        guard let scalar = node.scalar, !isNull else { throw error("expected \(expected), got \(kindName)") }
        return scalar.string
    }

    func optionalString() throws -> String? {
        isNull ? nil : try string()
    }

    func bool() throws -> Bool {
        guard let scalar = node.scalar, scalar.isPlain else {
            throw error("expected true or false, got \(kindName == "a scalar" ? "a quoted string" : kindName)")
        }
        switch scalar.string {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: throw error("expected true or false, got '\(scalar.string)'")
        }
    }

    func integer(minimum: Int) throws -> Int {
        guard let scalar = node.scalar, !isNull, let value = Int(scalar.string), value >= minimum else {
            throw error("expected a whole number of at least \(minimum), got \(describeScalar)")
        }
        return value
    }

    func decimal() throws -> DecimalValue {
        guard let scalar = node.scalar, scalar.isPlain, !isNull else {
            throw error("expected a number, got \(kindName == "a scalar" ? "a quoted string" : kindName)")
        }
        let text = scalar.string
        // YAML's special numbers all start with a point, after a sign or not.
        let point = text.utf8.first == UInt8(ascii: "-") || text.utf8.first == UInt8(ascii: "+") ? text.utf8.dropFirst().first : text.utf8.first
        if point == UInt8(ascii: "."),
           [".nan", ".NaN", ".NAN", ".inf", ".Inf", ".INF", "-.inf", "+.inf", "-.Inf", "+.Inf"].contains(text) {
            throw error("expected a finite number, got '\(text)'")
        }
        guard let value = DecimalValue(text) else {
            throw error("expected a decimal number with at most \(DecimalValue.maximumFractionDigits) fraction digits, got '\(text)'")
        }
        return value
    }

    /// One of a fixed set of words, with a "did you mean" for near misses.
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws -> T where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        let text = try string(expected: "one of \(names.joined(separator: ", "))")
        guard let value = T(rawValue: text) else {
            throw error("unknown value '\(text)'\(Suggestion.hint(for: text, in: names)); expected one of \(names.joined(separator: ", "))")
        }
        return value
    }

    private var describeScalar: String {
        node.scalar.map { isNull ? "null" : "'\($0.string)'" } ?? kindName
    }

    // MARK: Containers

    func list() throws -> [DocumentNode] {
        guard case .sequence(let sequence) = node.content else { throw error("expected a list, got \(kindName)") }
        try charge(sequence.count)
        let owner = path
        return sequence.enumerated().map { index, child in
            DocumentNode(node: child, parent: owner, step: .index(index), context: context)
        }
    }

    /// The entries of a mapping whose keys must all be in `allowed`: an unknown key or a key
    /// that is not a string is an error. (The composer has already refused a key given twice.)
    func fields(allowed: [String], of what: String) throws -> Fields {
        guard case .mapping(let mapping) = node.content else { throw error("expected \(what) as a mapping, got \(kindName)") }
        try charge(mapping.count)
        let owner = path
        for entry in mapping.entries {
            guard let key = entry.name, !(entry.key.scalar?.isNull ?? false) else {
                let keyAt = DocumentNode(node: entry.key, parent: owner, step: .none, context: context)
                throw keyAt.error("expected keys to be strings, got \(keyAt.kindName)")
            }
            guard YAMLMapping.contains(allowed, key, length: entry.nameLength) else {
                throw DocumentNode(node: entry.key, parent: owner, step: .key(key), context: context)
                    .error("unknown key '\(key)' in \(what)\(Suggestion.hint(for: key, in: allowed)); expected one of: \(allowed.joined(separator: ", "))")
            }
        }
        return Fields(owner: self, ownerPath: owner, what: what, mapping: mapping)
    }

    private func charge(_ count: Int) throws {
        do {
            try context.charge(count)
        } catch {
            throw self.error("the document holds too many values (aliases included); the limit is \(ScreenDocument.valueLimit)")
        }
    }
}

/// The checked entries of a mapping. Nodes are made for the keys asked for, when asked: a
/// mapping has a few keys, and a list of them built for every mapping cost more than finding
/// one again.
struct Fields {
    let owner: DocumentNode
    let ownerPath: DocumentPath
    let what: String
    let mapping: YAMLMapping

    subscript(key: String) -> DocumentNode? {
        guard let value = mapping[key] else { return nil }
        return DocumentNode(node: value, parent: ownerPath, step: .key(key), context: owner.context)
    }

    /// Whether any of `keys` is given (null or not).
    func containsAny(of keys: [String]) -> Bool {
        mapping.entries.contains { entry in entry.name.map { YAMLMapping.contains(keys, $0, length: entry.nameLength) } ?? false }
    }

    /// Which of `keys` (at most 64) are given, null or not: bit `i` for `keys[i]`. One pass over
    /// the entries, so that a reader of several optional keys looks up only those given.
    func givenKeys(of keys: [String]) -> UInt64 {
        var given: UInt64 = 0
        let entries = mapping.entries
        for entry in entries.indices where entries[entry].nameLength >= 0 {
            let length = entries[entry].nameLength
            for index in keys.indices where keys[index].utf8.count == length && keys[index] == entries[entry].name {
                given |= 1 << UInt64(index)
            }
        }
        return given
    }

    /// The value of a key that must be there.
    func required(_ key: String) throws -> DocumentNode {
        guard let value = self[key] else { throw owner.error("\(what) needs '\(key)'") }
        return value
    }

    /// The value of an optional key, `nil` when absent or null.
    func optional(_ key: String) -> DocumentNode? {
        guard let value = self[key], !value.isNull else { return nil }
        return value
    }
}
