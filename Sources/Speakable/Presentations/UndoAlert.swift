// The shake-to-undo alert (phrasing spec U2): no title, `Undo <name>`, `Redo <name>` and a
// `Cancel` that cannot be renamed or removed. The alert remembers which of its buttons undo and
// redo, so that activating one changes the undo history.
extension Alert {
    /// What the buttons of a shake-to-undo alert do, by index in ``buttons``.
    package enum UndoRole: Hashable, Sendable {
        case undo, redo
    }

    /// The shake alert for a history, or `nil` when there is nothing to undo or redo.
    ///
    /// ```swift
    /// Alert.undoAlert(for: history, voice: try .builtIn(.en))?.buttons.map(\.title)
    /// // ["Undo Name Change", "Redo Bold"]
    /// ```
    public static func undoAlert(for history: UndoHistory, voice: Voice) -> Alert? {
        var buttons: [AlertAction] = [], roles: [UndoRole] = []
        if let name = history.undoActionNames.last {
            buttons.append(AlertAction(voice.words.undoPrefix + name))
            roles.append(.undo)
        }
        if let name = history.redoActionNames.last {
            buttons.append(AlertAction(voice.words.redoPrefix + name))
            roles.append(.redo)
        }
        guard !buttons.isEmpty else { return nil }
        var alert = Alert(cancelButton: .standard, buttons: buttons)
        alert.undoRoles = roles
        return alert
    }
}
