import Foundation
import Testing
import Speakable
@testable import SpeakableDocuments
import TestTemporaryFiles

/// Issue 31, S6: a table cell's spans are untrusted numbers. `columns: 9223372036854775807`
/// overflowed the sum that places the cell (a trap: every command died), and
/// `columns: 100000000` walked a hundred million columns. Spans are bounded by the table and
/// refused as located errors at their own key, before any arithmetic or walk.
@Suite("Documents: table spans (issue 31, S6)")
struct TableSpanTests {
    @Test("S6. A huge column or row span is one located error at its key, whatever the number")
    func testS6_hugeSpanIsALocatedError() {
        for number in ["9223372036854775807", "100000000", "1000001"] {
            let columns = error(of: "elements:\n  - dataTable: {rows: [[{label: A, columns: \(number)}]]}\n")
            #expect(columns.hasPrefix("test.yaml:2:45: error: elements[0].dataTable.rows[0][0].columns: this cell spans \(number) columns; a table of 1 row may be at most 1000000 columns wide"),
                    "\(columns)")
            let rows = error(of: "elements:\n  - dataTable: {rows: [[{label: A, rows: \(number)}], [B]]}\n")
            #expect(rows.hasPrefix("test.yaml:2:42: error: elements[0].dataTable.rows[0][0].rows: this cell spans \(number) rows, past the table's last row (2)"),
                    "\(rows)")
        }
        // Past Int's range: not a whole number at all.
        #expect(error(of: "elements:\n  - dataTable: {rows: [[{label: A, columns: 9223372036854775808}]]}\n")
            .contains("columns: expected a whole number of at least 1"))
        // A later row's span is bounded by the rows below it, not the table's count.
        #expect(error(of: "elements:\n  - dataTable: {rows: [[A], [{label: B, rows: 2}]]}\n").contains("rows[1][0].rows: this cell spans 2 rows, past the table's last row (2)"))
    }

    @Test("S6. The grid is bounded: a table's rows times its width may not pass a million positions")
    func testS6_gridIsBoundedByTheTable() {
        // 1,001 rows of one cell: the first may be at most 999 columns wide.
        let rows = (1..<1_001).map { _ in "[{label: x, columns: 1000}]" }.joined(separator: ", ")
        let message = error(of: "elements:\n  - dataTable: {rows: [[{label: A, columns: 1000}], \(rows)]}\n")
        #expect(message.contains("rows[0][0].columns: this cell spans 1000 columns; a table of 1001 rows may be at most 999 columns wide"), "\(message)")
        // At the bound, a table is read, and its spans spoken.
        let wide = try? document("elements:\n  - dataTable: {rows: [[{label: A, columns: 1000}], [{label: B, columns: 1000}]]}\n")
        #expect(wide.map { SpeechGenerator(voice: try! .builtIn(.en)).render($0.screen).map(\.text) }
            == ["A. Spans 1000 columns. Row 1. Column 1.", "B. Spans 1000 columns. Row 2. Column 1."])
    }

    @Test("S6. Spans cost what the grid holds: a million-position table is placed within a CPU-time bound")
    func testS6_spanWorkIsBoundedByTheGrid() throws {
        // 1,000 rows, each one cell spanning 1,000 columns: the largest grid there may be.
        let rows = (0..<1_000).map { _ in "[{label: x, columns: 1000}]" }.joined(separator: ", ")
        let (document, seconds) = try CPUTime.measure { try ScreenDocument(yaml: "elements:\n  - dataTable: {rows: [\(rows)]}\n") }
        #expect(AccessibilityTree(screen: document.screen).focusStops.count == 1_000)
        // About 0.3 s of CPU in a debug build; a hundred million columns took 30 s.
        #expect(seconds < 10, "\(seconds) s of CPU")
    }

    @Test("S6. Captures and imports: a captured table's cells get positions from their frames, never spans; import writes a table its reader takes")
    func testS6_capturedTablesHaveNoSpans() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Captures/accessibility-snapshot/data-table.json").path
        let document = try ScreenDocument(contentsOfFile: fixture)
        let cells = AccessibilityTree(screen: document.screen).focusStops.compactMap(\.element.tableCell)
        #expect(!cells.isEmpty && cells.allSatisfy { $0.rowSpan == 1 && $0.columnSpan == 1 })
        let imported = document.yamlText()
        #expect(!imported.contains("columns:"))
        #expect(AccessibilityTree(screen: try ScreenDocument(yaml: imported).screen).focusStops.count == AccessibilityTree(screen: document.screen).focusStops.count)
    }
}
