// After a gesture changes one control (a value, a text, a state), only that control's stops are
// made again, in place: a command costs the same on a screen of ten elements or of a hundred
// thousand. The whole tree is rebuilt only when what is on screen changes (a presentation, a
// notification).
extension ScreenReader {
    /// Makes the stops of the frontmost context's control at `path` again.
    mutating func refreshStops(ofControlAt path: [Int]) {
        let known = lastChanged.flatMap { $0.path == path ? $0.stops : nil }
        guard let range = known ?? Self.stopRange(ofControlAt: path, in: tree.focusStops),
              let control = screen.frontmostControl(at: path) else { return rebuildTree() }
        lastChanged = (path, range)
        // In a tab bar every item is a stop; each is decided again where it is (a tab there).
        let inTabBar = tree.containers(holdingStop: range.lowerBound).contains { tree.containers[$0].kind == .tabBar }
        let fresh = AccessibilityTree.stops(of: control, at: path, rules: generator.rules, inTabBar: inTabBar)
        // A change of value never changes how many stops a control has; if it did, rebuild.
        guard fresh.count == range.count else { return rebuildTree() }
        // The spoken screen's words stay for every stop but these (changing the tree drops them).
        // Taken out while the stops change, so the words are changed in place, not copied.
        var spoken = spokenStops
        spokenStops = nil
        defer { spokenStops = spoken }
        for (offset, index) in range.enumerated() {
            spoken?.forget(index)
            var stop = fresh[offset]
            // The containers did not change: the stop keeps its place among them, and its
            // context words are asked of the tree when it is spoken.
            stop.container = tree.focusStops[index].container
            let kind = tree.decidingContainer(ofStop: index).map { tree.containers[$0].kind }
            generator.rules.decide(&stop, in: kind)
            // A rotor's stops stay as they are unless the change made a stop found or not.
            if rotorStops.contains(where: { $0.item.finds(stop) != $0.item.finds(tree.focusStops[index]) }) {
                rotorStops = []
            }
            tree.focusStops[index] = stop
        }
    }

    /// Makes the stops of what a text-field target points to again.
    mutating func refreshStops(of target: FocusTarget) {
        if case .control(let path) = target { refreshStops(ofControlAt: path) } else { rebuildTree() }
    }

    /// The contiguous range of the stops of the control at `path` (the first, when they are not
    /// contiguous), compared without hashing or copying a stop; `nil` when it has none.
    private static func stopRange(ofControlAt path: [Int], in stops: [FocusStop]) -> Range<Int>? {
        func isOfControl(_ index: Int) -> Bool {
            switch stops[index].target {
            case .control(let p), .stepperButton(let p, _), .seriesItem(let p, _): p == path
            default: false
            }
        }
        guard let first = stops.indices.first(where: isOfControl) else { return nil }
        var end = first + 1
        while end < stops.count, isOfControl(end) { end += 1 }
        return first..<end
    }
}
