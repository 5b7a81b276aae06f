import Speakable

/// One element of a capture as its format gives it, before it becomes controls: the readers of
/// the four formats make these, and ``CaptureScreenBuilder`` turns them into a screen.
struct CapturedElement {
    /// The element type without `XCUIElementType`: `Button`, `StaticText`, `Other`; empty when
    /// the format gives none (AccessibilitySnapshot).
    var type = ""
    /// The element's other type, when the format gives two that disagree (an Appium element
    /// named `XCUIElementTypeSecureTextField` whose `type` attribute says `TextField`): its
    /// traits add to ``type``'s, so neither can make a secure field plain.
    var otherType = ""
    var label = ""
    var value = ""
    var hint = ""
    var identifier = ""
    var placeholder = ""
    /// The traits the format names (AccessibilitySnapshot, idb, Appium's `traits`, idb's role
    /// description); `nil` when it names none. They add to what the type says and never replace
    /// it: WebDriverAgent writes `traits=""` on every text field, and an empty or partial list
    /// must not turn a `SecureTextField` into plain text (see ``resolvedTraits``).
    var traits: AccessibilityTraits?
    var isEnabled = true
    var isSelected = false
    /// Appium's `accessible` attribute, when present.
    var isAccessible: Bool?
    var isVisible = true
    /// A frame of zero width or height: nothing a finger or VoiceOver can reach.
    var hasEmptyFrame = false
    /// Where it is, when the format says.
    var frame: ScreenFrame? {
        didSet { if let frame { hasEmptyFrame = frame.isEmpty } }
    }
    /// The facts the element hands on whole to its control and its stop (custom actions and
    /// content, rotors, AccessibilitySnapshot's own description, imports §5): a fact a reader
    /// sets here needs no copying by the builder.
    var details = ElementDetails()
    var customActions: [String] {
        get { details.customActions }
        set { details.customActions = newValue }
    }
    var customContent: [CustomContent] {
        get { details.customContent }
        set { details.customContent = newValue }
    }
    /// The app's own rotors (AccessibilitySnapshot's `customRotors`).
    var customRotors: [CustomRotor] {
        get { details.customRotors }
        set { details.customRotors = newValue }
    }
    /// AccessibilitySnapshot's own description of the element (imports spec §5).
    var capturedDescription: String? {
        get { details.capturedDescription }
        set { details.capturedDescription = newValue }
    }
    /// An AccessibilitySnapshot container's type; `nil` for an element.
    var container: CapturedContainer?
    /// AccessibilitySnapshot's `traversalIndex`: VoiceOver's order.
    var traversalIndex: Int?
    /// Whether a control is among the descendants (set by the builder, leaves first).
    var holdsControl = false
    /// The first `traversalIndex` in this subtree (set by the builder, leaves first).
    var firstTraversalIndex: Int?
    /// Whether the element is, or holds, a focus stop (set by the builder, leaves first).
    var holdsStop = false
    /// Where the element starts in the capture.
    var line = 1
    var column = 1
    /// What an Android capture says about the node (talkback.md TB5).
    var android: AndroidNode? {
        get { details.android }
        set { details.android = newValue }
    }
    var children: [CapturedElement] = []

    /// What the element is: the traits its type implies together with every trait the capture
    /// names. A signal is only ever added, so a field that any signal calls secure is secure.
    var resolvedTraits: AccessibilityTraits {
        CaptureTraits.traits(ofType: type).union(CaptureTraits.traits(ofType: otherType)).union(traits ?? [])
    }

    /// Whether any signal says this element holds a secret.
    var isSecure: Bool { resolvedTraits.contains(.secureTextField) }

    /// Takes the traits a capture names: notEnabled and selected become the element's flags
    /// (as a document's `enabled` and `selected`), the rest its traits, added to any named
    /// before (a trait list and a role description both name traits).
    mutating func take(traits named: AccessibilityTraits) {
        traits = (traits ?? []).union(named.subtracting([.notEnabled, .selected]))
        if named.contains(.notEnabled) { isEnabled = false }
        if named.contains(.selected) { isSelected = true }
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
    /// The screen's size when the capture gives it apart from its nodes (an Appium Android
    /// source's root `width` and `height`, in pixels).
    var screenSize: ScreenSize?
    /// An Android capture's pixels per dp (talkback.md TB6).
    var density: AndroidDensity?
}

extension [CapturedElement] {
    /// The values of every element in these trees that any signal calls secure, wherever it is
    /// (hidden, under a keyboard, left out of an alert). Iterative: a capture may nest deep.
    var secureValues: Set<String> {
        var secrets: Set<String> = [], pending = self
        while let element = pending.popLast() {
            if element.isSecure, !element.value.isEmpty { secrets.insert(element.value) }
            pending += element.children
        }
        return secrets
    }

    /// The first element, in the capture's order, that any signal calls secure and whose value
    /// passes `test`: where the audit points. Iterative, as ``secureValues``.
    func firstSecureElement(where test: (String) -> Bool) -> CapturedElement? {
        var pending = Array(reversed())
        while let element = pending.popLast() {
            if element.isSecure, !element.value.isEmpty, test(element.value) { return element }
            pending += element.children.reversed()
        }
        return nil
    }
}
