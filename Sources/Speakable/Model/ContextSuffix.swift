/// Where a focus stop sits among others, spoken after its trait words (C1–C3).
///
/// ```swift
/// ContextSuffix.series(index: 1, count: 3)   // "1 of 3."
/// ContextSuffix.listStart                    // "List Start."
/// ```
public enum ContextSuffix: Hashable, Sendable {
    /// The stop's position in a series: a segment of a segmented control, an item of a tab bar
    /// (C1). `index` counts from 1.
    case series(index: Int, count: Int)
    /// The first stop of a list (C2).
    case listStart
    /// The last stop of a list with more than one stop (C2).
    case listEnd
    /// The first stop of a landmark (C3).
    case landmarkStart
    /// The last stop of a landmark with more than one stop (C3).
    case landmarkEnd

    /// Whether the suffix comes from a container (a list or landmark), which the `containers`
    /// verbosity setting can silence (V3).
    var isContainerEdge: Bool {
        if case .series = self { return false }
        return true
    }
}
