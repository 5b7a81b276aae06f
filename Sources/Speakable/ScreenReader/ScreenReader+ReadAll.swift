// Read all (phrasing spec RO4): a two-finger swipe down reads from the focus to the end, a
// two-finger swipe up from the top.
extension ScreenReader {
    /// Every stop from `start` to the last, each its own utterance; the focus ends on the last.
    mutating func readAll(from start: Int?) -> [Utterance] {
        guard let start, tree.focusStops.indices.contains(start) else { return [generator.sound(.boundary)] }
        return tree.focusStops.indices[start...].flatMap { focus(at: $0) }
    }
}
