import Speakable

extension AuditRule {
    /// `duplicate-bounds`: two or more actionable stops have the same frame; one finding per
    /// group, on its second stop.
    ///
    /// ```swift
    /// // two buttons at [0, 0, 44, 44] → on the second: "2 elements share this frame"
    /// ```
    public static let duplicateBounds = AuditRule(
        id: "duplicate-bounds", category: .hitRegion, severity: .warning, needsFrames: true,
        summary: "Several actionable elements share one frame.",
        help: "Elements on top of each other cannot all be touched; remove the hidden one or merge them."
    ) { screen in
        var groups: [ScreenFrame: [Int]] = [:]
        for index in screen.elements.indices where screen.isActionable(index) {
            if let frame = screen.elements[index].frame, !frame.isZeroSized { groups[frame, default: []].append(index) }
        }
        return groups.values.filter { $0.count > 1 }.map { group in
            .init(stop: group[1], message: screen.message(.auditDuplicateBounds, ["count": String(group.count)]))
        }.sorted { ($0.stop ?? 0) < ($1.stop ?? 0) }
    }
}

extension ScreenFrame {
    /// A frame with no area: many elements share it without being on top of each other.
    var isZeroSized: Bool { width <= 0 || height <= 0 }
}
