import Speakable

/// The elements of an audited screen's stops, read where the tree holds them: every rule walks
/// them, and a copy of each element (a score of fields retained, then released) was a fifth of
/// what the audit of a task's screen cost (issue 34: a task audits each layer it walks). A rule
/// reads the fields it asks in place (`screen.elements[index].label`), copying nothing else.
struct AuditedStopElements: RandomAccessCollection {
    let stops: [FocusStop]

    var startIndex: Int { 0 }
    var endIndex: Int { stops.count }

    /// The stop's element, lent rather than copied.
    subscript(index: Int) -> AccessibilityElement {
        _read { yield stops[index].element }
    }
}
