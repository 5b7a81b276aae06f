// Presenting and dismissing: modal contexts, restored focus (A7), queued alerts (A9).
extension ScreenReader {
    /// Presents something over the screen, as the app would, and speaks its arrival. An alert
    /// over an alert waits and says nothing until it appears.
    ///
    /// ```swift
    /// try reader.present(.alert(Alert(title: "Saved", cancelButton: .none, buttons: ["OK"])))
    /// // ["Alert. Saved."]
    /// ```
    /// - Throws: ``PresentationError`` for what UIKit would refuse.
    @discardableResult
    public mutating func present(_ presentation: Presentation) throws -> [Utterance] {
        guard try presentOnTop(presentation) else {
            log.record(.app, output: [])
            return []
        }
        let output = arrivalOutput()
        log.record(.app, output: output)
        return output
    }

    /// Dismisses the presentation on top with a result, then either shows the next queued alert
    /// or returns focus to where it was and speaks it.
    mutating func dismissTop(with result: AlertResult?) -> [Utterance] {
        if let result { alertResults.append(result) }
        endEditing()
        let levels = screen.presentations.count
        screen.dismissTopPresentation()
        if screen.presentations.count == levels {
            // A queued alert took the dismissed one's place (A9): same level, same saved focus.
            focusIndex = 0
            rebuildTree()
            return arrivalOutput()
        }
        focusIndex = savedFocus.popLast() ?? 0
        if let covered = coveredTrees.popLast() ?? nil {
            tree = covered
            lastChanged = nil
            rotorStops = []
            focusIndex = tree.focusStops.isEmpty ? nil : min(focusIndex ?? 0, tree.focusStops.count - 1)
        } else {
            rebuildTree()
        }
        return focusedUtterance()
    }

    /// Presents; when it comes on top (not queued behind an alert), editing ends in the context
    /// it covers first, that context's focus and stops are kept for its return, and the new
    /// context's stops are made. Returns whether it came on top.
    private mutating func presentOnTop(_ presentation: Presentation) throws -> Bool {
        var presented = screen
        try presented.present(presentation)
        guard presented.presentations.count > screen.presentations.count else {
            screen = presented
            return false
        }
        endEditing()
        savedFocus.append(focusIndex ?? 0)
        coveredTrees.append(tree)
        try screen.present(presentation)
        focusIndex = 0
        rebuildTree()
        return true
    }

    /// The values of the top alert's text fields, secure ones kept secret.
    var topAlertFieldValues: [AlertResult.FieldValue] {
        guard case .alert(let alert)? = screen.topPresentation else { return [] }
        return alert.textFields.map { $0.textEntry?.fieldValue ?? .plain("") }
    }

    /// Escape (A8, P6): the cancel button of an alert or sheet, or the dismissal of a popover.
    mutating func escapeGesture() -> [Utterance] {
        switch screen.topPresentation {
        case .alert(let alert)?:
            guard alert.cancelButton != .none else { return [generator.sound(.unavailable)] }
            return dismissTop(with: AlertResult(button: .cancel(title: alert.cancelButton.appTitle), textFieldValues: topAlertFieldValues))
        case .actionSheet(let sheet)?:
            if sheet.cancelButton != .none {
                return dismissTop(with: AlertResult(button: .cancel(title: sheet.cancelButton.appTitle), textFieldValues: []))
            }
            guard screen.width == .regular else { return [generator.sound(.unavailable)] }
            return dismissTop(with: AlertResult(button: .dismissPopup, textFieldValues: []))
        case .popover?:
            return dismissTop(with: nil)
        case nil:
            return [generator.sound(.unavailable)]
        }
    }

    /// Shake (U2): the undo alert, presented like any alert; nothing when there is nothing to
    /// undo or redo.
    mutating func shakeGesture() -> [Utterance] {
        guard let alert = Alert.undoAlert(for: screen.undoHistory),
              (try? presentOnTop(.alert(alert))) == true else { return [] }
        return arrivalOutput()
    }
}
