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
        for cell in cells {
            let position = cell.attributes.tableCell
            if rows.isEmpty || position?.row != lastRow { rows.append([]) }
            lastRow = position?.row
            var fields: [(key: String, value: DocumentValue)] = []
            let spoken = cell.accessibilityElement()
            let traits = spoken.traits.subtracting([.notEnabled, .selected])
            FieldWriting.text("label", spoken.label.text, into: &fields)
            if case .text(let text)? = spoken.value { FieldWriting.text("value", text, into: &fields) }
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
