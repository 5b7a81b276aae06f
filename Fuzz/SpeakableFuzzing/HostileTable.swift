/// Data tables and frames of the classes issue 31 found (S3, S6, S9): cell spans from 1 to
/// `Int.max` that reach past the table, overlap each other or overflow arithmetic, frames with
/// NaN, infinite and huge numbers, and cells and elements whose secure trait is the only signal
/// that their value is a secret (`*secret`, the document's planted secret). One entry of an
/// `elements:` list, as YAML.
enum HostileTable {
    /// Spans: ordinary ones mostly, then ones past any table, and those that overflow.
    static let spans = ["1", "2", "3", "0", "-1", "100000000", "4294967296", "9223372036854775807", "9223372036854775806",
                        "-9223372036854775808", "1e3", "nan"]
    /// Frame numbers: finite ones mostly, then those no frame may hold.
    static let frameNumbers = ["0", "10", "44", "-5", "1e308", "1e999", "-1e999", ".nan", ".inf", "-.inf", "nan", "inf"]

    static func element(_ random: inout SeededGenerator) -> String {
        func label() -> String { HostileText.quoted(HostileText.label(&random)) }
        // One class at a time, so that each reaches its check rather than stopping at another's
        // error: hostile spans in a table of good frames, or hostile frames in a table of good spans.
        let hostileSpans = Bool.random(using: &random)
        func span() -> String { hostileSpans && Bool.random(using: &random) ? spans.randomElement(using: &random)! : "1" }
        func frame() -> String {
            "[" + (0..<4).map { _ in !hostileSpans && Int.random(in: 0..<3, using: &random) == 0 ? frameNumbers.randomElement(using: &random)! : "10" }
                .joined(separator: ", ") + "]"
        }
        func cell() -> String {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: return label()
            case 1: return "{label: \(label()), value: *secret, traits: [secureTextField]}"
            case 2: return "{label: \(label()), rows: \(span()), columns: \(span())}"
            case 3: return "{label: \(label()), header: \(Bool.random(using: &random) ? "row" : "column"), columns: \(span()), frame: \(frame())}"
            default: return "{label: \(label()), value: \(label()), rows: \(span())}"
            }
        }
        switch Int.random(in: 0..<4, using: &random) {
        case 0, 1:
            // Rows of unequal length with spans that may overlap or run past the table.
            let rows = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                "[" + (0..<Int.random(in: 1...4, using: &random)).map { _ in cell() }.joined(separator: ", ") + "]"
            }
            return "dataTable: {label: \(label()), rows: [\(rows.joined(separator: ", "))]}"
        case 2: return "element: {label: \(label()), value: *secret, traits: [secureTextField\(Bool.random(using: &random) ? ", button" : "")], frame: \(frame())}"
        default:
            // A table whose only secret is a secure cell's value.
            return "dataTable: {label: \(label()), rows: [[\(label()), \(label())], [{label: \(label()), value: *secret, traits: [secureTextField]}, \(label())]]}"
        }
    }
}
