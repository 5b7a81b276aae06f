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

    /// K3, K4: an unselected segment or tab becomes the selected one (the others are
    /// deselected) and its description is spoken again; the selected one does nothing.
    mutating func selectSeriesItem(at path: [Int], index: Int) -> [Utterance] {
        var changed = false
        screen.updateFrontmostControl(at: path) { control in
            guard var series = control.series else { return }
            changed = series.select(index)
            control = series.control
        }
        guard changed else { return [] }
        refreshStops(ofControlAt: path)
        return focusedUtterance()
    }

    /// K3, K4 through C4: a double tap on an element item of a tab bar or segmented control
    /// selects it and deselects its siblings, and its description is spoken again; on the
    /// selected one, or outside a series, nothing more happens.
    mutating func selectSeriesChild(at path: [Int]) -> [Utterance] {
        guard path.count > 1, let parent = screen.frontmostControl(at: Array(path.dropLast())), parent.isSeriesOfElements,
              let index = path.last, screen.frontmostControl(at: path)?.attributes.isSelected == false else { return [] }
        screen.updateFrontmostControl(at: Array(path.dropLast())) { control in
            control.updateChildControls { children in
                for child in children.indices { children[child].attributes.isSelected = child == index }
            }
        }
        refreshStops(ofControlAt: Array(path.dropLast()))
        return focusedUtterance()
    }
}
