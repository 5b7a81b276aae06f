import Speakable

/// Where the screen, its stops and its containers are drawn: frames scaled so that the screen is
/// at most ``ScreenPicture/maximumScreenWidth`` wide; stops without a frame in a column of boxes
/// (below the screen when other stops have frames); the legend to the right.
struct PictureLayout {
    typealias Box = ScreenPicture.Box
    var screenBox: Box?
    var placements: [ScreenPicture.Placement] = []
    var containerBoxes: [Int: Box] = [:]
    var screenBottom: Double
    var legendX: Double

    init(legend: ScreenLegend) {
        let margin = ScreenPicture.margin
        let column = ScreenPicture.columnBox
        var scale = 1.0
        var bottom = margin
        var right = margin
        // A screen is drawn only when some stop has a frame: otherwise its outline would be empty.
        let origin = legend.origin
        if let size = legend.size, legend.entries.contains(where: { $0.frame != nil }) {
            // The drawing holds the screen and anything past its top or left edge.
            scale = min(1, ScreenPicture.maximumScreenWidth / (size.width - origin.x))
            let box = Box(x: margin - origin.x * scale, y: margin - origin.y * scale, width: size.width * scale, height: size.height * scale)
            screenBox = box
            bottom = box.y + box.height
            right = box.x + box.width
        }
        func scaled(_ frame: ScreenFrame) -> Box {
            // At least 2 units, so that a zero-size frame still shows.
            Box(x: margin + (frame.x - origin.x) * scale, y: margin + (frame.y - origin.y) * scale,
                width: max(2, frame.width * scale), height: max(2, frame.height * scale))
        }
        var columnY = screenBox == nil ? margin : bottom + 2 * column.gap
        for entry in legend.entries {
            if let frame = entry.frame, screenBox != nil {
                placements.append(.init(box: scaled(frame), drawnAtFrame: true))
            } else {
                placements.append(.init(box: Box(x: margin, y: columnY, width: column.width, height: column.height), drawnAtFrame: false))
                columnY += column.height + column.gap
                right = max(right, margin + column.width)
            }
        }
        if placements.contains(where: { !$0.drawnAtFrame }) { bottom = columnY - column.gap }
        for (index, container) in legend.tree.containers.enumerated() {
            if screenBox != nil, let frame = legend.outline(of: container) {
                containerBoxes[index] = scaled(frame)
            } else if !container.stops.isEmpty, placements.indices.contains(container.stops.upperBound - 1) {
                // In the column: around its boxes.
                let first = placements[container.stops.lowerBound].box, last = placements[container.stops.upperBound - 1].box
                guard !placements[container.stops.lowerBound].drawnAtFrame else { continue }
                let depth = Double(Self.depth(of: index, in: legend.tree) + 1) * 4
                containerBoxes[index] = Box(x: first.x - depth, y: first.y - depth, width: first.width + 2 * depth, height: last.y + last.height - first.y + 2 * depth)
            }
        }
        // Containers drawn in the column's margin may reach left of it.
        screenBottom = bottom + 8
        legendX = right + 32
    }

    private static func depth(of container: Int, in tree: AccessibilityTree) -> Int {
        var depth = 0
        var parent = tree.containers[container].parent
        while let next = parent { depth += 1; parent = tree.containers[next].parent }
        return depth
    }
}
