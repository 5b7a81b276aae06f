// Explore by touch (phrasing spec RO3): a finger on the screen focuses what is under it.
extension ScreenReader {
    /// Focuses the smallest stop whose frame holds the point and says it. Nothing is said when
    /// that stop already has the focus, or when nothing is under the point; a screen without
    /// frames (a document, the Swift API) gives `[sound: unavailable]`.
    mutating func touch(x: Double, y: Double) -> [Utterance] {
        let stops = tree.focusStops
        var best: (index: Int, area: Double)?, anyFrame = false
        for index in stops.indices {
            guard let frame = stops[index].element.frame else { continue }
            anyFrame = true
            if frame.contains(x: x, y: y), best.map({ frame.area < $0.area }) ?? true { best = (index, frame.area) }
        }
        guard anyFrame else { return [generator.sound(.unavailable)] }
        guard let best, best.index != focusIndex else { return [] }
        return focus(at: best.index)
    }
}
