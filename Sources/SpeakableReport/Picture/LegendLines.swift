/// The legend beside the picture, laid out as lines of SVG text: per stop its badge, the
/// description, the hint in italics, then `Actions Available` and `↓ name` rows, `More Content
/// Available` and `↓ label: value` rows, `↺ rotor:` and `- result` rows, and its findings.
struct LegendLines {
    enum Style { case description, hint, heading, row, finding }
    struct Line {
        var text: String
        var style: Style
    }
    struct Entry {
        var number: Int
        var color: String
        var lines: [Line]
    }

    var entries: [Entry] = []
    var screenFindings: [Line] = []

    static let textX = 30.0
    static let entryGap = 10.0

    init(legend: ScreenLegend) {
        let ems = (ScreenPicture.legendWidth - Self.textX) / ScreenPicture.fontSize
        func wrapped(_ text: String, _ style: Style) -> [Line] {
            TextWrapping.lines(text, maximumEms: ems).map { Line(text: $0, style: style) }
        }
        screenFindings = legend.screenFindings.flatMap { wrapped("⚠ \($0.severity): [\($0.rule)] \($0.message)", .finding) }
        entries = legend.entries.map { entry in
            var lines = wrapped(entry.description, .description)
            if let hint = entry.hint { lines += wrapped(hint, .hint) }
            if !entry.actions.isEmpty {
                lines += wrapped(legend.actionsHeading, .heading)
                lines += entry.actions.flatMap { wrapped("↓ \($0)", .row) }
            }
            if !entry.content.isEmpty {
                lines += wrapped(legend.contentHeading, .heading)
                lines += entry.content.flatMap { wrapped("↓ \($0.label): \($0.value)", .row) }
            }
            for rotor in entry.rotors {
                lines += wrapped("↺ \(rotor.name):", .heading)
                lines += rotor.results.flatMap { wrapped("- \($0)", .row) }
            }
            lines += entry.findings.flatMap { wrapped("⚠ \($0.severity): [\($0.rule)] \($0.message)", .finding) }
            return Entry(number: entry.number, color: entry.color, lines: lines)
        }
    }

    var height: Double {
        let lines = entries.reduce(screenFindings.count) { $0 + $1.lines.count }
        return Double(lines) * ScreenPicture.lineHeight + Double(entries.count) * Self.entryGap
    }

    func svg(x: Double, y top: Double) -> String {
        let n = Markup.number
        var out = "<g class=\"legend\">\n"
        var y = top
        for line in screenFindings {
            y += ScreenPicture.lineHeight
            out += text(line, x: x, y: y - 5) + "\n"
        }
        for entry in entries {
            let badgeY = y + ScreenPicture.lineHeight / 2 + 1
            out += "<g class=\"legend-entry\" data-stop=\"\(entry.number)\">"
            out += "<circle cx=\"\(n(x + 11))\" cy=\"\(n(badgeY))\" r=\"\(n(ScreenPicture.badgeRadius))\" fill=\"\(entry.color)\"/>"
            out += "<text x=\"\(n(x + 11))\" y=\"\(n(badgeY + 4))\" text-anchor=\"middle\" font-size=\"11\" font-weight=\"bold\" fill=\"#FFFFFF\">\(entry.number)</text>"
            for line in entry.lines {
                y += ScreenPicture.lineHeight
                out += text(line, x: x + Self.textX, y: y - 5)
            }
            out += "</g>\n"
            y += Self.entryGap
        }
        return out + "</g>\n"
    }

    private func text(_ line: Line, x: Double, y: Double) -> String {
        let attributes: String = switch line.style {
        case .description: "fill=\"#1A1A1A\""
        case .hint: "fill=\"#4A4A4A\" font-style=\"italic\""
        case .heading: "fill=\"#1A1A1A\" font-weight=\"bold\""
        case .row: "fill=\"#333333\""
        case .finding: "fill=\"#8B0000\""
        }
        return "<text x=\"\(Markup.number(x))\" y=\"\(Markup.number(y))\" \(attributes) xml:space=\"preserve\">\(Markup.escaped(line.text))</text>"
    }
}
