import Speakable

/// Reads a `dataTable:`'s `rows:` (documents v3): every row a list of cells, each a string (its
/// label) or a mapping of an element's keys with `header: row|column` and the spans `rows:` and
/// `columns:`. A row lists its cells left to right, skipping the columns a cell spanning down
/// from a row above already covers, and must fill the table's width (its first row's) exactly.
enum DataTableDecoding {
    static let cellKeys = ["label", "value", "traits", "header", "rows", "columns"] + ControlDecoding.commonKeys

    /// The cells, in row order, each knowing its row, column and spans.
    static func cells(_ rowsNode: DocumentNode, identifiers: inout [String: Int]) throws -> [Control] {
        let rows = try rowsNode.list()
        guard !rows.isEmpty else { throw rowsNode.error("a data table needs at least one row") }
        var cells: [Control] = []
        var width: Int?
        // For each column, the last row a cell spanning down from above still covers.
        var coveredUntil: [Int: Int] = [:]
        for (rowIndex, rowNode) in rows.enumerated() {
            let row = rowIndex + 1
            var column = 1
            func skipCovered() { while let until = coveredUntil[column], until >= row { column += 1 } }
            for cellNode in try rowNode.list() {
                skipCovered()
                var (control, cell) = try self.cell(cellNode, identifiers: &identifiers)
                cell.row = row
                cell.column = column
                let columns = column..<(column + cell.columnSpan)
                if let width, columns.upperBound - 1 > width {
                    throw cellNode.error("this cell reaches column \(columns.upperBound - 1), past the table's width of \(width) columns")
                }
                if let covered = columns.first(where: { (coveredUntil[$0] ?? 0) >= row }) {
                    throw cellNode.error("this cell overlaps column \(covered), which a cell from a row above spans down into")
                }
                if row + cell.rowSpan - 1 > rows.count {
                    throw cellNode.error("this cell spans \(cell.rowSpan) rows, past the table's last row (\(rows.count))")
                }
                for covered in columns { coveredUntil[covered] = row + cell.rowSpan - 1 }
                column = columns.upperBound
                control.attributes.tableCell = cell
                cells.append(control)
            }
            skipCovered()
            let filled = column - 1
            if let width, filled != width {
                throw rowNode.error("row \(row) fills \(filled) columns; every row must fill the table's width of \(width)")
            }
            if width == nil {
                guard filled > 0 else { throw rowNode.error("the first row needs at least one cell") }
                width = filled
            }
        }
        return cells
    }

    /// One cell: a label, or an element's keys with a header kind and spans.
    private static func cell(_ node: DocumentNode, identifiers: inout [String: Int]) throws -> (Control, TableCell) {
        if node.node.scalar != nil {
            return (Element(try node.string(expected: "a cell: its label, or a mapping")).control, TableCell(row: 1, column: 1))
        }
        let fields = try node.fields(allowed: cellKeys, of: "a cell")
        var traits: AccessibilityTraits = []
        for traitNode in try fields.optional("traits")?.list() ?? [] {
            let name = try traitNode.string(expected: "a trait name")
            guard let trait = AccessibilityTraits(name: name) else {
                let names = AccessibilityTraits.named.map(\.name)
                throw traitNode.error("unknown trait '\(name)'\(Suggestion.hint(for: name, in: names)); expected one of: \(names.joined(separator: ", "))")
            }
            traits.insert(trait)
        }
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
