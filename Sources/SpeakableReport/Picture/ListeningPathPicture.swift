import FoundationEssentials
import Speakable

/// A screen's focus-order picture with a task step's listening path drawn over it (tasks spec
/// TK11): a line through the stops passed, each passed stop numbered in the order heard, and
/// the target ringed.
///
/// ```swift
/// let svg = ListeningPathPicture(legend: legend, title: "login", path: [0, 1, 2], target: 2, idPrefix: "step-1").svg
/// ```
public struct ListeningPathPicture: Sendable {
    /// The screen drawn.
    public let legend: ScreenLegend
    /// The picture's title.
    public let title: String
    /// The stops passed, in the order heard (indices in reading order, from 0).
    public let path: [Int]
    /// The stop acted on, ringed.
    public let target: Int?
    /// The `id` prefix of the picture's elements (unique within a page).
    public let idPrefix: String

    /// A picture with a path.
    public init(legend: ScreenLegend, title: String, path: [Int], target: Int?, idPrefix: String) {
        self.legend = legend
        self.title = title
        self.path = path
        self.target = target
        self.idPrefix = idPrefix
    }

    /// The SVG: the focus-order picture, with the path drawn last, over the stops.
    public var svg: String {
        let base = ScreenPicture(legend: legend, title: title, idPrefix: idPrefix).svg
        guard let end = base.ranges(of: "</svg>").last else { return base }
        return String(base[..<end.lowerBound]) + overlay(PictureLayout(legend: legend)) + String(base[end.lowerBound...])
    }

    private func n(_ value: Double) -> String { Markup.number(value) }

    private func overlay(_ layout: PictureLayout) -> String {
        let placements = layout.placements
        let stops = path.filter { placements.indices.contains($0) }
        let centres = stops.map { index -> (Double, Double) in
            let box = placements[index].box
            return (box.x + box.width / 2, box.y + box.height / 2)
        }
        var out = "<g class=\"listening-path\" data-stops=\"\(stops.map { String($0 + 1) }.joined(separator: " "))\">"
        out += "<title>Listening path: \(stops.count) \(stops.count == 1 ? "stop" : "stops") heard\(target.map { ", stop \($0 + 1) ringed" } ?? "")</title>"
        if centres.count > 1 {
            let points = centres.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
            out += "<polyline class=\"path-line\" points=\"\(points)\" fill=\"none\" stroke=\"#1A1A1A\" stroke-width=\"3\" stroke-dasharray=\"8 4\" stroke-linejoin=\"round\"/>"
        }
        if let target, placements.indices.contains(target) {
            let box = placements[target].box
            out += "<rect class=\"target-ring\" x=\"\(n(box.x - 5))\" y=\"\(n(box.y - 5))\" width=\"\(n(box.width + 10))\" height=\"\(n(box.height + 10))\" "
            out += "rx=\"8\" fill=\"none\" stroke=\"#8B0000\" stroke-width=\"4\"/>"
        }
        for (order, centre) in centres.enumerated() {
            out += "<g class=\"path-stop\" data-order=\"\(order + 1)\"><circle cx=\"\(n(centre.0))\" cy=\"\(n(centre.1))\" r=\"11\" fill=\"#FFFFFF\" stroke=\"#1A1A1A\" stroke-width=\"2\"/>"
            out += "<text x=\"\(n(centre.0))\" y=\"\(n(centre.1 + 4))\" text-anchor=\"middle\" font-size=\"11\" font-weight=\"bold\" fill=\"#1A1A1A\">\(order + 1)</text></g>"
        }
        return out + "</g>\n"
    }
}
