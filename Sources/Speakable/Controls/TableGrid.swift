/// Places the cells of a data table's rows on its grid (C6): each row lists its cells left to
/// right, skipping the columns a cell spanning down from a row above covers, and must fill the
/// table's width (its first row's) exactly. One algorithm for the Swift API and documents.
///
/// ```swift
/// try TableGrid.place([[(1, 1), (1, 1)], [(1, 2)]]).map { ($0.row, $0.column) }   // [(1, 1), (1, 2), (2, 1)]
/// ```
public enum TableGrid {
    /// Why rows do not make a table.
    public enum Problem: Error, Hashable, Sendable {
        /// The table has no rows, or its first row no cells.
        case empty
        /// A row (from 1) fills `filled` columns, not the table's `width`.
        case ragged(row: Int, filled: Int, width: Int)
        /// The cell at `row`, `cell` (both from 1) reaches past the table's width.
        case pastWidth(row: Int, cell: Int, column: Int, width: Int)
        /// The cell spans rows past the table's last row.
        case pastLastRow(row: Int, cell: Int, rowSpan: Int, rows: Int)
        /// The cell covers a column that a cell from a row above spans down into.
        case overlap(row: Int, cell: Int, column: Int)
        /// The first row's cell reaches `column`, making the grid of `rows` rows larger than
        /// ``TableGrid/maximumPositions``.
        case tooWide(row: Int, cell: Int, column: Int, rows: Int)

        /// The problem in words, for an error message.
        public var message: String {
            switch self {
            case .empty: "a data table needs at least one row with a cell"
            case .ragged(let row, let filled, let width): "row \(row) fills \(filled) columns; every row must fill the table's width of \(width)"
            case .pastWidth(_, _, let column, let width): "this cell reaches column \(column), past the table's width of \(width) columns"
            case .pastLastRow(_, _, let rowSpan, let rows): "this cell spans \(rowSpan) rows, past the table's last row (\(rows))"
            case .overlap(_, _, let column): "this cell overlaps column \(column), which a cell from a row above spans down into"
            case .tooWide(_, _, let column, let rows):
                "this cell reaches column \(column); a table of \(rows) row\(rows == 1 ? "" : "s") may be at most \(TableGrid.widest(rows: rows)) columns wide (\(TableGrid.maximumPositions) positions in all)"
            }
        }
    }

    /// The most positions (rows × columns) a table's grid may have: as many as a document may
    /// hold values. Spans cover the grid, and speaking a table walks what each cell covers, so
    /// without a bound a few bytes (`columns: 100000000`) would cost minutes and gigabytes.
    public static let maximumPositions = 1_000_000

    /// The widest a table of `rows` rows may be.
    ///
    /// ```swift
    /// TableGrid.widest(rows: 4)   // 250000
    /// ```
    public static func widest(rows: Int) -> Int { maximumPositions / max(1, rows) }

    /// The last of `span` indexes from `first`, at most `Int.max`: a span is untrusted input,
    /// and the sum must never trap.
    static func last(from first: Int, span: Int) -> Int {
        let (sum, overflow) = first.addingReportingOverflow(span - 1)
        return overflow ? .max : sum
    }

    /// The cells' positions, row by row: `spans` gives each cell's row span and column span.
    ///
    /// ```swift
    /// try TableGrid.place([[(2, 1), (1, 1)], [(1, 1)]])   // the second row's cell is in column 2
    /// ```
    /// - Throws: ``Problem`` for ragged rows, spans past the edge, overlapping spans and a grid
    ///   over ``maximumPositions``. Every span is checked before a column it covers is visited,
    ///   so the work is bounded by the grid, whatever the spans say.
    public static func place(_ spans: [[(rows: Int, columns: Int)]]) throws(Problem) -> [TableCell] {
        var cells: [TableCell] = []
        let widest = Self.widest(rows: spans.count)
        var width: Int?
        // For each column, the last row a cell spanning down from above still covers.
        var coveredUntil: [Int: Int] = [:]
        for (rowIndex, rowSpans) in spans.enumerated() {
            let row = rowIndex + 1
            var column = 1
            func skipCovered() { while let until = coveredUntil[column], until >= row { column += 1 } }
            for (cellIndex, span) in rowSpans.enumerated() {
                skipCovered()
                let cell = TableCell(row: row, column: column, rowSpan: span.rows, columnSpan: span.columns)
                let last = Self.last(from: column, span: cell.columnSpan)
                if let width, last > width { throw .pastWidth(row: row, cell: cellIndex + 1, column: last, width: width) }
                if last > widest { throw .tooWide(row: row, cell: cellIndex + 1, column: last, rows: spans.count) }
                if let covered = (column...last).first(where: { (coveredUntil[$0] ?? 0) >= row }) {
                    throw .overlap(row: row, cell: cellIndex + 1, column: covered)
                }
                if Self.last(from: row, span: cell.rowSpan) > spans.count {
                    throw .pastLastRow(row: row, cell: cellIndex + 1, rowSpan: cell.rowSpan, rows: spans.count)
                }
                for covered in column...last { coveredUntil[covered] = row + cell.rowSpan - 1 }
                column = last + 1
                cells.append(cell)
            }
            skipCovered()
            let filled = column - 1
            if let width, filled != width { throw .ragged(row: row, filled: filled, width: width) }
            if width == nil {
                guard filled > 0 else { throw .empty }
                width = filled
            }
        }
        guard width != nil else { throw .empty }
        return cells
    }
}
