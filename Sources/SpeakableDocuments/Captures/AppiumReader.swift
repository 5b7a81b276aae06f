import CXMLReader
import FoundationEssentials
import Glibc
import Speakable

/// Reads an Appium (WebDriverAgent) page source: `<AppiumAUT>` around `XCUIElementType…`
/// elements whose attributes are `type`, `name`, `label`, `value`, `enabled`, `visible`,
/// `accessible`, `x`, `y`, `width`, `height`, `placeholderValue`, `traits` and `customActions`.
/// The XML is read by libxml2's pull reader.
enum AppiumReader {
    /// How many attributes one element may have: WebDriverAgent writes about fifteen.
    static let maximumAttributes = 256

    static func read(_ bytes: [UInt8], file: String) throws -> CapturedScreen {
        try XMLCaptureReader.read(bytes, file: file, maximumAttributes: maximumAttributes, element: "an element") { try parse($0, file: file) }
    }

    private static func parse(_ reader: OpaquePointer, file: String) throws -> CapturedScreen {
        var stack: [CapturedElement] = [CapturedElement()]   // a root that collects the top elements
        var warnings: [DocumentDiagnostic] = []
        var unknownTypes: Set<String> = []
        while true {
            switch speakable_xml_next(reader) {
            case Int32(SPEAKABLE_XML_START):
                guard stack.count <= CaptureScreenBuilder.maximumDepth else {
                    throw XMLCaptureReader.located(file, speakable_xml_line(reader), 1, "elements nest more than \(CaptureScreenBuilder.maximumDepth) deep")
                }
                let name = String(cString: speakable_xml_name(reader))
                var element = CapturedElement(line: Int(speakable_xml_line(reader)), column: 1)
                element.type = strippedType(name)
                try attributes(reader, into: &element, warnings: &warnings, file: file)
                if element.type != "AppiumAUT", !CaptureTraits.knownTypes.contains(element.type), unknownTypes.insert(element.type).inserted {
                    warnings.append(DocumentDiagnostic(severity: .warning, file: file, line: element.line, column: 1, keyPath: "type",
                                                       message: "unknown element type '\(element.type)'; read as a container"))
                }
                stack.append(element)
            case Int32(SPEAKABLE_XML_CLOSE):
                let element = stack.removeLast()
                if stack.isEmpty { stack.append(CapturedElement()) }
                stack[stack.count - 1].children.append(element)
            case Int32(SPEAKABLE_XML_END):
                let root = stack.first!
                // `<AppiumAUT>` is a wrapper: its children are the capture.
                let roots = root.children.flatMap { $0.type == "AppiumAUT" ? $0.children : [$0] }
                return CapturedScreen(format: .appium, roots: roots, warnings: warnings)
            default:
                var line: Int32 = 1, column: Int32 = 1
                let message = String(cString: speakable_xml_error(reader, &line, &column))
                throw XMLCaptureReader.located(file, line, column, "malformed XML: \(message)")
            }
        }
    }

    private static func attributes(_ reader: OpaquePointer, into element: inout CapturedElement,
                                   warnings: inout [DocumentDiagnostic], file: String) throws {
        var name: UnsafePointer<CChar>?, value: UnsafePointer<CChar>?
        var attributeName = "", label: String?, x: Double?, y: Double?, width: Double?, height: Double?, named: AccessibilityTraits?
        while speakable_xml_attribute(reader, &name, &value) == 1 {
            // Names are compared as C strings, and text is made only for the attributes read:
            // an element has a dozen attributes, most of them not wanted here.
            guard let name, let value, let key = Key(name) else { continue }
            switch key {
            case .type:
                // The attribute names the type the element's own name names; where they disagree,
                // the name is kept as the other type, whose traits still count (S1).
                let attributeType = strippedType(String(cString: value))
                if attributeType != element.type { element.otherType = element.type }
                element.type = attributeType
            case .name: attributeName = String(cString: value)
            case .label: label = String(cString: value)
            case .value: element.value = String(cString: value)
            case .placeholderValue: element.placeholder = String(cString: value)
            case .enabled: element.isEnabled = strcmp(value, "false") != 0
            case .visible: element.isVisible = strcmp(value, "false") != 0
            case .selected: element.isSelected = strcmp(value, "true") == 0
            case .accessible: element.isAccessible = strcmp(value, "true") == 0
            case .x: x = Double(String(cString: value))
            case .y: y = Double(String(cString: value))
            case .width: width = Double(String(cString: value))
            case .height: height = Double(String(cString: value))
            case .traits:
                var unknown: [String] = []
                named = CaptureTraits.traits(named: String(cString: value).components(separatedBy: ","), unknown: &unknown)
                for trait in unknown {
                    warnings.append(DocumentDiagnostic(severity: .warning, file: file, line: element.line, column: 1, keyPath: "traits",
                                                       message: "unknown trait '\(trait)' ignored"))
                }
            case .customActions:
                element.customActions = String(cString: value).components(separatedBy: ",").map { $0.trimmingSpaces() }
                    .filter { !$0.isEmpty }
            }
        }
        // Appium's name is the identifier, or the label when there is no identifier.
        element.label = label ?? attributeName
        if !attributeName.isEmpty, attributeName != element.label { element.identifier = attributeName }
        if let named { element.take(traits: named) }
        if let width, let height {
            if let x, let y { element.frame = ScreenFrame(x: x, y: y, width: width, height: height) } else { element.hasEmptyFrame = width <= 0 || height <= 0 }
        }
    }

    /// The attributes read, found by their C names.
    private enum Key: Int, CaseIterable {
        case type, name, label, value, placeholderValue, enabled, visible, selected, accessible, x, y, width, height, traits, customActions

        /// Each case's name, NUL-terminated, in the order of the cases.
        private static let names: [[CChar]] = ["type", "name", "label", "value", "placeholderValue", "enabled", "visible", "selected",
                                               "accessible", "x", "y", "width", "height", "traits", "customActions"]
            .map { $0.utf8CString.map { $0 } }

        init?(_ name: UnsafePointer<CChar>) {
            for (index, candidate) in Self.names.enumerated() where candidate.withUnsafeBufferPointer({ strcmp(name, $0.baseAddress!) == 0 }) {
                self.init(rawValue: index)
                return
            }
            return nil
        }
    }

    /// `XCUIElementTypeButton` → `Button`, by UTF-8 bytes (by characters it was a tenth of the
    /// reading time).
    private static func strippedType(_ name: String) -> String {
        let prefix = "XCUIElementType".utf8
        guard name.utf8.starts(with: prefix) else { return name }
        return String(Substring(name.utf8.dropFirst(prefix.count)))
    }

}
