/// A data table (C6): rows of cells, each cell a focus stop that says its row and column, its
/// spans and its headers. Give a cell spans or a header with ``AccessibleControl/tableCell(_:)``
/// (its row and column are placed for it).
///
/// ```swift
/// try DataTable("Scores", rows: [
///     [StaticText("Name").tableCell(TableCell(row: 1, column: 1, header: .column)).control,
///      StaticText("Score").tableCell(TableCell(row: 1, column: 1, header: .column)).control],
///     [StaticText("Ann").control, StaticText("12").value("points").control],
/// ])
/// // "Name. Row 1. Column 1.", "Score. Column 2.", "Ann. Row 2. Column 1.", "Score. 12. Column 2. points"
/// ```
public struct DataTable: AccessibleControl, Hashable {
    /// The table's label (the Containers rotor says it).
    public var label: String
    /// The cells, in row order, each placed on the grid.
    public private(set) var cells: [Control]
    /// Hint, identifier and frame of the table.
    public var attributes: ControlAttributes

    /// Creates a table from its rows.
    ///
    /// ```swift
    /// try DataTable(rows: [[StaticText("A1").control, StaticText("B1").control]])
    /// ```
    /// - Throws: ``TableGrid/Problem`` for ragged rows, spans past the edge, overlapping spans.
    public init(_ label: String = "", rows: [[Control]], attributes: ControlAttributes = ControlAttributes()) throws {
        let spans = rows.map { row in row.map { ($0.attributes.tableCell?.rowSpan ?? 1, $0.attributes.tableCell?.columnSpan ?? 1) } }
        let placed = try TableGrid.place(spans)
        var cells = rows.flatMap { $0 }
        for index in cells.indices {
            var cell = placed[index]
            cell.header = cells[index].attributes.tableCell?.header
            cells[index].attributes.tableCell = cell
        }
        self.label = label
        self.cells = cells
        self.attributes = attributes
    }

    /// The table as a ``Control``: a group of the `dataTable` kind.
    public var control: Control {
        Group(label, containerType: .dataTable, children: cells, attributes: attributes).control
    }
}
