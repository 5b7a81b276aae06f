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
        for rowNode in rowNodes {
            rows.append(try rowNode.list().map { cellNode in
                let (control, cell) = try self.cell(cellNode, identifiers: &identifiers)
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
            case .pastWidth(let row, let cell, _, _), .pastLastRow(let row, let cell, _, _), .overlap(let row, let cell, _):
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

    /// One cell: a label, or an element's keys with a header kind and spans.
    private static func cell(_ node: DocumentNode, identifiers: inout [String: Int]) throws -> (Control, TableCell) {
        if node.node.scalar != nil {
            return (Element(try node.string(expected: "a cell: its label, or a mapping")).control, TableCell(row: 1, column: 1))
        }
        let fields = try node.fields(allowed: cellKeys, of: "a cell")
        let traits = try GenericElementKind.traits(fields)
        let attributes = try ControlDecoding.attributes(fields, identifiers: &identifiers, selectionIsIndex: false)
        let element = Element(try fields.optional("label")?.string() ?? "", value: try fields.optional("value")?.string() ?? "",
                              traits: traits, attributes: attributes)
        let cell = TableCell(row: 1, column: 1,
                             rowSpan: try fields.optional("rows")?.integer(minimum: 1) ?? 1,
                             columnSpan: try fields.optional("columns")?.integer(minimum: 1) ?? 1,
                             header: try fields.optional("header")?.choice(TableHeader.self))
        return (element.control, cell)
    }
}
