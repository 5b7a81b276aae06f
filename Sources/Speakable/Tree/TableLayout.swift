/// What a data table's cells need from each other to be spoken (C6), made once when the tree is
/// built: which cells start their row, and the header cells of each row and column. Without it
/// every cell would scan the whole table.
struct TableLayout: Hashable, Sendable {
    /// Stops that start their row: no cell begins before them in that row.
    var firstInRow: Set<Int> = []
    /// Row header stops, by each row they cover.
    var rowHeaders: [Int: [Int]] = [:]
    /// Column header stops, by each column they cover.
    var columnHeaders: [Int: [Int]] = [:]

    init(stops: ArraySlice<FocusStop>) {
        var firstColumn: [Int: (column: Int, stop: Int)] = [:]
        for index in stops.indices {
            guard let cell = stops[index].element.tableCell else { continue }
            if cell.column < firstColumn[cell.row]?.column ?? .max { firstColumn[cell.row] = (cell.column, index) }
            switch cell.header {
            case .row?: for row in cell.rows { rowHeaders[row, default: []].append(index) }
            case .column?: for column in cell.columns { columnHeaders[column, default: []].append(index) }
            case nil: break
            }
        }
        firstInRow = Set(firstColumn.values.map(\.stop))
    }

    /// The header stops read before the cell at `index` (C6): its row's headers when it starts
    /// its row, then its column's, never itself, and for a row's first cell not the header in
    /// the row just above.
    func headers(of index: Int, cell: TableCell, in stops: [FocusStop]) -> [Int] {
        let isFirst = firstInRow.contains(index)
        var found: [Int] = []
        if isFirst { found += (rowHeaders[cell.row] ?? []).filter { $0 != index } }
        var seen = Set(found)
        for column in cell.columns {
            for header in columnHeaders[column] ?? [] where header != index && !seen.contains(header) {
                if isFirst, let above = stops[header].element.tableCell, above.rows.upperBound == cell.row - 1 { continue }
                seen.insert(header)
                found.append(header)
            }
        }
        return found
    }
}
