import FoundationEssentials
import Speakable

/// Reads facebook/idb's `idb ui describe-all` JSON: a list of objects with `AXLabel`, `AXValue`,
/// `type` and `traits` (flat, or a tree through `children` with `--nested`).
enum IDBReader {
    /// Keys only idb writes.
    private static let markers: Set<String> = ["AXLabel", "AXValue", "AXUniqueId", "AXFrame", "role_description"]

    static func isCapture(_ root: YAMLNode) -> Bool {
        let first = root.sequence?.first ?? root
        guard let mapping = first.mapping else { return false }
        return mapping.contains { markers.contains($0.key.scalar?.string ?? "") }
    }

    static func read(_ root: YAMLNode, file: String) throws -> CapturedScreen {
        var reader = Reader()
        let top = JSONCaptureNode(node: root, file: file)
        let nodes = root.sequence != nil ? try top.items(of: "the capture") : [top]
        let roots = try nodes.map { try reader.element($0, depth: 0) }
        return CapturedScreen(format: .idb, roots: roots, warnings: reader.warnings)
    }

    private struct Reader {
        var warnings: [DocumentDiagnostic] = []

        mutating func element(_ node: JSONCaptureNode, depth: Int) throws -> CapturedElement {
            guard depth < CaptureScreenBuilder.maximumDepth else {
                throw node.error("elements nest more than \(CaptureScreenBuilder.maximumDepth) deep")
            }
            guard node.node.mapping != nil else { throw node.error("expected an element object, got \(node.kindName)") }
            try node.charge()
            var element = CapturedElement(line: node.line, column: node.column)
            // The format's one mapping (``JSONCaptureMapping``), as the quick reader reads it.
            typealias Key = JSONCaptureMapping.IDBKey
            try node.fill(&element, JSONCaptureMapping.idbTexts)
            if let names = node[Key.traits] {
                var unknown: [String] = []
                let traits = CaptureTraits.traits(named: try node.strings(Key.traits), unknown: &unknown)
                // idb names a few traits UIKit has no word for (Scrollable, say): they add no words.
                for name in unknown where !IDBReader.silentTraits.contains(name) {
                    warnings.append(names.warning("unknown trait '\(name)' ignored", key: Key.traits.stringValue))
                }
                element.take(traits: traits)
            }
            // idb's role description often says more than its type (a UISwitch's type is
            // CheckBox; its role description, "switch"): it adds to the traits, never replaces.
            if let role = try node.string(Key.role_description), let traits = IDBReader.traits(ofRole: role) { element.take(traits: traits) }
            if try node.bool(Key.enabled) == false { element.isEnabled = false }
            element.customActions = try node.strings(Key.custom_actions)
            try IDBReader.readFrame(of: node, into: &element)
            element.children = try node.list(Key.children).map { try self.element($0, depth: depth + 1) }
            return element
        }
    }

    /// The traits of an idb role description (the accessibility role's own words), or `nil` for
    /// a role that says nothing, whose element type then decides.
    static func traits(ofRole role: String) -> AccessibilityTraits? {
        switch role.lowercased() {
        case "button": [.button]
        case "switch", "toggle", "toggle button": [.button, .switchButton]
        case "tab": [.button, .tabBarItem]
        case "back button": [.button, .backButton]
        case "heading": [.header]
        case "text field": [.textField]
        case "text view", "text area": [.textField, .textArea]
        case "secure text field": [.secureTextField]
        case "search field", "search text field": [.searchField]
        case "slider", "adjustable", "picker", "stepper": [.adjustable]
        case "image": [.image]
        case "link": [.link]
        case "text": [.staticText]
        default: nil
        }
    }

    /// idb trait names that VoiceOver says nothing for.
    static let silentTraits: Set<String> = ["Scrollable", "None", "Unknown"]

    /// `frame: {x, y, width, height}` or the older `AXFrame: "{{x, y}, {w, h}}"`.
    static func readFrame(of node: JSONCaptureNode, into element: inout CapturedElement) throws {
        typealias Frame = JSONCaptureMapping.FrameKey
        if let frame = node[JSONCaptureMapping.IDBKey.frame], frame.node.mapping != nil {
            let width = try frame.number(Frame.width), height = try frame.number(Frame.height)
            if let x = try frame.number(Frame.x), let y = try frame.number(Frame.y), let width, let height {
                element.frame = ScreenFrame(x: x, y: y, width: width, height: height)
            } else {
                element.hasEmptyFrame = (width ?? 1) <= 0 || (height ?? 1) <= 0
            }
        } else if let text = try node.string(JSONCaptureMapping.IDBKey.AXFrame), let frame = ScreenFrame(described: text) {
            element.frame = frame
        }
    }
}
