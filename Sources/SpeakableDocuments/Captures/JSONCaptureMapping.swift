/// One mapping per JSON capture format from its keys to the fields of ``CapturedElement``
/// (issue 32, "one mapping per format"). The quick reader (``JSONCaptureFastPath``, through
/// `Decodable`) and the located readers (``AccessibilitySnapshotReader`` and ``IDBReader``,
/// through libyaml's nodes) both read an element through it: each key of an element is spelled
/// once, here, and an element's text fields are filled from one table on both paths, so the
/// paths cannot come to read a key differently.
enum JSONCaptureMapping {
    /// A text field of an element: the keys that may give it (the first present wins: idb's
    /// `help`, else `AXHint`) and the field it fills.
    struct Text<Key: CodingKey & Sendable>: Sendable {
        let keys: [Key]
        let field: WritableKeyPath<CapturedElement, String> & Sendable
        /// Whether the quick reader takes a number or boolean as its text, as the located reader
        /// always does (idb writes numbers for a switch's value and an old unique id). Elsewhere
        /// a number is rare, and sends the capture the careful way: the generic wrapper costs
        /// a third of the quick reading's time.
        var readsNumbers = false
    }

    // MARK: AccessibilitySnapshot

    /// The properties of an AccessibilitySnapshot element (`{"element": {"_0": {…}}}`).
    enum SnapshotKey: String, CodingKey, Sendable {
        case label, value, hint, identifier, description, traits, customActions, customContent, customRotors, shape
    }

    /// The element's text, as AccessibilitySnapshot names it.
    static let snapshotTexts: [Text<SnapshotKey>] = [
        Text(keys: [.label], field: \.label),
        Text(keys: [.value], field: \.value),
        Text(keys: [.hint], field: \.hint),
        Text(keys: [.identifier], field: \.identifier),
    ]

    /// An item of `customContent`.
    enum ContentKey: String, CodingKey, Sendable { case label, value }
    /// An item of `customRotors`, and a result of one (`resultMarkers`).
    enum RotorKey: String, CodingKey, Sendable { case name, resultMarkers }
    enum MarkerKey: String, CodingKey, Sendable { case elementDescription, rangeDescription }
    /// `shape`: `{"type": "frame", "frame": …}` or `{"type": "path", "pathElements": […]}`.
    enum ShapeKey: String, CodingKey, Sendable { case type, frame, pathElements }

    // MARK: idb

    /// The keys of an idb element (`idb ui describe-all`).
    enum IDBKey: String, CodingKey, Sendable {
        case type, AXLabel, AXValue, help, AXHint, AXUniqueId, placeholder, role_description, AXFrame
        case traits, enabled, custom_actions, frame, children
    }

    /// The element's text, as idb names it.
    static let idbTexts: [Text<IDBKey>] = [
        Text(keys: [.type], field: \.type),
        Text(keys: [.AXLabel], field: \.label),
        Text(keys: [.AXValue], field: \.value, readsNumbers: true),
        Text(keys: [.help, .AXHint], field: \.hint),
        Text(keys: [.AXUniqueId], field: \.identifier, readsNumbers: true),
        Text(keys: [.placeholder], field: \.placeholder),
    ]

    /// idb's `frame: {x, y, width, height}`.
    enum FrameKey: String, CodingKey, Sendable { case x, y, width, height }
}
