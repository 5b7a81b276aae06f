/// Where an element's entry is in its source (a document's or a capture's line and column),
/// held in place by an element rather than in its box of extras: a task reads every screen it
/// walks with its elements located, and a box made for each element only to hold its line cost
/// a tenth of the walk (issue 34).
struct SourcePoint: Hashable, Sendable {
    // `Int.min` is "not known": no source has such a line or column, and an `Int?` would take
    // a byte more and a word of padding each.
    private var storedLine = Int.min
    private var storedColumn = Int.min

    /// Nowhere.
    init() {}

    /// The line; `nil` when not known.
    var line: Int? {
        get { storedLine == .min ? nil : storedLine }
        set { storedLine = newValue ?? .min }
    }

    /// The column; `nil` when not known.
    var column: Int? {
        get { storedColumn == .min ? nil : storedColumn }
        set { storedColumn = newValue ?? .min }
    }
}
