import Speakable

extension AuditRule {
    /// `hit-region`: an actionable stop whose frame is under the minimum in either dimension
    /// (24 × 24 pt, WCAG 2.2 SC 2.5.8; `--min-target 44` for the HIG's 44 × 44; under TalkBack,
    /// ATF's 48 × 48 dp, TB22). An Android capture's frames are pixels: they are measured in dp,
    /// with the capture's density.
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
            guard screen.isActionable(index), let frame = screen.elements[index].frame else { return nil }
            let width = frame.width / screen.pixelsPerPoint, height = frame.height / screen.pixelsPerPoint
            guard width < screen.minimumTarget || height < screen.minimumTarget else { return nil }
            return .init(stop: index, message: screen.message(.auditHitRegion, [
                "width": points(width), "height": points(height), "minimum": points(screen.minimumTarget),
            ]))
        }
    }

    /// A size in points as written: whole numbers without a fraction, others to a tenth (a
    /// size in dp from pixels is rarely whole: 55 px at 2.625 is 20.952… dp, written 21).
    static func points(_ value: Double) -> String {
        guard abs(value) < 1e15 else { return String(value) }
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}
