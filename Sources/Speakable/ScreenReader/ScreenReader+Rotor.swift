// The rotor (phrasing spec RO1, RO2): turning it says the item; swiping down or up moves by it.
extension ScreenReader {
    /// `rotor NAME`: selects an item and says its name, as a value change (no final period). A
    /// rotor the screen has nothing for still turns to it.
    mutating func turnRotor(to item: RotorItem) -> [Utterance] {
        rotor = item
        shownAction = nil
        return [generator.valueChanged(to: item.spokenName)]
    }

    /// `down` (forward) or `up`: the next or previous stop the rotor finds, spoken as `next`
    /// would; past the last or before the first, `[sound: boundary]`. With no rotor, or Adjust
    /// Value, they adjust the focused element (down decrements); with Actions, they go through
    /// its custom actions.
    mutating func swipeVertically(down: Bool) -> [Utterance] {
        switch rotor {
        case nil, .adjustValue?:
            guard focusedStop?.element.traits.contains(.adjustable) == true else { return [generator.sound(.boundary)] }
            return adjustFocused(incrementing: !down)
        case .actions?:
            return showNextAction(forward: down)
        case let item?:
            guard let current = focusIndex else { return [generator.sound(.boundary)] }
            let found = stops(foundBy: item)
            // The first found stop after the focus (or the last before it), by binary search.
            var low = 0, high = found.count
            while low < high {
                let middle = (low + high) / 2
                if found[middle] <= current { low = middle + 1 } else { high = middle }
            }
            let target = down ? (low < found.count ? found[low] : nil)
                : (low > 0 && found[low - 1] == current ? (low > 1 ? found[low - 2] : nil) : (low > 0 ? found[low - 1] : nil))
            guard let target else { return [generator.sound(.boundary)] }
            return focus(at: target)
        }
    }

    /// The indices of the stops `item` finds, made once per set of stops.
    private mutating func stops(foundBy item: RotorItem) -> [Int] {
        if let known = rotorStops[item] { return known }
        let found = tree.focusStops.indices.filter { item.finds(tree.focusStops[$0].element) }
        rotorStops[item] = found
        return found
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

    /// The action the Actions rotor said last on the focused stop, which `activate` performs.
    var actionToPerform: String? {
        guard rotor == .actions, let shown = shownAction, shown.stop == focusIndex,
              let actions = focusedStop?.element.customActions, actions.indices.contains(shown.index) else { return nil }
        return actions[shown.index]
    }
}
