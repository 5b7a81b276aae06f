import Speakable

extension AuditRule {
    /// `hit-region`: an actionable stop whose frame is under the minimum in either dimension
    /// (24 × 24 pt, WCAG 2.2 SC 2.5.8; `--min-target 44` for the HIG's 44 × 44).
    ///
    /// ```swift
    /// // Button("OK").frame(ScreenFrame(x: 0, y: 0, width: 20, height: 20))
    /// // → "Hit area is too small: 20 × 20 pt, under 24 × 24"
    /// ```
    public static let hitRegion = AuditRule(
        id: "hit-region", category: .hitRegion, severity: .warning, needsFrames: true,
        summary: "An actionable element's hit area is smaller than the minimum target.",
        help: "Make the touch target at least 24 × 24 points (WCAG 2.2), or 44 × 44 as the HIG asks."
    ) { screen in
        screen.elements.indices.compactMap { index in
            guard screen.isActionable(index), let frame = screen.elements[index].frame,
                  frame.width < screen.minimumTarget || frame.height < screen.minimumTarget else { return nil }
            return .init(stop: index, message: screen.voice.message(.auditHitRegion, [
                "width": points(frame.width), "height": points(frame.height), "minimum": points(screen.minimumTarget),
            ]))
        }
    }

    /// A size in points as written: whole numbers without a fraction.
    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
