// Double tap: what activating each kind of focus stop does (A7, ST4, T3, P3, P4, §10).
extension ScreenReader {
    mutating func activateFocused() -> [Utterance] {
        guard let stop = focusedStop else { return [generator.sound(.unavailable)] }
        if stop.element.traits.contains(.notEnabled) { return [generator.sound(.unavailable)] }
        switch stop.target {
        case .control(let path):
            return activateControl(at: path, element: stop.element)
        case .stepperButton(let path, let increment):
            return stepStepper(at: path, incrementing: increment)
        case .alertTextField:
            return beginEditing(stop.target)
        case .alertButton(let index):
            return chooseButton(index)
        case .dismissPopup:
            if case .actionSheet? = screen.topPresentation {
                return dismissTop(with: AlertResult(buttonTitle: stop.element.label, buttonIndex: nil, textFieldValues: []))
            }
            return dismissTop(with: nil)
        case .title, .message:
            return [generator.sound(.unavailable)]
        }
    }

    /// Buttons and links are handed to the app; text fields begin editing; anything else has
    /// nothing to do.
    private mutating func activateControl(at path: [Int], element: AccessibilityElement) -> [Utterance] {
        switch screen.frontmostControl(at: path) {
        case .textField?, .secureTextField?:
            return beginEditing(.control(path: path))
        case .button?, .link?:
            activatedElements.append(element)
            return []
        case .element?:
            guard !element.traits.isDisjoint(with: [.button, .link, .searchField, .keyboardKey]) else {
                return [generator.sound(.unavailable)]
            }
            activatedElements.append(element)
            return []
        default:
            return [generator.sound(.unavailable)]
        }
    }

    /// An alert or action-sheet button: the result goes to the caller, the presentation goes
    /// away, and the shake alert's buttons undo or redo (U3).
    private mutating func chooseButton(_ index: Int?) -> [Utterance] {
        let voice = generator.voice
        switch screen.topPresentation {
        case .alert(let alert)?:
            let title = index.map { alert.buttons[$0].title } ?? alert.cancelButton.title(in: voice) ?? ""
            let result = AlertResult(buttonTitle: title, buttonIndex: index, textFieldValues: topAlertFieldValues)
            if let index, alert.undoRoles.indices.contains(index) {
                switch alert.undoRoles[index] {
                case .undo: screen.undoHistory.undo()
                case .redo: screen.undoHistory.redo()
                }
            }
            return dismissTop(with: result)
        case .actionSheet(let sheet)?:
            let title = index.map { sheet.buttons[$0].title } ?? sheet.cancelButton.title(in: voice) ?? ""
            return dismissTop(with: AlertResult(buttonTitle: title, buttonIndex: index, textFieldValues: []))
        default:
            return [generator.sound(.unavailable)]
        }
    }
}
