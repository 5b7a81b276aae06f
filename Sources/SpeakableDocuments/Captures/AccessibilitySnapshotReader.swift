import Speakable

/// Reads cashapp/AccessibilitySnapshot's `AccessibilityHierarchy` JSON: a list of single-key
/// objects, `{"element": {"_0": {…}, "traversalIndex": N}}` or
/// `{"container": {"_0": {"type": {"list": {}}, …}, "children": […]}}` (imports spec §1–§3).
enum AccessibilitySnapshotReader {
    /// A list (or one object) of `element` / `container` nodes.
    static func isCapture(_ root: YAMLNode) -> Bool {
        let first = root.sequence?.first ?? root
        guard let mapping = first.mapping, mapping.count == 1, let key = mapping[0].key.scalar?.string else { return false }
        return (key == "element" || key == "container") && mapping[0].value.mapping?["_0"] != nil
    }

    static func read(_ root: YAMLNode, file: String) throws -> CapturedScreen {
        var reader = Reader(file: file)
        let top = JSONCaptureNode(node: root, file: file)
        let nodes = root.sequence != nil ? try top.items(of: "the capture") : [top]
        let roots = try nodes.map { try reader.node($0, depth: 0) }
        return CapturedScreen(format: .accessibilitySnapshot, roots: roots, warnings: reader.warnings)
    }

    private struct Reader {
        let file: String
        var warnings: [DocumentDiagnostic] = []

        mutating func node(_ node: JSONCaptureNode, depth: Int) throws -> CapturedElement {
            guard depth < CaptureScreenBuilder.maximumDepth else {
                throw node.error("containers nest more than \(CaptureScreenBuilder.maximumDepth) deep")
            }
            try node.charge()
            guard node.keys.count == 1, let kind = node.keys.first, let body = node[kind], body.node.mapping != nil else {
                throw node.error("expected {\"element\": …} or {\"container\": …}, got \(node.kindName)")
            }
            guard let content = body["_0"], content.node.mapping != nil else {
                throw body.error("expected '_0', the \(kind)'s properties")
            }
            switch kind {
            case "element":
                var element = try self.element(content)
                element.traversalIndex = try body.integer("traversalIndex")
                return element
            case "container":
                var container = CapturedElement(line: node.line, column: node.column)
                if let type = content["type"], let name = type.keys.first {
                    container.container = CapturedContainer(rawValue: name)
                    if container.container == nil {
                        warnings.append(type.warning("unknown container type '\(name)'; its elements are read without it", key: "type"))
                    }
                    if name == "semanticGroup", let group = type[name] { container.label = try group.string("label") ?? "" }
                }
                container.children = try body.list("children").map { try self.node($0, depth: depth + 1) }
                return container
            default:
                throw node.error("expected {\"element\": …} or {\"container\": …}, got another key")
            }
        }

        mutating func element(_ content: JSONCaptureNode) throws -> CapturedElement {
            try content.charge()
            var element = CapturedElement(line: content.line, column: content.column)
            // The format's one mapping (``JSONCaptureMapping``), as the quick reader reads it.
            typealias Key = JSONCaptureMapping.SnapshotKey
            try content.fill(&element, JSONCaptureMapping.snapshotTexts)
            element.capturedDescription = try content.string(Key.description)
            var unknown: [String] = []
            // A list of names, or (some encoders) UIAccessibilityTraits' raw number.
            let traits = if let raw = content[Key.traits]?.node.scalar {
                CaptureTraits.traits(rawValue: try Self.rawTraits(raw.string, at: content[Key.traits]!), unknown: &unknown)
            } else {
                CaptureTraits.traits(named: try content.strings(Key.traits), unknown: &unknown)
            }
            for name in unknown { warnings.append((content[Key.traits] ?? content).warning("unknown trait '\(name)' ignored", key: Key.traits.stringValue)) }
            element.take(traits: traits)
            element.customActions = try content.list(Key.customActions).map { action in
                // `[String]` in the model; `{"name": …}` in some forks.
                if let name = action.node.scalar?.string { return name }
                return try action.string("name") ?? ""
            }
            element.customContent = try content.list(Key.customContent).map {
                CustomContent(label: try $0.string(JSONCaptureMapping.ContentKey.label) ?? "", value: try $0.string(JSONCaptureMapping.ContentKey.value) ?? "")
            }
            // `{name, resultMarkers: [{elementDescription, rangeDescription, shape}], limit}`:
            // each result says its element's description (or its range's).
            typealias Rotor = JSONCaptureMapping.RotorKey
            typealias Marker = JSONCaptureMapping.MarkerKey
            typealias Shape = JSONCaptureMapping.ShapeKey
            element.customRotors = try content.list(Key.customRotors).map { rotor in
                CustomRotor(name: try rotor.string(Rotor.name) ?? "", results: try rotor.list(Rotor.resultMarkers).compactMap { marker in
                    let text = try marker.string(Marker.elementDescription) ?? ""
                    return text.isEmpty ? try marker.string(Marker.rangeDescription) : text
                })
            }
            if let shape = content[Key.shape] {
                switch try shape.string(Shape.type) {
                case "frame": if let frame = shape[Shape.frame] { element.frame = try Self.frame(frame) }
                case "path": element.frame = try Self.pathBounds(shape.list(Shape.pathElements))
                default: break
                }
            }
            return element
        }

        /// UIAccessibilityTraits' raw number: a whole number from 0 to 2⁶⁴ − 1.
        static func rawTraits(_ text: String, at node: JSONCaptureNode) throws -> UInt64 {
            guard let value = UInt64(text) else { throw node.error("expected a list of trait names, or their raw number, for 'traits'") }
            return value
        }

        /// A path's bounding box (`[{"move": {"to": [x, y]}}, {"line": …}, {"quadCurve": …},
        /// {"curve": …}, {"closeSubpath": {}}]`); nil for a path with no point.
        static func pathBounds(_ elements: [JSONCaptureNode]) throws -> ScreenFrame? {
            var path = PathBounds()
            for element in elements {
                guard element.keys.count == 1, let kind = element.keys.first, let body = element[kind] else {
                    throw element.error("expected a path element: {\"move\": …}, {\"line\": …}, {\"quadCurve\": …}, {\"curve\": …} or {\"closeSubpath\": {}}")
                }
                func point(_ key: String) throws -> PathBounds.Point {
                    guard let node = body[key], let pair = node.node.sequence, pair.count == 2,
                          let x = pair[0].scalar.flatMap({ Double($0.string) }), let y = pair[1].scalar.flatMap({ Double($0.string) }) else {
                        throw (body[key] ?? body).error("expected '\(key)', a point [x, y]")
                    }
                    return .init(x: x, y: y)
                }
                switch kind {
                case "move", "line": path.add(try point("to"))
                case "quadCurve": path.addQuadCurve(to: try point("to"), control: try point("control"))
                case "curve": path.addCurve(to: try point("to"), control1: try point("control1"), control2: try point("control2"))
                case "closeSubpath": break
                default: throw element.error("unknown path element '\(kind)'; expected move, line, quadCurve, curve or closeSubpath")
                }
            }
            return path.frame
        }

        /// `[[x, y], [width, height]]`.
        static func frame(_ frame: JSONCaptureNode) throws -> ScreenFrame {
            let parts = frame.node.sequence ?? []
            func number(_ node: YAMLNode) -> Double? { node.scalar.flatMap { Double($0.string) } }
            guard parts.count == 2, let origin = parts[0].sequence, origin.count == 2, let size = parts[1].sequence, size.count == 2,
                  let x = number(origin[0]), let y = number(origin[1]), let width = number(size[0]), let height = number(size[1]) else {
                throw frame.error("expected a frame [[x, y], [width, height]]")
            }
            return ScreenFrame(x: x, y: y, width: width, height: height)
        }
    }
}
