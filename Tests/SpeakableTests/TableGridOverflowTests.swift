import Testing
@testable import Speakable

/// Issue 31, S6: the grid that places a data table's cells, for the Swift API and documents
/// alike, never traps on a span (an overflowing sum was a crash of every command).
@Suite("Tables: spans never trap (issue 31, S6)")
struct TableGridOverflowTests {
    @Test("S6. The Swift API's grid never traps on a span, and refuses one past the bound")
    func testS6_swiftTableGridNeverTraps() {
        #expect(throws: TableGrid.Problem.tooWide(row: 1, cell: 1, column: .max, rows: 1)) { try TableGrid.place([[(1, .max)]]) }
        #expect(throws: TableGrid.Problem.pastLastRow(row: 1, cell: 1, rowSpan: .max, rows: 1)) { try TableGrid.place([[(.max, 1)]]) }
        #expect(throws: TableGrid.Problem.pastWidth(row: 2, cell: 2, column: .max, width: 2)) { try TableGrid.place([[(1, 1), (1, 1)], [(1, 1), (1, .max)]]) }
        // A cell placed by hand with any span says its ranges without trapping.
        let cell = TableCell(row: 3, column: 3, rowSpan: .max, columnSpan: .max)
        #expect(cell.rows.upperBound == .max && cell.columns.upperBound == .max)
    }
}
