// Double tap: what activating each kind of focus stop does (A7, ST4, T3, P3, P4, K1, K3, K4, §10).
extension ScreenReader {
    mutating func activateFocused() -> [Utterance] {
        guard let stop = focusedStop else { return [generator.sound(.unavailable)] }
        if stop.element.traits.contains(.notEnabled) { return [generator.sound(.unavailable)] }
        switch stop.target {
        case .control(let path):
            return activateControl(at: path, element: stop.element)
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

    /// Buttons and links are handed to the app; text fields begin editing; anything else has
    /// nothing to do.
    private mutating func activateControl(at path: [Int], element: AccessibilityElement) -> [Utterance] {
        guard let control = screen.frontmostControl(at: path) else { return [generator.sound(.unavailable)] }
        // By capability: a text entry edits, a toggle flips, something pressable is handed to
        // the app (and, as an item of a tab bar or segmented control, selected).
        if control.textEntry != nil { return beginEditing(.control(path: path)) }
        if control.toggleable != nil { return toggleSwitch(at: path) }
        guard !element.traits.isDisjoint(with: [.button, .link, .backButton, .searchField, .keyboardKey]),
              control.adjustable == nil, control.childControls == nil else {
            return [generator.sound(.unavailable)]
        }
        activatedElements.append(element)
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
