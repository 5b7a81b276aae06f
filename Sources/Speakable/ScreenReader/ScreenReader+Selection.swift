// Switches, segmented controls and tab bars: a double tap changes what is selected or on (K1,
// K3, K4).
extension ScreenReader {
    /// K1: the switch flips (mixed becomes on) and only the new state word is spoken, as a value
    /// change.
    mutating func toggleSwitch(at path: [Int]) -> [Utterance] {
        var newState: SwitchState?
        screen.updateFrontmostControl(at: path) { control in
            guard var toggle = control.toggleable else { return }
            toggle.toggle()
            newState = toggle.state
            control = toggle.control
        }
        guard let newState else { return [generator.sound(.unavailable)] }
        refreshStops(ofControlAt: path)
        return [generator.valueChanged(to: .switchState(newState))]
    }

    /// K3, K4, C4: an unselected segment or tab becomes the selected one (the others are
    /// deselected) and its description is spoken again; the selected one does nothing. Titled
    /// items and element items take this one path (``Control/selectItem(_:)``).
    mutating func selectSeriesItem(at path: [Int], index: Int) -> [Utterance] {
        var changed = false
        screen.updateFrontmostControl(at: path) { changed = $0.selectItem(index) }
        guard changed else { return [] }
        refreshStops(ofControlAt: path)
        return focusedUtterance()
    }

    /// A double tap on an element item: the same selection, by the item's place in its parent;
    /// outside a series nothing more happens.
    mutating func selectSeriesChild(at path: [Int]) -> [Utterance] {
        guard path.count > 1, let index = path.last else { return [] }
        return selectSeriesItem(at: Array(path.dropLast()), index: index)
    }
}
