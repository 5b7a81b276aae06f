import CXMLReader
import FoundationEssentials
import Glibc
import Speakable

/// Reads an Android capture (talkback.md TB4, F§11): `adb shell uiautomator dump` XML (`<node>`
/// elements) or an Appium UiAutomator2 page source (elements named after their class), both
/// under `<hierarchy>`. The class is always taken from the `class` attribute: Appium's element
/// names lose `$` and the like. Every node keeps what the capture says in an `AndroidNode`, and
/// gets the ordinary fields too, so that VoiceOver can speak the capture as well.
///
/// A password node's text (TB8) is kept only as the value of a secure element, which the builder
/// turns into a `SecureText` of as many bullets: the node itself keeps only its length.
enum UIAutomatorReader {
    /// How many attributes one node may have: Appium 2026 writes about forty.
    static let maximumAttributes = 256

    static func read(_ bytes: [UInt8], file: String, densityDPI: Double? = nil) throws -> CapturedScreen {
        var screen = try XMLCaptureReader.read(bytes, file: file, maximumAttributes: maximumAttributes, element: "a node") { try parse($0, file: file) }
        screen.density = AndroidDensity(dpi: densityDPI, screen: screen)
        return screen
    }

    private static func parse(_ reader: OpaquePointer, file: String) throws -> CapturedScreen {
        var stack: [CapturedElement] = [CapturedElement()]   // a root that collects the top nodes
        var rootSize: (width: Double, height: Double)?
        var composeDepth = 0   // how many ComposeViews are open around the current node
        var isComposeView: [Bool] = [false]   // per element of `stack`
        var classNames = AndroidClassNames()
        while true {
            switch speakable_xml_next(reader) {
            case Int32(SPEAKABLE_XML_START):
                guard stack.count <= CaptureScreenBuilder.maximumDepth else {
                    throw XMLCaptureReader.located(file, speakable_xml_line(reader), 1, "elements nest more than \(CaptureScreenBuilder.maximumDepth) deep")
                }
                let name = classNames.entry(speakable_xml_name(reader))
                var element = CapturedElement(line: Int(speakable_xml_line(reader)), column: 1)
                var opensCompose = false
                if name.name == "hierarchy", stack.count == 1 {
                    element.type = "hierarchy"
                    rootSize = try rootAttributes(reader, file: file, line: element.line)
                } else {
                    // A dump's `<node>` without a class, or an Appium element whose `class` is
                    // blank, is a plain view (UIA2 names such an element `android.view.View`).
                    let named = name.name == "node" ? AndroidClassNames.plainView : name
                    var node = AndroidNode(className: named.name)
                    node.depth = stack.count - 2
                    node.isComposeDescendant = composeDepth > 0
                    let nodeClass = try attributes(reader, into: &element, node: &node, named: named, classNames: &classNames, file: file)
                    element.android = node
                    opensCompose = nodeClass.isComposeView
                    if opensCompose { composeDepth += 1 }
                }
                stack.append(element)
                isComposeView.append(opensCompose)
            case Int32(SPEAKABLE_XML_CLOSE):
                let element = stack.removeLast()
                if isComposeView.removeLast() { composeDepth -= 1 }
                if stack.isEmpty { stack.append(CapturedElement()); isComposeView.append(false) }
                stack[stack.count - 1].children.append(element)
            case Int32(SPEAKABLE_XML_END):
                // `<hierarchy>` is a wrapper: its nodes are the capture. They are moved out of
                // it, not copied: a dump may have a hundred thousand.
                var top: [CapturedElement] = [], roots: [CapturedElement] = []
                swap(&top, &stack[0].children)
                top.reverse()
                while var element = top.popLast() {
                    guard element.type == "hierarchy" else { roots.append(element); continue }
                    var nodes: [CapturedElement] = []
                    swap(&nodes, &element.children)
                    if roots.isEmpty { roots = nodes } else { roots += nodes }
                }
                var screen = CapturedScreen(format: .uiautomator, roots: roots)
                if let rootSize { screen.screenSize = ScreenSize(width: rootSize.width, height: rootSize.height) }
                return screen
            default:
                var line: Int32 = 1, column: Int32 = 1
                let message = String(cString: speakable_xml_error(reader, &line, &column))
                throw XMLCaptureReader.located(file, line, column, "malformed XML: \(message)")
            }
        }
    }

    static let composeView = "androidx.compose.ui.platform.ComposeView"

    /// The root's `width` and `height` (Appium), in pixels.
    private static func rootAttributes(_ reader: OpaquePointer, file: String, line: Int) throws -> (Double, Double)? {
        var name: UnsafePointer<CChar>?, value: UnsafePointer<CChar>?
        var width: Double?, height: Double?
        while speakable_xml_attribute(reader, &name, &value) == 1 {
            guard let name, let value else { continue }
            if strcmp(name, "width") == 0 { width = Double(String(cString: value)) }
            if strcmp(name, "height") == 0 { height = Double(String(cString: value)) }
        }
        guard let width, let height, width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// Reads a node's attributes into `node` and `element`; `named` is the class its element's
    /// name gives, and the class it ends with is returned.
    private static func attributes(_ reader: OpaquePointer, into element: inout CapturedElement, node: inout AndroidNode,
                                   named: AndroidClassNames.Entry, classNames: inout AndroidClassNames,
                                   file: String) throws -> AndroidClassNames.Entry {
        var name: UnsafePointer<CChar>?, value: UnsafePointer<CChar>?
        var text = "", passwordFlag = false, nodeClass = named
        while speakable_xml_attribute(reader, &name, &value) == 1 {
            guard let name, let value, let key = Key(name) else { continue }
            func flag() -> Bool { strcmp(value, "true") == 0 }
            switch key {
            case .className:
                if value.pointee != 0 {
                    nodeClass = classNames.entry(value)
                    node.className = nodeClass.name
                }
            case .text: text = String(cString: value)
            case .contentDescription: node.contentDescription = String(cString: value)
            case .resourceID: node.resourceID = String(cString: value)
            case .checkable: node.isCheckable = flag()
            case .checked: node.isChecked = flag()
            case .clickable: node.isClickable = flag()
            case .longClickable: node.isLongClickable = flag()
            case .focusable: node.isFocusable = flag()
            case .enabled: node.isEnabled = strcmp(value, "false") != 0
            case .selected: node.isSelected = flag()
            case .password: passwordFlag = flag()
            case .scrollable: node.isScrollable = flag()
            case .bounds:
                guard let frame = Self.frame(bounds: String(cString: value)) else {
                    // The value is not quoted: a mangled capture can run a password's text into it.
                    throw XMLCaptureReader.located(file, Int32(element.line), 1, "bounds is not [left,top][right,bottom] in pixels")
                }
                element.frame = frame
            case .index: node.index = Int(String(cString: value)) ?? 0
            case .displayed: node.isDisplayed = strcmp(value, "false") != 0
            case .hint: node.hintText = String(cString: value)
            case .showingHint: node.isShowingHint = flag()
            case .important: node.isImportant = flag()
            case .screenReaderFocusable: node.isScreenReaderFocusable = flag()
            case .heading: node.isHeading = flag()
            case .contentInvalid: node.isContentInvalid = flag()
            case .error: node.error = String(cString: value)
            case .tooltip: node.tooltip = String(cString: value)
            case .paneTitle: node.paneTitle = String(cString: value)
            case .clickableSpan: node.hasClickableSpan = flag()
            case .actions:
                node.actions = String(cString: value).split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
            case .isCollection: node.isCollection = flag()
            case .isCollectionItem: node.isCollectionItem = flag()
            case .inputType: node.inputType = Int(String(cString: value).trimmingSpaces())
            }
        }
        // TB8: either signal makes the node a password, and its text is never kept on the node.
        node.isPassword = passwordFlag || node.inputType.map(isPasswordInputType) == true
        if node.isPassword {
            node.passwordCharacterCount = text.count
        } else {
            node.text = text
        }
        fill(&element, from: node, role: nodeClass.role, text: text)
        return nodeClass
    }

    /// Android's `InputType`: a text class with a password, visible-password or web-password
    /// variation, or a number class with the password variation.
    static func isPasswordInputType(_ type: Int) -> Bool {
        let typeClass = type & 0xF, variation = type & 0xFF0
        return typeClass == 0x1 && [0x80, 0x90, 0xE0].contains(variation) || typeClass == 0x2 && variation == 0x10
    }

    /// `[left,top][right,bottom]` in pixels; `nil` when it is not that.
    static func frame(bounds: String) -> ScreenFrame? {
        let numbers = bounds.split(whereSeparator: { "[],".contains($0) }).map { Double($0.trimmingSpaces()) }
        guard numbers.count == 4, let left = numbers[0], let top = numbers[1], let right = numbers[2], let bottom = numbers[3],
              [left, top, right, bottom].allSatisfy(\.isFinite) else { return nil }
        return ScreenFrame(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The ordinary fields VoiceOver reads, from what the node is: its class as the nearest
    /// XCUIElementType, its name, value and flags.
    private static func fill(_ element: inout CapturedElement, from node: AndroidNode, role: AndroidClass, text: String) {
        element.identifier = node.resourceID
        element.isEnabled = node.isEnabled
        element.isSelected = node.isSelected
        element.isVisible = node.isDisplayed
        if node.isHeading { element.traits = [.header] }
        if node.isPassword {
            element.type = "SecureTextField"
            element.label = node.contentDescription.isEmpty ? node.hintText : node.contentDescription
            element.value = text   // only ever inside a SecureText (see the type's note)
            return
        }
        switch role {
        case .editText:
            element.type = "TextField"
            element.label = node.contentDescription.isEmpty ? node.hintText : node.contentDescription
            element.placeholder = node.hintText
            let showingHint = node.isShowingHint ?? (!node.hintText.isEmpty && text == node.hintText)
            element.value = showingHint ? "" : text
            return
        case .switchControl:
            element.type = "Switch"
            element.value = node.isChecked ? "1" : "0"
        case .checkable:
            element.type = "Button"
            if node.isChecked { element.isSelected = true }
        case .button: element.type = "Button"
        case .image: element.type = node.isClickable ? "Button" : "Image"
        case .seekBar: element.type = "Slider"
        case .other: element.type = node.isClickable || node.isLongClickable ? "Button" : "StaticText"
        }
        element.label = node.contentDescription.isEmpty ? text : node.contentDescription
    }

    /// The attributes read, found by their C names.
    private enum Key: Int, CaseIterable {
        case className, text, contentDescription, resourceID, checkable, checked, clickable, longClickable, focusable, enabled, selected
        case password, scrollable, bounds, index, displayed, hint, showingHint, important, screenReaderFocusable, heading
        case contentInvalid, error, tooltip, paneTitle, clickableSpan, actions, isCollection, isCollectionItem, inputType

        /// Each case's name, NUL-terminated, in the order of the cases.
        private static let names: [[CChar]] = [
            "class", "text", "content-desc", "resource-id", "checkable", "checked", "clickable", "long-clickable", "focusable", "enabled",
            "selected", "password", "scrollable", "bounds", "index", "displayed", "hint", "showing-hint", "a11y-important",
            "screen-reader-focusable", "heading", "content-invalid", "error", "tooltip-text", "pane-title", "text-has-clickable-span",
            "actions", "is-collection", "is-collection-item", "input-type",
        ].map { $0.utf8CString.map { $0 } }

        init?(_ name: UnsafePointer<CChar>) {
            for (index, candidate) in Self.names.enumerated() where candidate.withUnsafeBufferPointer({ strcmp(name, $0.baseAddress!) == 0 }) {
                self.init(rawValue: index)
                return
            }
            return nil
        }
    }

}
