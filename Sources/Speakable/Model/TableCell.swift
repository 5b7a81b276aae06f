/// Where a cell sits in a data table (phrasing C6): its row and column from 1, how many rows
/// and columns it spans, and whether it is a header for its row or column.
///
/// ```swift
/// Button("B2").tableCell(TableCell(row: 2, column: 2, columnSpan: 2))
/// // in a data table: "B2. Spans 2 columns. Column 2. Button."
/// ```
public struct TableCell: Hashable, Sendable, Codable {
    /// The first row the cell covers, from 1.
    public var row: Int
    /// The first column the cell covers, from 1.
    public var column: Int
    /// How many rows it covers (at least 1).
    public var rowSpan: Int
    /// How many columns it covers (at least 1).
    public var columnSpan: Int
    /// The header it is, if any.
    public var header: TableHeader?

    /// Creates a cell position.
    ///
    /// ```swift
    /// TableCell(row: 1, column: 1, header: .column)
    /// ```
    public init(row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1, header: TableHeader? = nil) {
        self.row = row
        self.column = column
        self.rowSpan = max(1, rowSpan)
        self.columnSpan = max(1, columnSpan)
        self.header = header
    }

    /// The rows the cell covers.
    /// (Summed without trapping: a cell placed by hand may say any span.)
    var rows: ClosedRange<Int> { row...TableGrid.last(from: row, span: rowSpan) }
    /// The columns the cell covers.
    var columns: ClosedRange<Int> { column...TableGrid.last(from: column, span: columnSpan) }
}

/// What a header cell heads: the cells after it in its row, or below it in its column.
///
/// ```swift
/// TableCell(row: 1, column: 2, header: .column)
/// ```
public enum TableHeader: String, Hashable, Sendable, Codable, CaseIterable {
    /// A row header.
    case row
    /// A column header.
    case column
}
