import Speakable

/// The focus-order picture of a screen (report spec §1), as SVG: the screen's outline, each stop
/// outlined at its frame in its colour with its number in a badge at the top-leading corner,
/// containers dashed, findings marked, and beside it the legend of what VoiceOver says, as
/// AccessibilitySnapshot draws its snapshots. A screen without frames is a column of boxes in
/// reading order. The text is real text, escaped; the same legend always gives the same bytes.
///
/// ```swift
/// let legend = ScreenLegend(tree: AccessibilityTree(screen: screen), voice: try .builtIn(.en))
/// let svg = ScreenPicture(legend: legend, title: "Inbox").svg
/// ```
public struct ScreenPicture: Sendable {
    /// What is drawn.
    public let legend: ScreenLegend
    /// The screen's name, in the picture's title.
    public let title: String
    /// The `id` prefix of the picture's elements (unique within an HTML page).
    public let idPrefix: String

    /// A picture of a legend.
    public init(legend: ScreenLegend, title: String, idPrefix: String = "picture") {
        self.legend = legend
        self.title = title
        self.idPrefix = idPrefix
    }

    /// Where each stop is drawn: its frame scaled, or its box in the column.
    struct Placement {
        var box: Box
        var drawnAtFrame: Bool
    }

    /// A rectangle in the SVG's own units.
    struct Box {
        var x, y, width, height: Double
    }

    static let margin = 16.0
    static let columnBox = (width: 280.0, height: 40.0, gap: 10.0)
    static let legendWidth = 400.0
    static let lineHeight = 18.0
    static let fontSize = 13.0
    static let badgeRadius = 10.0
    /// Half the side of a finding's square mark.
    static let markHalfWidth = 8.0
    /// The widest a screen is drawn: a tablet is scaled down to this.
    static let maximumScreenWidth = 430.0

    /// The SVG document.
    public var svg: String {
        let layout = PictureLayout(legend: legend)
        var out = ""
        out.reserveCapacity(4096 + legend.entries.count * 600)
        let width = layout.legendX + Self.legendWidth + Self.margin
        let legendLines = LegendLines(legend: legend)
        let legendHeight = legendLines.height + Self.margin * 2
        let height = max(layout.screenBottom + Self.margin, legendHeight)
        let titleID = idPrefix + "-title", descID = idPrefix + "-desc"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Markup.number(width))\" height=\"\(Markup.number(height))\" "
        out += "viewBox=\"0 0 \(Markup.number(width)) \(Markup.number(height))\" role=\"img\" aria-labelledby=\"\(titleID) \(descID)\" "
        out += "font-family=\"DejaVu Sans, Verdana, sans-serif\" font-size=\"\(Markup.number(Self.fontSize))\">\n"
        out += "<title id=\"\(titleID)\">\(Markup.escaped(summaryTitle))</title>\n"
        out += "<desc id=\"\(descID)\">\(Markup.escaped(summaryDescription))</desc>\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>\n"
        if let screen = layout.screenBox {
            out += "<rect class=\"screen\" x=\"\(n(screen.x))\" y=\"\(n(screen.y))\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" "
            out += "rx=\"6\" fill=\"#F4F4F4\" stroke=\"#5A5A5A\" stroke-width=\"1.5\"/>\n"
        }
        out += screenshotElement(layout)
        for (index, container) in legend.tree.containers.enumerated() {
            guard let box = layout.containerBoxes[index] else { continue }
            let label = container.element.label.text
            out += "<rect class=\"container\" data-kind=\"\(Markup.escaped(container.kind.rawValue))\" x=\"\(n(box.x))\" y=\"\(n(box.y))\" "
            out += "width=\"\(n(box.width))\" height=\"\(n(box.height))\" fill=\"none\" stroke=\"#4A4A4A\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\">"
            out += "<title>\(Markup.escaped(label.isEmpty ? container.kind.rawValue : "\(container.kind.rawValue): \(label)"))</title></rect>\n"
        }
        for (index, entry) in legend.entries.enumerated() {
            out += stopElements(entry, placement: layout.placements[index])
        }
        out += legendLines.svg(x: layout.legendX, y: Self.margin)
        out += "</svg>\n"
        return out
    }

    private func n(_ value: Double) -> String { Markup.number(value) }

    /// The screenshot under the frames (TK15): over the root frame, at the frames' scale, so a
    /// 3× screenshot over points is drawn at a third of its pixels; embedded, so nothing loads.
    private func screenshotElement(_ layout: PictureLayout) -> String {
        guard let shot = legend.screenshot, let covered = legend.screenshotCovers, let screen = layout.screenBox,
              let size = legend.size, size.width > 0 else { return "" }
        let scale = screen.width / size.width
        var out = "<image class=\"screenshot\" x=\"\(n(screen.x))\" y=\"\(n(screen.y))\" width=\"\(n(covered.width * scale))\" "
        out += "height=\"\(n(covered.height * scale))\" preserveAspectRatio=\"none\" data-pixels=\"\(shot.width)x\(shot.height)\" "
        out += "data-scale=\"\(n(shot.scale(over: covered)))\" href=\"\(shot.dataURI)\"/>\n"
        return out
    }

    private func stopElements(_ entry: LegendEntry, placement: Placement) -> String {
        let box = placement.box
        let number = entry.number
        // The badge's centre always lies inside the frame, however small the frame.
        let cx = box.x + min(Self.badgeRadius + 1, box.width / 2)
        let cy = box.y + min(Self.badgeRadius + 1, box.height / 2)
        var out = "<g class=\"stop\" id=\"\(idPrefix)-stop-\(number)\" data-stop=\"\(number)\">"
        out += "<title>\(number). \(Markup.escaped(entry.description))</title>"
        out += "<rect class=\"frame\" x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" "
        out += "fill=\"\(entry.color)\" fill-opacity=\"0.14\" stroke=\"\(entry.color)\" stroke-width=\"2\"/>"
        if !placement.drawnAtFrame {
            let text = TextWrapping.lines(entry.description, maximumEms: (box.width - 36) / Self.fontSize).first ?? ""
            out += "<text x=\"\(n(box.x + 28))\" y=\"\(n(box.y + box.height / 2 + 4.5))\" fill=\"#1A1A1A\">\(Markup.escaped(text))</text>"
        }
        out += "<circle class=\"badge\" cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(Self.badgeRadius))\" fill=\"\(entry.color)\"/>"
        out += "<text class=\"badge-number\" x=\"\(n(cx))\" y=\"\(n(cy + 4))\" text-anchor=\"middle\" font-size=\"11\" font-weight=\"bold\" fill=\"#FFFFFF\">\(number)</text>"
        if let worst = entry.findings.map(\.severity).max(by: { Self.rank($0) < Self.rank($1) }) {
            // A finding's mark at the top-trailing corner, and never over the badge: on a frame
            // too small for both (the ones hit-region flags) it sits just past the badge.
            let mx = max(box.x + box.width - 9, cx + Self.badgeRadius + Self.markHalfWidth + 2), my = cy
            out += "<g class=\"finding-mark\" data-severity=\"\(worst)\"><title>\(Markup.escaped(entry.findings.map { "\($0.severity): [\($0.rule)] \($0.message)" }.joined(separator: "\n")))</title>"
            out += "<rect x=\"\(n(mx - Self.markHalfWidth))\" y=\"\(n(my - Self.markHalfWidth))\" width=\"\(n(2 * Self.markHalfWidth))\" height=\"\(n(2 * Self.markHalfWidth))\" rx=\"3\" fill=\"#FFFFFF\" stroke=\"#8B0000\" stroke-width=\"2\"/>"
            out += "<text x=\"\(n(mx))\" y=\"\(n(my + 4.5))\" text-anchor=\"middle\" font-size=\"12\" font-weight=\"bold\" fill=\"#8B0000\">!</text></g>"
        }
        out += "</g>\n"
        return out
    }

    static func rank(_ severity: String) -> Int { ["note": 0, "warning": 1, "error": 2][severity] ?? 0 }

    private var summaryTitle: String {
        "\(title): focus order, \(legend.entries.count) \(legend.entries.count == 1 ? "stop" : "stops")"
    }

    /// The whole legend as one text: what a screen reader user of the picture hears.
    private var summaryDescription: String {
        legend.entries.map { entry in
            "\(entry.number). \(entry.description)" + (entry.hint.map { " \($0)" } ?? "")
        }.joined(separator: " ")
    }
}
