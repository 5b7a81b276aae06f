/// The list of a `choose` or `filter` prompt: its items, how many may be chosen, which start
/// chosen, and whether typing narrows it.
///
/// ```swift
/// var fruit = ChoiceList(["Apples", "Bananas", "Cherries"], header: "Pick a fruit")
/// fruit.limit = 2                 // choose up to two, with Space
/// fruit.selected = ["Bananas"]    // chosen at the start
/// fruit.filters = true            // type to narrow, as `speakable filter`
/// ```
public struct ChoiceList: Hashable, Sendable {
    /// The items, in the order shown.
    public var items: [String]
    /// Shown and spoken above the list.
    public var header: String?
    /// How many items may be chosen: 1 chooses with Enter alone; more select with Space
    /// first (`Int.max`: no limit).
    public var limit: Int
    /// Items chosen at the start (a single choice starts on the first of them).
    public var selected: [String]
    /// Whether typing narrows the list (fuzzy, case-insensitive, best match first).
    public var filters: Bool
    /// Shown, dim, while the filter is empty.
    public var placeholder: String
    /// The filter's text at the start (gum's `filter --value`).
    public var query: String = ""
    /// Whether Enter with no match is refused (a tone); `false`: the text typed is the answer
    /// (gum's `--no-strict`).
    public var strict: Bool = true
    /// The most items drawn at once (gum's `--height`); `nil`: as many as the terminal holds.
    public var height: Int?

    /// Creates a list.
    ///
    /// ```swift
    /// ChoiceList(["Yes", "No"])
    /// ```
    public init(_ items: [String], header: String? = nil, limit: Int = 1, selected: [String] = [],
                filters: Bool = false, placeholder: String = "", height: Int? = nil) {
        self.items = items
        self.header = header
        self.limit = max(limit, 1)
        self.selected = selected
        self.filters = filters
        self.placeholder = placeholder
        self.height = height.map { max($0, 1) }
    }

    /// Whether several items may be chosen.
    public var isMultiple: Bool { limit > 1 }
}
