/// The formats `speakable` reads a screen from (imports spec §1): its own screen documents and
/// the captures iOS teams already make of their apps' accessibility hierarchy.
///
/// ```swift
/// CaptureFormat(rawValue: "appium")   // .appium
/// CaptureFormat.detect(in: Array("<AppiumAUT></AppiumAUT>".utf8))   // .appium
/// ```
public enum CaptureFormat: String, CaseIterable, Hashable, Sendable {
    /// A Speakable screen document (YAML or JSON).
    case document
    /// cashapp/AccessibilitySnapshot's `AccessibilityHierarchy` JSON.
    case accessibilitySnapshot = "accessibility-snapshot"
    /// facebook/idb's `idb ui describe-all` JSON (flat or `--nested`).
    case idb
    /// An Appium (WebDriverAgent) page source, XML.
    case appium
    /// XCUITest's `print(app.debugDescription)` text.
    case xcuitest
    /// An Android capture: `adb shell uiautomator dump` XML or an Appium UiAutomator2 page
    /// source, both under `<hierarchy>` (talkback.md TB4).
    case uiautomator

    /// What a person calls it, for messages.
    public var title: String {
        switch self {
        case .document: "screen document"
        case .accessibilitySnapshot: "AccessibilitySnapshot capture"
        case .idb: "idb capture"
        case .appium: "Appium page source"
        case .xcuitest: "XCUITest element dump"
        case .uiautomator: "Android capture"
        }
    }

    /// The format of `bytes`, told by content alone (never by the file's name). JSON is told
    /// apart by its keys once parsed, so this says only "JSON capture or document" for JSON:
    /// it returns `.document` for anything that is not XML or an element dump.
    ///
    /// Every document is asked this, so it looks at what it is given (the first 4 KB, as
    /// documents are read); with `everywhere` it looks through all of `bytes` for a dump's
    /// header, which a file that did not read as a document is asked again (a dump pasted after
    /// a long test log, a page source after a long comment).
    public static func detect(in bytes: [UInt8], everywhere: Bool = false) -> CaptureFormat {
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "<") { return xmlFormat(bytes[index...]) ?? .document }
        return XCUITestDumpReader.looksLikeDump(bytes[index...], everywhere: everywhere) ? .xcuitest : .document
    }

    /// The format XML is told by its first element: `AppiumAUT` or an `XCUIElementType…` element
    /// for Appium (iOS), `hierarchy` for an Android capture (TB4).
    private static func xmlFormat(_ bytes: ArraySlice<UInt8>) -> CaptureFormat? {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")), open + 1 < bytes.endIndex else { return nil }
            let next = bytes[open + 1]
            if bytes[open...].starts(with: Array("<!--".utf8)) {   // a comment may hold '>'
                var end = open + 4
                while end + 2 < bytes.endIndex, !(bytes[end] == UInt8(ascii: "-") && bytes[end + 1] == UInt8(ascii: "-") && bytes[end + 2] == UInt8(ascii: ">")) { end += 1 }
                index = end + 3
                continue
            }
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {   // declaration, doctype
                guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                index = close + 1
                continue
            }
            let name = bytes[(open + 1)...].prefix { !([0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains($0)) }
            let text = String(decoding: name, as: UTF8.self)
            if text == "hierarchy" { return .uiautomator }
            return text == "AppiumAUT" || text.hasPrefix("XCUIElementType") ? .appium : nil
        }
        return nil
    }
}
