import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments

/// Reads a capture from text.
func capture(_ text: String, path: String = "capture", format: CaptureFormat? = nil) throws -> ScreenDocument {
    try ScreenDocument(data: Data(text.utf8), path: path, format: format)
}

/// What `render` prints for a capture.
func renderedCapture(_ text: String, format: CaptureFormat? = nil) throws -> [String] {
    let document = try capture(text, format: format)
    return SpeechGenerator(voice: try .builtIn(document.locale)).render(document.screen).map(\.text)
}

/// The one error a capture gives, as printed.
func captureError(_ text: String, path: String = "capture", sourceLocation: SourceLocation = #_sourceLocation) -> String {
    do {
        _ = try capture(text, path: path)
        Issue.record("expected an error", sourceLocation: sourceLocation)
        return ""
    } catch {
        return "\(error)"
    }
}

/// An Appium page source around some elements.
func appium(_ elements: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" x="0" y="0" width="390" height="844">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844">
    \(elements)
        </XCUIElementTypeWindow>
      </XCUIElementTypeApplication>
    </AppiumAUT>
    """
}

/// An Appium element with a frame that is on screen.
func appiumElement(_ type: String, _ attributes: String = "", children: String = "") -> String {
    let open = "<XCUIElementType\(type) type=\"XCUIElementType\(type)\" \(attributes) enabled=\"true\" visible=\"true\" x=\"0\" y=\"100\" width=\"200\" height=\"44\""
    return children.isEmpty ? open + "/>" : open + ">\n" + children + "\n</XCUIElementType\(type)>"
}

/// The capture fixtures kept in the repository (Tests/Captures), with their paths from the
/// package root.
enum CaptureFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Captures")

    static var paths: [String] {
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { name in
            (name.hasSuffix(".json") || name.hasSuffix(".xml") || (name.hasSuffix(".txt") && !name.contains(".speech.")))
        }.sorted().map { root.appendingPathComponent($0).path }
    }
}
