// The shake-to-undo alert (phrasing spec U2): no title, `Undo <name>`, `Redo <name>` and a
// `Cancel` that cannot be renamed or removed. The alert remembers which of its buttons undo and
// redo, so that activating one changes the undo history.
extension Alert {
    /// What the buttons of a shake-to-undo alert do, by index in ``buttons``.
    package enum UndoRole: Hashable, Sendable {
        case undo, redo
    }

    /// The shake alert for a history, or `nil` when there is nothing to undo or redo. Each
    /// button's title is the action's name after the voice's `Undo ` or `Redo ` word.
    ///
    /// ```swift
    /// Alert.undoAlert(for: history)?.buttons.map(\.title)
    /// // ["Name Change", "Bold"], spoken "Undo Name Change. Button.", "Redo Bold. Button."
    /// ```
    public static func undoAlert(for history: UndoHistory) -> Alert? {
        var buttons: [AlertAction] = [], roles: [UndoRole] = []
        if let name = history.undoActionNames.last {
            var button = AlertAction(name)
            button.prefix = .undoPrefix
            buttons.append(button)
            roles.append(.undo)
        }
        if let name = history.redoActionNames.last {
            var button = AlertAction(name)
            button.prefix = .redoPrefix
            buttons.append(button)
            roles.append(.redo)
        }
        guard !buttons.isEmpty else { return nil }
        var alert = Alert(cancelButton: .standard, buttons: buttons)
        alert.undoRoles = roles
        return alert
    }
}
