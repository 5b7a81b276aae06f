import FoundationEssentials
import Speakable

/// The quick way through a JSON capture: Foundation's `JSONDecoder` (several times faster than
/// libyaml's events on such files) into small `Decodable` records. It gives no lines, so it
/// stands aside, and the located readers (``AccessibilitySnapshotReader``, ``IDBReader``) read
/// the capture, whenever anything must be reported: a malformed capture, an unexpected value, an
/// unknown trait or container. For a capture that reads cleanly both give the same screen.
enum JSONCaptureFastPath {
    /// The capture format a JSON text's start shows: a first key `element` or `container` is
    /// AccessibilitySnapshot's, an `AX…` key in the first object idb's; `nil` otherwise. It is
    /// given the text's first 4 KB.
    static func sniff(_ head: [UInt8]) -> CaptureFormat? {
        var index = 0
        func skipSpace() { while index < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[index]) { index += 1 } }
        skipSpace()
        if index < head.count, head[index] == UInt8(ascii: "[") { index += 1; skipSpace() }
        guard index < head.count, head[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        skipSpace()
        for key in ["\"element\"", "\"container\""] where head[index...].starts(with: Array(key.utf8)) { return .accessibilitySnapshot }
        let text = String(decoding: head, as: UTF8.self)
        return ["\"AXLabel\"", "\"AXValue\"", "\"AXUniqueId\"", "\"AXFrame\""].contains(where: text.contains) ? .idb : nil
    }

    /// The capture's elements, or `nil` when the located reader must read it.
    static func read(_ bytes: Data, format: CaptureFormat) -> CapturedScreen? {
        guard isPlainJSON(bytes, nestingLimit: CaptureScreenBuilder.maximumDepth * 2) else { return nil }
        let decoder = JSONDecoder()
        switch format {
        case .accessibilitySnapshot:
            guard let nodes = try? decoder.decode(OneOrMany<SnapshotNode>.self, from: bytes).items,
                  let roots = try? nodes.map({ try $0.element(depth: 0) }) else { return nil }
            return CapturedScreen(format: format, roots: roots)
        case .idb:
            guard let nodes = try? decoder.decode(OneOrMany<IDBNode>.self, from: bytes).items,
                  let roots = try? nodes.map({ try $0.element(depth: 0) }) else { return nil }
            return CapturedScreen(format: format, roots: roots)
        default:
            return nil
        }
    }

    /// Whether the quick way may read `bytes`: brackets nest no deeper than `limit`, strings
    /// aside, and no object gives a key twice.
    ///
    /// Foundation's JSONDecoder (Swift 6.3.1) traps, rather than throws, on some input cut off
    /// deep inside its own nesting limit (513 `[` and the end: the capture fuzz found it), so deep
    /// input goes to libyaml, whose readers refuse it with a located error. And it keeps one of
    /// two values given for a key where the located reader refuses the object: an idb element
    /// with `type` given twice was a button holding a password on one path and an error on the
    /// other. A key given twice (or written with an escape, which could spell another key) goes
    /// to the located reader, so every path refuses it alike.
    static func isPlainJSON(_ bytes: Data, nestingLimit limit: Int) -> Bool {
        // The keys of the open objects, as FNV-1a hashes of their bytes, one run per object;
        // `starts` holds where each open container's run begins (-1 for a list). An object's
        // keys are compared with each other only: a repeat, or the rare collision, or an object
        // of more than 32 keys (which a capture's elements never have, and which would make
        // the comparisons grow with the square) sends the capture the careful way.
        var keys: [UInt64] = [], starts: [Int] = []
        keys.reserveCapacity(256)
        var expectingKey = false, inString = false, escaped = false, isKey = false, hasEscape = false
        var hash: UInt64 = 0
        return bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            for byte in buffer {
                if inString {
                    if escaped { escaped = false; continue }
                    if byte == UInt8(ascii: "\\") { escaped = true; hasEscape = true; continue }
                    guard byte == UInt8(ascii: "\"") else {
                        if isKey { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
                        continue
                    }
                    inString = false
                    if isKey {
                        guard !hasEscape, let start = starts.last, start >= 0, keys.count - start < 32,
                              !keys[start...].contains(hash) else { return false }
                        keys.append(hash)
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                    isKey = expectingKey
                    expectingKey = false
                    hasEscape = false
                    hash = 0xcbf29ce484222325
                case UInt8(ascii: "{"):
                    starts.append(keys.count)
                    expectingKey = true
                    if starts.count > limit { return false }
                case UInt8(ascii: "["):
                    starts.append(-1)
                    expectingKey = false
                    if starts.count > limit { return false }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if let start = starts.popLast(), start >= 0 { keys.removeSubrange(start...) }
                    expectingKey = false
                case UInt8(ascii: ","):
                    expectingKey = (starts.last ?? -1) >= 0
                default: break
                }
            }
            return true
        }
    }

    /// Why the quick way stands aside.
    struct StandAside: Error {}

    /// A list of nodes, or one node alone.
    struct OneOrMany<Node: Decodable>: Decodable {
        var items: [Node]
        init(from decoder: any Decoder) throws {
            if let list = try? [Node](from: decoder) { items = list } else { items = [try Node(from: decoder)] }
        }
    }

    /// A string, or a number or boolean read as its text (as the located readers read them).
    struct Text: Decodable {
        var text: String
        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let string = try? value.decode(String.self) { text = string; return }
            if let integer = try? value.decode(Int.self) { text = String(integer); return }
            if let flag = try? value.decode(Bool.self) { text = flag ? "true" : "false"; return }
            throw StandAside()   // a float's text as written is not known here
        }
    }

    // MARK: AccessibilitySnapshot

    struct SnapshotNode: Decodable {
        var element: ElementBody?
        var container: ContainerBody?

        struct ElementBody: Decodable {
            var _0: SnapshotElement
            var traversalIndex: Int?
        }
        struct ContainerBody: Decodable {
            var _0: ContainerInfo
            var children: [SnapshotNode]?
        }
        struct ContainerInfo: Decodable {
            var type: [String: GroupInfo]?
        }
        struct GroupInfo: Decodable {
            var label: Text?
        }

        func element(depth: Int) throws -> CapturedElement {
            guard depth < CaptureScreenBuilder.maximumDepth else { throw StandAside() }
            if let element, container == nil {
                var captured = try element._0.captured()
                captured.traversalIndex = element.traversalIndex
                return captured
            }
            guard let container, element == nil else { throw StandAside() }
            var captured = CapturedElement(line: 0, column: 0)
            if let type = container._0.type {
                guard type.count == 1, let (name, info) = type.first, let kind = CapturedContainer(rawValue: name) else { throw StandAside() }
                captured.container = kind
                if kind == .semanticGroup { captured.label = info.label?.text ?? "" }
            }
            captured.children = try (container.children ?? []).map { try $0.element(depth: depth + 1) }
            // A container inside a data table is reported, with its line (S14): the located reader's.
            if captured.container == .dataTable, captured.children.contains(where: { $0.container != nil }) { throw StandAside() }
            return captured
        }
    }

    /// An element's properties, read by the format's one mapping (``JSONCaptureMapping``).
    struct SnapshotElement: Decodable {
        typealias CodingKeys = JSONCaptureMapping.SnapshotKey
        /// The element as far as the mapping's text fields fill it.
        var fields = CapturedElement(line: 0, column: 0)
        var description: String?
        var traits: Traits?
        var customActions: [String]?
        var customContent: [Content]?
        var customRotors: [Rotor]?
        var shape: Shape?

        init(from decoder: any Decoder) throws {
            let object = try decoder.container(keyedBy: CodingKeys.self)
            try object.fill(&fields, JSONCaptureMapping.snapshotTexts)
            description = try object.decodeIfPresent(String.self, forKey: .description)
            traits = try object.decodeIfPresent(Traits.self, forKey: .traits)
            customActions = try object.decodeIfPresent([String].self, forKey: .customActions)
            customContent = try object.decodeIfPresent([Content].self, forKey: .customContent)
            customRotors = try object.decodeIfPresent([Rotor].self, forKey: .customRotors)
            shape = try object.decodeIfPresent(Shape.self, forKey: .shape)
        }

        struct Content: Decodable {
            typealias CodingKeys = JSONCaptureMapping.ContentKey
            var label, value: String?
        }
        struct Rotor: Decodable {
            typealias CodingKeys = JSONCaptureMapping.RotorKey
            var name: String?
            var resultMarkers: [Marker]?
            struct Marker: Decodable {
                typealias CodingKeys = JSONCaptureMapping.MarkerKey
                var elementDescription, rangeDescription: String?
            }
        }
        struct Shape: Decodable {
            typealias CodingKeys = JSONCaptureMapping.ShapeKey
            var type: String?
            var frame: Frame?
            var pathElements: [PathElement]?
        }

        /// A list of trait names, or (some encoders) UIAccessibilityTraits' raw number.
        enum Traits: Decodable {
            case names([String]), raw(UInt64)

            init(from decoder: any Decoder) throws {
                let value = try decoder.singleValueContainer()
                // Names first, as AccessibilitySnapshot writes them: a failed try costs a decoding
                // error whose coding path is as long as the element is deep, so trying the rare
                // form first made nested containers cost the square of their depth.
                if let names = try? value.decode([String].self) { self = .names(names) } else { self = .raw(try value.decode(UInt64.self)) }
            }
        }

        /// `{"move": {"to": [x, y]}}` and the other path elements; anything else stands aside.
        struct PathElement: Decodable {
            var move, line: End?
            var quadCurve: QuadCurve?
            var curve: Curve?
            var closeSubpath: Empty?

            struct End: Decodable { var to: [Double] }
            struct QuadCurve: Decodable { var to, control: [Double] }
            struct Curve: Decodable { var to, control1, control2: [Double] }
            struct Empty: Decodable {}
        }

        /// The path's bounding box, as the located reader finds it.
        static func bounds(of elements: [PathElement]) throws -> ScreenFrame? {
            func point(_ pair: [Double]) throws -> PathBounds.Point {
                guard pair.count == 2 else { throw StandAside() }
                return .init(x: pair[0], y: pair[1])
            }
            var path = PathBounds()
            for element in elements {
                let given = [element.move != nil, element.line != nil, element.quadCurve != nil, element.curve != nil, element.closeSubpath != nil]
                guard given.count(where: { $0 }) == 1 else { throw StandAside() }
                if let end = element.move ?? element.line { path.add(try point(end.to)) }
                if let quad = element.quadCurve { path.addQuadCurve(to: try point(quad.to), control: try point(quad.control)) }
                if let curve = element.curve {
                    path.addCurve(to: try point(curve.to), control1: try point(curve.control1), control2: try point(curve.control2))
                }
            }
            return path.frame
        }

        /// `[[x, y], [width, height]]`, read without the generic nested arrays, which cost more
        /// than the rest of an element.
        struct Frame: Decodable {
            var x, y: Double
            var width: Double
            var height: Double

            init(from decoder: any Decoder) throws {
                var frame = try decoder.unkeyedContainer()
                var origin = try frame.nestedUnkeyedContainer()
                x = try origin.decode(Double.self)
                y = try origin.decode(Double.self)
                guard origin.isAtEnd else { throw StandAside() }
                var size = try frame.nestedUnkeyedContainer()
                width = try size.decode(Double.self)
                height = try size.decode(Double.self)
                guard size.isAtEnd, frame.isAtEnd else { throw StandAside() }
                // A frame that is not finite is dropped with a located warning (S9): the
                // located reader says where.
                guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else { throw StandAside() }
            }
        }

        func captured() throws -> CapturedElement {
            var element = fields
            element.capturedDescription = description
            var unknown: [String] = []
            let traits = switch self.traits {
            case .raw(let raw): CaptureTraits.traits(rawValue: raw, unknown: &unknown)
            case .names(let names): CaptureTraits.traits(named: names, unknown: &unknown)
            case nil: AccessibilityTraits()
            }
            guard unknown.isEmpty else { throw StandAside() }   // a warning, with its place
            element.take(traits: traits)
            element.customActions = customActions ?? []
            element.customContent = (customContent ?? []).map { CustomContent(label: $0.label ?? "", value: $0.value ?? "") }
            element.customRotors = (customRotors ?? []).map { rotor in
                CustomRotor(name: rotor.name ?? "", results: (rotor.resultMarkers ?? []).compactMap { marker in
                    let text = marker.elementDescription ?? ""
                    return text.isEmpty ? marker.rangeDescription : text
                })
            }
            if let shape, shape.type == "frame", let frame = shape.frame {
                element.frame = ScreenFrame(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            } else if let shape, shape.type == "path" {
                element.frame = try Self.bounds(of: shape.pathElements ?? [])
            }
            return element
        }
    }

    // MARK: idb

    /// An idb element, read by the format's one mapping (``JSONCaptureMapping``).
    struct IDBNode: Decodable {
        typealias CodingKeys = JSONCaptureMapping.IDBKey
        /// The element as far as the mapping's text fields fill it.
        var fields = CapturedElement(line: 0, column: 0)
        var role_description, AXFrame: String?
        var traits: [String]?
        var enabled: Bool?
        var custom_actions: [String]?
        var frame: Frame?
        var children: [IDBNode]?

        init(from decoder: any Decoder) throws {
            let object = try decoder.container(keyedBy: CodingKeys.self)
            try object.fill(&fields, JSONCaptureMapping.idbTexts)
            role_description = try object.decodeIfPresent(String.self, forKey: .role_description)
            AXFrame = try object.decodeIfPresent(String.self, forKey: .AXFrame)
            traits = try object.decodeIfPresent([String].self, forKey: .traits)
            enabled = try object.decodeIfPresent(Bool.self, forKey: .enabled)
            custom_actions = try object.decodeIfPresent([String].self, forKey: .custom_actions)
            frame = try object.decodeIfPresent(Frame.self, forKey: .frame)
            children = try object.decodeIfPresent([IDBNode].self, forKey: .children)
        }

        struct Frame: Decodable {
            typealias CodingKeys = JSONCaptureMapping.FrameKey
            var x, y, width, height: Double?
        }

        func element(depth: Int) throws -> CapturedElement {
            guard depth < CaptureScreenBuilder.maximumDepth else { throw StandAside() }
            var element = fields
            if let names = traits {
                var unknown: [String] = []
                let traits = CaptureTraits.traits(named: names, unknown: &unknown)
                guard unknown.allSatisfy(IDBReader.silentTraits.contains) else { throw StandAside() }
                element.take(traits: traits)
            }
            if let role = role_description, let traits = IDBReader.traits(ofRole: role) { element.take(traits: traits) }
            if enabled == false { element.isEnabled = false }
            element.customActions = custom_actions ?? []
            if let frame {
                // Not finite: dropped with a located warning, which the located reader gives (S9).
                guard [frame.x, frame.y, frame.width, frame.height].allSatisfy({ $0?.isFinite ?? true }) else { throw StandAside() }
                if let x = frame.x, let y = frame.y, let width = frame.width, let height = frame.height {
                    element.frame = ScreenFrame(x: x, y: y, width: width, height: height)
                } else {
                    element.hasEmptyFrame = (frame.width ?? 1) <= 0 || (frame.height ?? 1) <= 0
                }
            } else if let text = AXFrame, let frame = ScreenFrame(described: text) {
                guard frame.isFinite else { throw StandAside() }
                element.frame = frame
            }
            element.children = try (children ?? []).map { try $0.element(depth: depth + 1) }
            return element
        }
    }
}

extension KeyedDecodingContainer where Key: Sendable {
    /// Fills the text fields a format's mapping names, each from the first of its keys present
    /// (as ``JSONCaptureNode/fill(_:_:)`` does on the located path).
    func fill(_ element: inout CapturedElement, _ texts: [JSONCaptureMapping.Text<Key>]) throws {
        for text in texts {
            for key in text.keys {
                let found = text.readsNumbers ? try decodeIfPresent(JSONCaptureFastPath.Text.self, forKey: key)?.text
                    : try decodeIfPresent(String.self, forKey: key)
                if let found {
                    element[keyPath: text.field] = found
                    break
                }
            }
        }
    }
}
