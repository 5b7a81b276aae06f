import Speakable

/// `dataTable` (C6): a label and `rows:` of cells (read by ``DataTableDecoding``), written back
/// row by row.
struct DataTableKind: ElementDescriptor {
    let key = "dataTable"
    let keys = ["label", "rows"]

    func decode(_ entry: KindEntry, identifiers: inout [String: Int]) throws -> Control {
        guard entry.depth < ControlDecoding.maximumGroupDepth else { throw entry.node.error("groups nest more than \(ControlDecoding.maximumGroupDepth) deep") }
        guard let rows = entry.fields?.optional("rows") else { throw entry.node.error("missing 'rows': expected a list of rows, each a list of cells") }
        let cells = try DataTableDecoding.cells(rows, identifiers: &identifiers)
        return Group(entry.label, containerType: .dataTable, children: cells, attributes: entry.attributes).control
    }

    func encode(_ control: Control) -> [(key: String, value: DocumentValue)]? {
        guard case .group(let c) = control, c.containerType == .dataTable else { return nil }
        var fields: [(key: String, value: DocumentValue)] = []
        FieldWriting.text("label", c.label, into: &fields)
        fields.append(("rows", Self.rows(c.children)))
        return fields
    }

    /// The cells as `rows:`, each row its cells left to right; a cell is its label when that is
    /// all it has, else its keys with `header`, `rows` and `columns`. A cell is written as an
    /// element (a capture's cells may be of any kind; what they say is kept).
    static func rows(_ cells: [Control]) -> DocumentValue {
        var rows: [[DocumentValue]] = []
        var lastRow: Int?
        // A document lists a table row by row, left to right: cells that all know their place
        // are written in that order, whatever order they were read in (S14).
        let positions = cells.compactMap(\.attributes.tableCell)
        let ordered = positions.count < cells.count ? cells : zip(cells, positions).enumerated()
            .sorted { ($0.element.1.row, $0.element.1.column, $0.offset) < ($1.element.1.row, $1.element.1.column, $1.offset) }
            .map(\.element.0)
        for cell in ordered {
            let position = cell.attributes.tableCell
            if rows.isEmpty || position?.row != lastRow { rows.append([]) }
            lastRow = position?.row
            var fields: [(key: String, value: DocumentValue)] = []
            let spoken = cell.accessibilityElement()
            let traits = spoken.traits.subtracting([.notEnabled, .selected])
            FieldWriting.text("label", spoken.label.text, into: &fields)
            switch spoken.value {
            case .text(let text)?: FieldWriting.text("value", text, into: &fields)
            // A secure cell's text is written as one bullet per character, never as itself,
            // so that it reads back as a secret of the same length (S3).
            case .secureCharacters(let count)?: FieldWriting.text("value", String(repeating: "•", count: count), into: &fields)
            default: break
            }
            if !traits.isEmpty { fields.append(("traits", .list(traits.names.map(DocumentValue.string)))) }
            fields += ScreenDocument.commonFields(cell, selectionIsIndex: false)
            if let header = position?.header { fields.append(("header", .string(header.rawValue))) }
            if let rowSpan = position?.rowSpan, rowSpan > 1 { fields.append(("rows", .number(String(rowSpan)))) }
            if let columnSpan = position?.columnSpan, columnSpan > 1 { fields.append(("columns", .number(String(columnSpan)))) }
            if fields.count == 1, fields[0].key == "label" { rows[rows.count - 1].append(fields[0].value) }
            else { rows[rows.count - 1].append(.map(DocumentMap(fields))) }
        }
        return .list(rows.map { .list($0) })
    }
}
