// The rotor (phrasing spec RO1, RO2): turning it says the item; swiping down or up moves by it.
extension ScreenReader {
    /// `rotor NAME`: selects an item and says its name, as a value change (no final period). A
    /// rotor the screen has nothing for still turns to it.
    mutating func turnRotor(to item: RotorItem) -> [Utterance] {
        rotor = item
        shownAction = nil
        customRotorResult = nil
        return [generator.valueChanged(to: item.spokenName)]
    }

    /// `down` (forward) or `up`: the next or previous stop the rotor finds, spoken as `next`
    /// would; past the last or before the first, `[sound: boundary]`. With no rotor, or Adjust
    /// Value, they adjust the focused element (down decrements); with Actions, they go through
    /// its custom actions; with a custom rotor, through its results.
    mutating func swipeVertically(down: Bool) -> [Utterance] {
        switch rotor {
        case nil, .adjustValue?:
            guard focusedStopAdjusts else { return [generator.sound(.boundary)] }
            return adjustFocused(incrementing: !down)
        case .actions?:
            return showNextAction(forward: down)
        case .custom(let name)?:
            return showNextResult(ofRotor: name, forward: down)
        case let item?:
            guard let current = focusIndex else { return [generator.sound(.boundary)] }
            guard let target = Self.rotorTarget(among: stops(foundBy: item), from: current, down: down) else { return [generator.sound(.boundary)] }
            // RO2: moving into a container says its label first, as a context utterance.
            let label = item == .containers ? containerLabel(startingAt: target) : nil
            let spokenLabel = label.map { label -> AccessibilityValue in label.word.map { .word($0) } ?? .text(label.text) }
            return (spokenLabel.map { [generator.valueChanged(to: $0)] } ?? []) + focus(at: target)
        }
    }

    /// Where a swipe down (or up) moves focus from `current` with the rotor on an item that
    /// finds the stops `found` (in order): the first of them after it, or the last before it;
    /// `nil` past the last or before the first (a boundary). Asked by the swipe itself, and by a
    /// task's shortest path, which counts the rotor's moves without making them on a copy.
    package static func rotorTarget(among found: [Int], from current: Int, down: Bool) -> Int? {
        // By binary search, the same on any screen.
        var low = 0, high = found.count
        while low < high {
            let middle = (low + high) / 2
            if found[middle] <= current { low = middle + 1 } else { high = middle }
        }
        return down ? (low < found.count ? found[low] : nil)
            : (low > 0 && found[low - 1] == current ? (low > 1 ? found[low - 2] : nil) : (low > 0 ? found[low - 1] : nil))
    }

    /// The indices of the stops `item` finds, made once per set of stops: by what a stop is,
    /// or (containers, landmarks, tables) the first stop of each container of the kinds. Asked
    /// before a copy of the session is made (a task's shortest path), the copies share them.
    @discardableResult
    package mutating func stops(foundBy item: RotorItem) -> [Int] {
        if let known = rotorStops.first(where: { $0.item == item }) { return known.stops }
        let found: [Int]
        if let kinds = item.containerKinds {
            found = Array(Set(tree.containers.filter { kinds.contains($0.kind) }.map(\.stops.lowerBound))).sorted()
        } else if item == .formControls {
            // The segments' stops, as ranges: most screens have none.
            let segments = tree.containers.filter { $0.kind == .segmentedControl }.map(\.stops)
            // Each stop's role read in place, no stop copied.
            found = tree.focusStops.withUnsafeBufferPointer { stops in
                stops.indices.filter { index in item.finds(role: stops[index].role) || segments.contains { $0.contains(index) } }
            }
        } else {
            found = tree.focusStops.withUnsafeBufferPointer { stops in stops.indices.filter { item.finds(role: stops[$0].role) } }
        }
        rotorStops.append((item, found))
        return found
    }

    /// The label of the outermost container the Containers rotor finds that starts at `stop`.
    private func containerLabel(startingAt stop: Int) -> AccessibilityLabel? {
        let kinds = RotorItem.containers.containerKinds ?? []
        let container = tree.containers.first { kinds.contains($0.kind) && $0.stops.lowerBound == stop }
        guard let label = container?.element.label, !label.isEmpty else { return nil }
        return label
    }

    /// The Actions rotor: each swipe says the next (or previous) action's name, going round.
    private mutating func showNextAction(forward: Bool) -> [Utterance] {
        guard let stop = focusIndex, let actions = focusedStop?.element.customActions, !actions.isEmpty else {
            return [generator.sound(.boundary)]
        }
        let current = shownAction.flatMap { $0.stop == stop ? $0.index : nil }
        let index = current.map { (($0 + (forward ? 1 : -1)) % actions.count + actions.count) % actions.count } ?? (forward ? 0 : actions.count - 1)
        shownAction = (stop, index)
        return [generator.valueChanged(to: .text(actions[index]))]
    }

    /// A custom rotor: each swipe says its next (or previous) result's description, in the
    /// order the screen gives them; past the end, `[sound: boundary]`. The focus stays.
    private mutating func showNextResult(ofRotor name: String, forward: Bool) -> [Utterance] {
        let results = tree.focusStops.flatMap { stop in
            stop.element.customRotors.filter { $0.name == name }.flatMap(\.results)
        }
        let next = customRotorResult.map { $0 + (forward ? 1 : -1) } ?? (forward ? 0 : results.count - 1)
        guard results.indices.contains(next) else { return [generator.sound(.boundary)] }
        customRotorResult = next
        return [generator.valueChanged(to: .text(results[next]))]
    }

    /// The action the Actions rotor said last on the focused stop, which `activate` performs.
    var actionToPerform: String? {
        guard rotor == .actions, let shown = shownAction, shown.stop == focusIndex,
              let actions = focusedStop?.element.customActions, actions.indices.contains(shown.index) else { return nil }
        return actions[shown.index]
    }
}
