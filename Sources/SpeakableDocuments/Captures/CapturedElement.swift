import Speakable

/// One element of a capture as its format gives it, before it becomes controls: the readers of
/// the four formats make these, and ``CaptureScreenBuilder`` turns them into a screen.
struct CapturedElement {
    /// The element type without `XCUIElementType`: `Button`, `StaticText`, `Other`; empty when
    /// the format gives none (AccessibilitySnapshot).
    var type = ""
    var label = ""
    var value = ""
    var hint = ""
    var identifier = ""
    var placeholder = ""
    /// The traits the format names (AccessibilitySnapshot, idb, Appium's `traits`); `nil` when
    /// it names none, and they come from the type.
    var traits: AccessibilityTraits?
    var isEnabled = true
    var isSelected = false
    /// Appium's `accessible` attribute, when present.
    var isAccessible: Bool?
    var isVisible = true
    /// A frame of zero width or height: nothing a finger or VoiceOver can reach.
    var hasEmptyFrame = false
    var customActions: [String] = []
    var customContent: [CustomContent] = []
    /// AccessibilitySnapshot's own description of the element (imports spec §5).
    var capturedDescription: String?
    /// An AccessibilitySnapshot container's type; `nil` for an element.
    var container: CapturedContainer?
    /// AccessibilitySnapshot's `traversalIndex`: VoiceOver's order.
    var traversalIndex: Int?
    /// Where the element starts in the capture.
    var line = 1
    var column = 1
    var children: [CapturedElement] = []

    /// Takes the traits a capture names: notEnabled and selected become the element's flags
    /// (as a document's `enabled` and `selected`), the rest its traits.
    mutating func take(traits named: AccessibilityTraits) {
        traits = named.subtracting([.notEnabled, .selected])
        if named.contains(.notEnabled) { isEnabled = false }
        if named.contains(.selected) { isSelected = true }
    }

    /// Whether a frame written `{{x, y}, {w, h}}` (idb's `AXFrame`) has no width or height.
    static func isEmptyFrame(described text: String) -> Bool {
        let numbers = text.split(whereSeparator: { !"0123456789.-eE".contains($0) }).compactMap { Double($0) }
        return numbers.count == 4 && (numbers[2] <= 0 || numbers[3] <= 0)
    }
}

/// AccessibilitySnapshot's container types.
enum CapturedContainer: String {
    case list, landmark, tabBar, semanticGroup, dataTable
}

/// What a reader gives the builder.
struct CapturedScreen {
    var format: CaptureFormat
    var roots: [CapturedElement]
    /// Located warnings met while reading (unknown trait names, say).
    var warnings: [DocumentDiagnostic] = []
}
