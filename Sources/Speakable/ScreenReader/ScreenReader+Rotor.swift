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
            let stops = tree.focusStops
            let found = down ? stops.indices[(current + 1)...].first { item.finds(stops[$0].element) }
                : stops.indices[..<current].last { item.finds(stops[$0].element) }
            guard let found else { return [generator.sound(.boundary)] }
            return focus(at: found)
        }
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
