import CLibYAML

/// Reads one YAML document from libyaml's events straight into ``YAMLNode``s: no general node
/// tree, no tag resolution, no regular expressions. Aliases share their anchor's node (the
/// decoding's value budget bounds what they expand to); a key given twice in a mapping and a
/// second document are errors, with the messages and places the tests expect.
struct YAMLComposer {
    /// The root of the only document in `yaml`, or `nil` for an empty stream.
    ///
    /// - Throws: ``YAMLSyntaxError``.
    static func singleRoot(_ yaml: String) throws -> YAMLNode? {
        var bytes = yaml
        return try bytes.withUTF8 { buffer in
            var composer = YAMLComposer(yaml: yaml)
            composer.read(from: buffer)
            defer { yaml_parser_delete(&composer.parser) }
            return try composer.root(streamingElementsTo: nil)
        }
    }

    /// The root of the only document in `bytes` (UTF-8, a ``DocumentSource``'s), with the items
    /// of its `elements:` list handed to `element` one by one as they are read and not kept: the
    /// root holds an empty list in their place. A document of 100,000 elements is then never a
    /// tree of 100,000 nodes.
    ///
    /// Errors are thrown without the text that would place a bad byte: a caller reads the
    /// document again with ``singleRoot(_:)`` to report them.
    static func streamingRoot(_ bytes: UnsafeBufferPointer<UInt8>, element: (StreamedItem) throws -> Void) throws -> YAMLNode? {
        // The composer keeps the handler only while it reads.
        try withoutActuallyEscaping(element) { element in
            var composer = YAMLComposer(yaml: nil)
            defer { yaml_parser_delete(&composer.parser) }
            composer.read(from: bytes)
            return try composer.root(streamingElementsTo: element)
        }
    }

    /// How deep lists and mappings may nest: the composer recurses, and libyaml (Debian's
    /// 0.2.5) has no limit of its own.
    static let maximumDepth = 1000

    /// The text, for the place of a bad byte in a reader error; `nil` when streaming.
    private let yaml: String?
    private var parser = yaml_parser_t()
    private var anchors: [String: YAMLNode] = [:]
    private var depth = 0

    private init(yaml: String?) { self.yaml = yaml }

    private mutating func read(from buffer: UnsafeBufferPointer<UInt8>) {
        yaml_parser_initialize(&parser)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
    }

    private mutating func root(streamingElementsTo element: ((StreamedItem) throws -> Void)?) throws -> YAMLNode? {
        var event = try next()                       // stream start
        event.delete()
        event = try next()
        if event.type == YAML_STREAM_END_EVENT { event.delete(); return nil }
        event.delete()                               // document start
        let first = try next()
        let node = try load(first, streamingElementsTo: element)
        try next().delete()                          // document end
        let end = try next()
        defer { end.delete() }
        guard end.type == YAML_STREAM_END_EVENT else {
            throw YAMLSyntaxError.composer(context: YAMLSyntaxError.Context(text: "expected a single document in the stream",
                                                                           mark: YAMLMark(line: 1, column: 1)),
                                           problem: "but found another document", mark: end.startMark)
        }
        return node
    }

    /// Builds the node that starts with `event`, which it deletes. Given `element`, the node is
    /// the root: the items of its mapping's `elements` list go to `element` instead.
    private mutating func load(_ event: Event, streamingElementsTo element: ((StreamedItem) throws -> Void)? = nil) throws -> YAMLNode {
        let mark = event.startMark
        if event.type == YAML_SEQUENCE_START_EVENT || event.type == YAML_MAPPING_START_EVENT {
            depth += 1
            guard depth <= Self.maximumDepth else {
                event.delete()
                throw YAMLSyntaxError.parser(context: YAMLSyntaxError.Context(text: "while parsing", mark: mark),
                                             problem: "lists and mappings nest more than \(Self.maximumDepth) deep", mark: mark)
            }
        }
        defer { if event.type == YAML_SEQUENCE_START_EVENT || event.type == YAML_MAPPING_START_EVENT { depth -= 1 } }
        switch event.type {
        case YAML_ALIAS_EVENT:
            let name = Self.text(event.raw.data.alias.anchor)
            event.delete()
            guard let name, let node = anchors[name] else {
                throw YAMLSyntaxError.composer(context: nil, problem: "found undefined alias", mark: mark)
            }
            return node
        case YAML_SCALAR_EVENT:
            let scalar = event.raw.data.scalar
            let text = scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
            let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE || scalar.style == YAML_ANY_SCALAR_STYLE
            let anchor = Self.text(scalar.anchor)
            event.delete()
            return register(YAMLNode(content: .scalar(.init(string: text, isPlain: isPlain)), mark: mark), anchor)
        case YAML_SEQUENCE_START_EVENT:
            let anchor = Self.text(event.raw.data.sequence_start.anchor)
            event.delete()
            var items: [YAMLNode] = []
            while true {
                let next = try next()
                if next.type == YAML_SEQUENCE_END_EVENT { next.delete(); break }
                items.append(try load(next))
            }
            return register(YAMLNode(content: .sequence(items), mark: mark), anchor)
        case YAML_MAPPING_START_EVENT:
            let anchor = Self.text(event.raw.data.mapping_start.anchor)
            event.delete()
            var pairs: [YAMLMapping.Entry] = []
            // Room for the few keys nearly every mapping has, made once rather than grown twice.
            pairs.reserveCapacity(4)
            try readPairs(from: try next(), into: &pairs, streamingElementsTo: element)
            try Self.checkDuplicates(pairs)
            return register(YAMLNode(content: .mapping(YAMLMapping(entries: pairs)), mark: mark), anchor)
        default:
            event.delete()
            throw YAMLSyntaxError.composer(context: nil, problem: "unexpected YAML event", mark: mark)
        }
    }

    /// Reads a mapping's pairs, from `first` (its first key's event, or its end) to its end.
    /// Given `element`, the mapping is the root, whose `elements` list is streamed.
    private mutating func readPairs(from first: Event, into pairs: inout [YAMLMapping.Entry],
                                    streamingElementsTo element: ((StreamedItem) throws -> Void)?) throws {
        var next = first
        while next.type != YAML_MAPPING_END_EVENT {
            let key = try load(next)
            let value = try self.next()
            if let element, key.scalar?.string == "elements", value.type == YAML_SEQUENCE_START_EVENT,
               value.raw.data.sequence_start.anchor == nil {
                pairs.append(YAMLMapping.Entry(key: key, value: try stream(value, to: element)))
            } else {
                pairs.append(YAMLMapping.Entry(key: key, value: try load(value)))
            }
            next = try self.next()
        }
        next.delete()
    }

    /// Hands each item of the list that starts with `event` to `element`; returns an empty list
    /// in its place. (A list with an anchor is never streamed: an alias would repeat it.)
    private mutating func stream(_ event: Event, to element: (StreamedItem) throws -> Void) throws -> YAMLNode {
        let mark = event.startMark
        event.delete()
        depth += 1
        defer { depth -= 1 }
        while true {
            let next = try next()
            if next.type == YAML_SEQUENCE_END_EVENT { next.delete(); break }
            if next.type == YAML_MAPPING_START_EVENT, next.raw.data.mapping_start.anchor == nil, depth < Self.maximumDepth {
                let mark = next.startMark
                next.delete()
                try element(try streamedMapping(at: mark))
            } else {
                try element(.node(try load(next)))
            }
        }
        return YAMLNode(content: .sequence([]), mark: mark)
    }

    /// An item of a streamed list that is a mapping, its start read: a mapping of one key (an
    /// element, nearly always) is handed over as that key and its value, with no mapping made.
    private mutating func streamedMapping(at mark: YAMLMark) throws -> StreamedItem {
        depth += 1
        defer { depth -= 1 }
        var pairs: [YAMLMapping.Entry] = []
        let first = try next()
        if first.type != YAML_MAPPING_END_EVENT {
            let key = try load(first), value = try load(try next())
            let after = try next()
            if after.type == YAML_MAPPING_END_EVENT {
                after.delete()
                return .pair(key: key, value: value)
            }
            pairs.reserveCapacity(4)
            pairs.append(YAMLMapping.Entry(key: key, value: value))
            try readPairs(from: after, into: &pairs, streamingElementsTo: nil)
            try Self.checkDuplicates(pairs)
        } else {
            first.delete()
        }
        return .node(YAMLNode(content: .mapping(YAMLMapping(entries: pairs)), mark: mark))
    }

    private mutating func register(_ node: YAMLNode, _ anchor: String?) -> YAMLNode {
        if let anchor { anchors[anchor] = node }
        return node
    }

    /// A key given twice: the duplicated keys in order, placed at the first one's first use.
    private static func checkDuplicates(_ pairs: [YAMLMapping.Entry]) throws {
        guard pairs.count > 1 else { return }
        // A mapping of a few keys (nearly all of them) is compared pair by pair, without hashing.
        if pairs.count <= 8 {
            var clash = false
            for i in pairs.indices where pairs[i].name != nil {
                for j in pairs.index(after: i)..<pairs.endIndex
                where pairs[j].nameLength == pairs[i].nameLength && pairs[j].name == pairs[i].name { clash = true }
            }
            guard clash else { return }
        }
        var seen: [String: YAMLMark] = [:], duplicated: [String: YAMLMark] = [:]
        for entry in pairs {
            guard let name = entry.name else { continue }
            if let first = seen[name] { duplicated[name] = duplicated[name] ?? first } else { seen[name] = entry.key.mark }
        }
        guard let first = duplicated.keys.min() else { return }
        throw YAMLSyntaxError.duplicatedKeys(duplicated.keys.sorted(), mark: duplicated[first]!)
    }

    private mutating func next() throws -> Event {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else { throw YAMLSyntaxError(parser: parser, yaml: yaml) }
        return Event(raw: event)
    }

    private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// One libyaml event; `delete()` frees what libyaml allocated for it.
    private struct Event {
        var raw: yaml_event_t
        var type: yaml_event_type_t { raw.type }
        var startMark: YAMLMark { YAMLMark(line: raw.start_mark.line + 1, column: raw.start_mark.column + 1) }
        func delete() {
            var copy = raw
            yaml_event_delete(&copy)
        }
    }
}

/// What libyaml (or the composer) could not read, and where.
enum YAMLSyntaxError: Error {
    /// libyaml's description of what it was reading.
    struct Context {
        let text: String
        let mark: YAMLMark
    }

    /// libyaml's reader: a byte that is not text (a control character, say), at its offset in
    /// the UTF-8.
    case reader(problem: String, byteOffset: Int?)
    case scanner(context: Context?, problem: String, mark: YAMLMark)
    case parser(context: Context?, problem: String, mark: YAMLMark)
    case composer(context: Context?, problem: String, mark: YAMLMark)
    case duplicatedKeys([String], mark: YAMLMark)

    init(parser: yaml_parser_t, yaml: String?) {
        let problem = parser.problem.map { String(cString: $0) } ?? "the document cannot be read as YAML"
        let mark = YAMLMark(line: parser.problem_mark.line + 1, column: parser.problem_mark.column + 1)
        let context = parser.context.map {
            Context(text: String(cString: $0), mark: YAMLMark(line: parser.context_mark.line + 1, column: parser.context_mark.column + 1))
        }
        switch parser.error {
        case YAML_READER_ERROR:
            // The bad byte's offset, placed by the source's lines (``SourceLines``).
            self = .reader(problem: problem, byteOffset: yaml.flatMap { parser.problem_offset <= $0.utf8.count ? parser.problem_offset : nil })
        case YAML_SCANNER_ERROR: self = .scanner(context: context, problem: problem, mark: mark)
        case YAML_PARSER_ERROR: self = .parser(context: context, problem: problem, mark: mark)
        default: self = .composer(context: context, problem: problem, mark: mark)
        }
    }
}
