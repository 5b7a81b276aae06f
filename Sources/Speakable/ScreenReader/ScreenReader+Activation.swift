// Double tap: what activating each kind of focus stop does (A7, ST4, T3, P3, P4, K1, K3, K4, §10).
extension ScreenReader {
    /// What a double tap does follows the stop's actions, decided by the reader's role table when
    /// the tree was made: a stop that offers none, or is dimmed, answers `[sound: unavailable]`.
    mutating func activateFocused() -> [Utterance] {
        guard let stop = focusedStop, stop.isEnabled, stop.isDoubleTappable else { return [generator.sound(.unavailable)] }
        switch stop.target {
        case .control(let path):
            return activateControl(at: path, stop: stop)
        case .stepperButton(let path, let increment):
            return stepStepper(at: path, incrementing: increment)
        case .seriesItem(let path, let index):
            return selectSeriesItem(at: path, index: index)
        case .alertTextField:
            return beginEditing(stop.target)
        case .alertButton(let index):
            return chooseButton(index)
        case .dismissPopup:
            if case .actionSheet? = screen.topPresentation {
                return dismissTop(with: AlertResult(button: .dismissPopup, textFieldValues: []))
            }
            return dismissTop(with: nil)
        case .title, .message:
            return [generator.sound(.unavailable)]
        }
    }

    /// By the stop's actions: a stop that edits begins editing, one that toggles flips, one that
    /// activates is handed to the app (and, as an item of a tab bar or segmented control, is
    /// selected). The control's capability only carries the action out.
    private mutating func activateControl(at path: [Int], stop: FocusStop) -> [Utterance] {
        guard screen.frontmostControl(at: path) != nil else { return [generator.sound(.unavailable)] }
        if stop.actions.contains(.edit) { return beginEditing(.control(path: path)) }
        if stop.actions.contains(.toggle) { return toggleSwitch(at: path) }
        guard !stop.actions.isDisjoint(with: [.activate, .select]) else { return [generator.sound(.unavailable)] }
        activatedElements.append(stop.element)
        return selectSeriesChild(at: path)
    }

    /// An alert or action-sheet button: the result goes to the caller, the presentation goes
    /// away, and the shake alert's buttons undo or redo (U3).
    private mutating func chooseButton(_ index: Int?) -> [Utterance] {
        switch screen.topPresentation {
        case .alert(let alert)?:
            let result = AlertResult(button: Self.button(index, of: alert.buttons, cancel: alert.cancelButton),
                                     textFieldValues: topAlertFieldValues)
            if let index, alert.undoRoles.indices.contains(index) {
                switch alert.undoRoles[index] {
                case .undo: screen.undoHistory.undo()
                case .redo: screen.undoHistory.redo()
                }
            }
            return dismissTop(with: result)
        case .actionSheet(let sheet)?:
            return dismissTop(with: AlertResult(button: Self.button(index, of: sheet.buttons, cancel: sheet.cancelButton),
                                                textFieldValues: []))
        default:
            return [generator.sound(.unavailable)]
        }
    }

    /// The button at a layout index (`nil` is the cancel button).
    private static func button(_ index: Int?, of buttons: [AlertAction], cancel: CancelButton) -> AlertResult.Button {
        index.map { .app(index: $0, title: buttons[$0].title) } ?? .cancel(title: cancel.appTitle)
    }
}
