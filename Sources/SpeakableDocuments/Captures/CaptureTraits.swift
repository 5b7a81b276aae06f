import FoundationEssentials
import Speakable

/// Traits in captures: the names each format writes, and the traits an element type implies
/// where the format names none (imports spec §3).
enum CaptureTraits {
    /// The trait a capture's name stands for: UIKit's names (AccessibilitySnapshot) and their
    /// capitalised forms (idb, Appium), with the few names that differ from UIKit's.
    static func trait(named name: String) -> AccessibilityTraits? {
        let trimmed = name.trimmingSpaces()
        guard let first = trimmed.first else { return nil }
        let camel = first.lowercased() + trimmed.dropFirst()
        switch camel {
        case "textEntry": return .textField
        case "tabButton", "tab": return .tabBarItem
        case "toggle", "toggleButton": return .switchButton   // UIKit's toggleButton (iOS 17): a switch (imports spec §9)
        case "heading": return .header
        case "disabled": return .notEnabled
        default: return AccessibilityTraits(name: camel)
        }
    }

    /// Reads a list of trait names; names it does not know go to `unknown`.
    static func traits(named names: [String], unknown: inout [String]) -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        for name in names where !name.trimmingSpaces().isEmpty {
            if let trait = trait(named: name) { traits.insert(trait) } else { unknown.append(name) }
        }
        return traits
    }

    /// UIAccessibilityTraits' bits, as AccessibilitySnapshot's model numbers them, by the name
    /// the model writes for each (UIKit's public bits 0–16, then its private ones).
    static let bitNames: [(bit: Int, name: String)] = [
        (0, "button"), (1, "link"), (2, "image"), (3, "selected"), (4, "playsSound"), (5, "keyboardKey"),
        (6, "staticText"), (7, "summaryElement"), (8, "notEnabled"), (9, "updatesFrequently"), (10, "searchField"),
        (11, "startsMediaSession"), (12, "adjustable"), (13, "allowsDirectInteraction"), (14, "causesPageTurn"),
        (15, "tabBar"), (16, "header"), (18, "textEntry"), (21, "isEditing"), (24, "secureTextField"),
        (27, "backButton"), (28, "tabBarItem"), (47, "textArea"), (53, "switchButton"),
    ]

    /// Reads traits given as UIAccessibilityTraits' raw number (a model that encodes `traits` as
    /// an integer); bits it does not know go to `unknown` as `unknown(N)`, as the model names them.
    static func traits(rawValue: UInt64, unknown: inout [String]) -> AccessibilityTraits {
        var remaining = rawValue
        var names: [String] = []
        for (bit, name) in bitNames where rawValue & (1 << UInt64(bit)) != 0 {
            names.append(name)
            remaining &= ~(1 << UInt64(bit))
        }
        if remaining != 0 { unknown.append("unknown(\(remaining))") }
        return traits(named: names, unknown: &unknown)
    }

    /// The traits an element type implies (XCUIElementType names, idb's `type`).
    static func traits(ofType type: String) -> AccessibilityTraits {
        switch type {
        case "Button", "RadioButton", "CheckBox", "MenuItem", "MenuButton", "PopUpButton", "ToolbarButton",
             "DisclosureTriangle", "IncrementArrow", "DecrementArrow", "Key": [.button]
        case "StaticText": [.staticText]
        case "TextField", "ComboBox": [.textField]
        case "TextView", "TextArea": [.textField, .textArea]
        case "SecureTextField": [.secureTextField]
        case "SearchField": [.searchField]
        case "Switch", "Toggle": [.button, .switchButton]
        case "Slider", "PickerWheel", "PageIndicator", "Adjustable", "Stepper": [.adjustable]
        case "Image", "Icon": [.image]
        case "Link": [.link]
        case "Tab": [.button, .tabBarItem]
        case "Heading": [.header]
        default: []
        }
    }

    /// Every element type the readers know (XCUIElementType's names and idb's extra ones); any
    /// other is a warning, and is read as a plain container.
    static let knownTypes: Set<String> = [
        "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog", "Button", "RadioButton",
        "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox", "MenuButton", "ToolbarButton", "Popover",
        "Keyboard", "Key", "NavigationBar", "TabBar", "TabGroup", "Toolbar", "StatusBar", "Table", "TableRow", "TableColumn",
        "Outline", "OutlineRow", "Browser", "CollectionView", "Slider", "PageIndicator", "ProgressIndicator",
        "ActivityIndicator", "SegmentedControl", "Picker", "PickerWheel", "Switch", "Toggle", "Link", "Image", "Icon",
        "SearchField", "ScrollView", "ScrollBar", "StaticText", "TextField", "SecureTextField", "DatePicker", "TextView",
        "Menu", "MenuItem", "MenuBar", "MenuBarItem", "Map", "WebView", "IncrementArrow", "DecrementArrow", "Timeline",
        "RatingIndicator", "ValueIndicator", "SplitGroup", "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag", "Matte",
        "DockItem", "Ruler", "RulerMarker", "Grid", "LevelIndicator", "Cell", "LayoutArea", "LayoutItem", "Handle",
        "Stepper", "Tab", "TouchBar", "StatusItem", "TextArea", "Heading", "Adjustable", "Unknown",
    ]

    /// Types whose subtree a screen reader test leaves out: the software keyboard and the
    /// status bar belong to the system, not the app (imports spec §2).
    static let skippedTypes: Set<String> = ["Keyboard", "StatusBar"]

    /// Types that are focus stops by themselves (XCUITest dumps, and Appium page sources that
    /// carry no `accessible` attribute).
    static let stopTypes: Set<String> = [
        "Button", "RadioButton", "CheckBox", "MenuItem", "MenuButton", "PopUpButton", "ToolbarButton", "DisclosureTriangle",
        "StaticText", "TextField", "ComboBox", "TextView", "SecureTextField", "SearchField", "Switch", "Toggle", "Slider",
        "PickerWheel", "PageIndicator", "Image", "Icon", "Link", "Tab", "ProgressIndicator", "ActivityIndicator",
    ]
}
