/// What a data-table cell says besides its own label and value (C6): the header cells read
/// before it, its spans, its row (when it starts the row) and its column.
///
/// ```swift
/// TableCellSpeech(headers: [], row: 1, column: 1, rowSpan: 1, columnSpan: 1, isFirstInRow: true)
/// // with the label "A1": "A1. Row 1. Column 1."
/// ```
public struct TableCellSpeech: Hashable, Sendable {
    /// A header cell's label and value, read as `label: value. `, `label. ` or `value. `.
    public struct Header: Hashable, Sendable {
        /// The header's label.
        public var label: AccessibilityLabel
        /// The header's value, if any.
        public var value: AccessibilityValue?

        /// Creates a header.
        ///
        /// ```swift
        /// TableCellSpeech.Header(label: "Score", value: nil)
        /// ```
        public init(label: AccessibilityLabel, value: AccessibilityValue?) {
            self.label = label
            self.value = value
        }
    }

    /// The headers, row headers first.
    public var headers: [Header]
    /// The cell's first row, from 1.
    public var row: Int
    /// The cell's first column, from 1.
    public var column: Int
    /// How many rows it spans.
    public var rowSpan: Int
    /// How many columns it spans.
    public var columnSpan: Int
    /// Whether it starts its row, and so says `Row R.`
    public var isFirstInRow: Bool

    /// Creates what a cell says.
    ///
    /// ```swift
    /// TableCellSpeech(headers: [], row: 4, column: 1, rowSpan: 2, columnSpan: 1, isFirstInRow: true)
    /// ```
    public init(headers: [Header], row: Int, column: Int, rowSpan: Int, columnSpan: Int, isFirstInRow: Bool) {
        self.headers = headers
        self.row = row
        self.column = column
        self.rowSpan = rowSpan
        self.columnSpan = columnSpan
        self.isFirstInRow = isFirstInRow
    }
}
