import Speakable

/// Reads a `dataTable:`'s `rows:` (documents v3): every row a list of cells, each a string (its
/// label) or a mapping of an element's keys with `header: row|column` and the spans `rows:` and
/// `columns:`. A row lists its cells left to right, skipping the columns a cell spanning down
/// from a row above already covers, and must fill the table's width (its first row's) exactly.
enum DataTableDecoding {
    static let cellKeys = ["label", "value", "traits", "header", "rows", "columns"] + ControlDecoding.commonKeys

    /// The cells, in row order, each knowing its row, column and spans (placed by
    /// ``TableGrid``; its problems become errors at the cell or row).
    static func cells(_ rowsNode: DocumentNode, identifiers: inout [String: Int]) throws -> [Control] {
        let rowNodes = try rowsNode.list()
        var rows: [[(node: DocumentNode, control: Control, cell: TableCell)]] = []
        for (rowIndex, rowNode) in rowNodes.enumerated() {
            let bounds = SpanBounds(rows: rowNodes.count - rowIndex, tableRows: rowNodes.count)
            rows.append(try rowNode.list().map { cellNode in
                let (control, cell) = try self.cell(cellNode, bounds: bounds, identifiers: &identifiers)
                return (cellNode, control, cell)
            })
        }
        let placed: [TableCell]
        do {
            placed = try TableGrid.place(rows.map { $0.map { ($0.cell.rowSpan, $0.cell.columnSpan) } })
        } catch {
            switch error {
            case .empty: throw (rowNodes.first ?? rowsNode).error(error.message)
            case .ragged(let row, _, _): throw rowNodes[row - 1].error(error.message)
            case .pastWidth(let row, let cell, _, _), .pastLastRow(let row, let cell, _, _), .overlap(let row, let cell, _),
                 .tooWide(let row, let cell, _, _):
                throw rows[row - 1][cell - 1].node.error(error.message)
            }
        }
        var cells: [Control] = []
        cells.reserveCapacity(placed.count)
        for (entry, position) in zip(rows.joined(), placed) {
            var control = entry.control
            var cell = position
            cell.header = entry.cell.header
            control.attributes.tableCell = cell
            cells.append(control)
        }
        return cells
    }

    /// How far a cell of one row may span, known before the grid is placed: down to the table's
    /// last row, and across at most the widest its rows allow. A span past them is an error at
    /// its own key, before any arithmetic or walk over what it covers.
    private struct SpanBounds {
        /// The rows from the cell's own to the table's last.
        let rows: Int
        /// The table's rows.
        let tableRows: Int
    }

    /// One cell: a label, or an element's keys with a header kind and spans.
    private static func cell(_ node: DocumentNode, bounds: SpanBounds, identifiers: inout [String: Int]) throws -> (Control, TableCell) {
        if node.node.scalar != nil {
            return (Element(try node.string(expected: "a cell: its label, or a mapping")).control, TableCell(row: 1, column: 1))
        }
        let fields = try node.fields(allowed: cellKeys, of: "a cell")
        let traits = try GenericElementKind.traits(fields)
        let attributes = try ControlDecoding.attributes(fields, identifiers: &identifiers, selectionIsIndex: false)
        let element = Element(try fields.optional("label")?.string() ?? "", value: try fields.optional("value")?.string() ?? "",
                              traits: traits, attributes: attributes)
        let rowSpan = try fields.optional("rows").map { node in
            let span = try node.integer(minimum: 1)
            guard span <= bounds.rows else {
                throw node.error(TableGrid.Problem.pastLastRow(row: bounds.tableRows - bounds.rows + 1, cell: 1, rowSpan: span, rows: bounds.tableRows).message)
            }
            return span
        }
        let columnSpan = try fields.optional("columns").map { node in
            let span = try node.integer(minimum: 1)
            let widest = TableGrid.widest(rows: bounds.tableRows)
            guard span <= widest else {
                throw node.error("this cell spans \(span) columns; a table of \(bounds.tableRows) row\(bounds.tableRows == 1 ? "" : "s") may be at most \(widest) columns wide (\(TableGrid.maximumPositions) positions in all)")
            }
            return span
        }
        let cell = TableCell(row: 1, column: 1, rowSpan: rowSpan ?? 1, columnSpan: columnSpan ?? 1,
                             header: try fields.optional("header")?.choice(TableHeader.self))
        return (element.control, cell)
    }
}
