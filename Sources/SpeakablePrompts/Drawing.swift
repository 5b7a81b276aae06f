import CTerminalGuard
import FoundationEssentials
import Glibc

/// Draws views in place: each draw moves back to the first row, clears below, and redraws.
/// Lines longer than the terminal are wrapped here, row by row, so the drawing always knows how
/// many rows it takes and where the cursor is (on the focused item, where a screen reader and a
/// braille display follow it). A view taller than the terminal shows the rows around the
/// cursor, its pinned lines (a header, the key hints) kept. After a resize the screen is
/// cleared and the prompt drawn once. Styles are SGR bold and dim, left out under `NO_COLOR`.
struct Drawing {
    private(set) var width: Int
    private(set) var height: Int
    private let styled: Bool
    private var cursorRow = 0
    private var rowCount = 0
    private var clearsScreen = false
    private var windowStart = 0

    init(width: Int, height: Int = 0, styled: Bool = true) {
        self.width = max(width, 10)
        self.height = height
        self.styled = styled
    }

    /// The terminal's width and height (80 × 24 when it cannot say).
    static func size(of descriptor: Int32) -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return (80, 24) }
        return (Int(size.ws_col), size.ws_row > 0 ? Int(size.ws_row) : 24)
    }

    /// The terminal's width in columns (80 when it cannot say).
    static func columns(of descriptor: Int32) -> Int { size(of: descriptor).columns }

    /// One row: its characters, each with its style.
    typealias Row = [(Character, PromptLine.Emphasis)]

    /// The rows a view takes at a width: each line cut into pieces of at most `width - 1`
    /// columns (never the last column, where terminals wrap differently), and the row and column
    /// of the cursor.
    static func layout(_ view: PromptView, width: Int) -> (rows: [String], cursor: (row: Int, column: Int)) {
        let (rows, cursor, _) = styledLayout(view, width: width)
        return (rows.map { String($0.map(\.0)) }, cursor)
    }

    /// The rows, the cursor, and for each line the range of rows it took.
    static func styledLayout(_ view: PromptView, width: Int) -> (rows: [Row], cursor: (row: Int, column: Int), lineRows: [Range<Int>]) {
        let usable = max(width - 1, 8)
        var rows: [Row] = [], cursor = (row: 0, column: 1), lineRows: [Range<Int>] = []
        for (index, line) in view.styledLines.enumerated() {
            let first = rows.count
            var piece: Row = [], columns = 0
            for (offset, character) in line.text.enumerated() {
                let w = PromptView.width(of: String(character))
                if columns + w > usable { rows.append(piece); piece = []; columns = 0 }
                piece.append((character, line.style(at: offset)))
                columns += w
            }
            rows.append(piece)
            lineRows.append(first..<rows.count)
            if index == view.cursor.row {
                let offset = max(view.cursor.column - 1, 0)
                cursor = (first + min(offset / usable, rows.count - 1 - first), offset % usable + 1)
            }
        }
        return (rows, cursor, lineRows)
    }

    mutating func resize(to size: (columns: Int, rows: Int)) {
        width = max(size.columns, 10)
        height = size.rows
        clearsScreen = true
    }

    /// The rows shown of a laid-out view: all of them when they fit; else the pinned lines and
    /// a window of the rest that holds the cursor, moved only as far as the cursor needs.
    private mutating func window(_ rows: [Row], cursor: (row: Int, column: Int), lineRows: [Range<Int>], view: PromptView) -> ([Row], Int) {
        // One row is kept free, so that drawing never scrolls the terminal.
        guard height > 2, rows.count > height - 1 else { return (rows, cursor.row) }
        let top = view.pinnedTop > 0 ? lineRows[view.pinnedTop - 1].upperBound : 0
        let bottom = view.pinnedBottom > 0 ? lineRows[lineRows.count - view.pinnedBottom].lowerBound : rows.count
        let room = max(height - 1 - top - (rows.count - bottom), 1)
        // The row to keep in view: the focused item's, else the cursor's.
        let followed = view.focusRow.map { lineRows[$0].lowerBound } ?? cursor.row
        guard followed >= top, followed < bottom else {
            let shown = Array(rows.prefix(height - 1))
            return (shown, min(cursor.row, shown.count - 1))
        }
        let body = followed - top
        windowStart = min(max(windowStart, body - room + 1), body)
        windowStart = max(0, min(windowStart, bottom - top - room))
        let end = min(top + windowStart + room, bottom)
        let shown = Array(rows[..<top]) + rows[(top + windowStart)..<end] + rows[bottom...]
        // The cursor: on a pinned row it stays; in the body it moves with the window.
        let row = cursor.row < top ? cursor.row : cursor.row >= bottom ? cursor.row - (bottom - end) - (top + windowStart - top) : cursor.row - windowStart
        return (shown, min(max(row, 0), shown.count - 1))
    }

    mutating func draw(_ view: PromptView) {
        let (all, fullCursor, lineRows) = Self.styledLayout(view, width: width)
        let (rows, cursorRowShown) = window(all, cursor: fullCursor, lineRows: lineRows, view: view)
        let cursor = (row: cursorRowShown, column: fullCursor.column)
        var output = ""
        if clearsScreen {
            // The terminal reflowed what was drawn; where it went cannot be known, so start over.
            output += "\u{1B}[2J\u{1B}[H"
            clearsScreen = false
        } else if rowCount > 0 {
            output += "\r"
            if cursorRow > 0 { output += "\u{1B}[\(cursorRow)A" }
            output += "\u{1B}[J"
        }
        // Raw mode keeps output processing on, so the terminal turns each \n into \r\n.
        output += rows.map(render).joined(separator: "\n")
        let up = rows.count - 1 - cursor.row
        if up > 0 { output += "\u{1B}[\(up)A" }
        output += "\r\u{1B}[\(cursor.column)G"
        TerminalOutput.write(output)
        cursorRow = cursor.row
        rowCount = rows.count
        // A signal handler needs this to leave the cursor below the prompt.
        speakable_terminal_guard_set_drawing(TerminalOutput.drawingDescriptor, Int32(rowCount - 1 - cursorRow))
    }

    /// A row's text, with SGR codes where its style changes (none under `NO_COLOR`).
    private func render(_ row: Row) -> String {
        guard styled else { return String(row.map(\.0)) }
        var text = "", current = PromptLine.Emphasis.none
        for (character, style) in row {
            if style != current {
                text += current == .none ? "" : "\u{1B}[0m"
                text += style == .bold ? "\u{1B}[1m" : style == .dim ? "\u{1B}[2m" : ""
                current = style
            }
            text.append(character)
        }
        return text + (current == .none ? "" : "\u{1B}[0m")
    }

    /// Erases the prompt, the cursor left where its first row was, as gum leaves the screen
    /// after an answer: the answer goes on to the script, the question does not stay drawn.
    mutating func clear() {
        TerminalOutput.write("\r" + (cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : "") + "\u{1B}[J")
        cursorRow = 0
        rowCount = 0
        speakable_terminal_guard_set_drawing(-1, 0)
    }

    /// Leaves the cursor at the start of a fresh line below the prompt.
    mutating func finish() {
        let down = rowCount - 1 - cursorRow
        TerminalOutput.write((down > 0 ? "\u{1B}[\(down)B" : "") + "\r\n")
        speakable_terminal_guard_set_drawing(-1, 0)
    }
}
