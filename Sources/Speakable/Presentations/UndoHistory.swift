/// The named actions an app can undo and redo (the state of UIKit's `UndoManager`).
///
/// `shake` offers `Undo <name>` for the most recent undo action and `Redo <name>` for the most
/// recent redo action (U2).
///
/// ```swift
/// var history = try UndoHistory(undoActionNames: ["Typing", "Name Change"])
/// history.undo()   // "Name Change" moves to the redo stack
/// history.redoActionNames   // ["Name Change"]
/// ```
public struct UndoHistory: Hashable, Sendable {
    /// How many actions are kept; 0 is unlimited. Past the limit the oldest is dropped.
    public let levelsOfUndo: Int
    /// Actions that can be undone, oldest first; the last is undone first.
    public private(set) var undoActionNames: [String]
    /// Actions that can be redone, oldest first; the last is redone first.
    public private(set) var redoActionNames: [String]

    /// Creates a history.
    ///
    /// ```swift
    /// let history = try UndoHistory(levelsOfUndo: 2, undoActionNames: ["Typing"])
    /// ```
    /// - Throws: ``UndoHistoryError`` when the levels are negative or a stack holds more
    ///   actions than the levels allow.
    public init(levelsOfUndo: Int = 0, undoActionNames: [String] = [], redoActionNames: [String] = []) throws {
        guard levelsOfUndo >= 0 else { throw UndoHistoryError.negativeLevels(levelsOfUndo) }
        for (stack, names) in [("undo", undoActionNames), ("redo", redoActionNames)]
        where levelsOfUndo > 0 && names.count > levelsOfUndo {
            throw UndoHistoryError.tooManyActions(stack: stack, count: names.count, levels: levelsOfUndo)
        }
        self.levelsOfUndo = levelsOfUndo
        self.undoActionNames = undoActionNames
        self.redoActionNames = redoActionNames
    }

    /// Whether there is anything to undo or redo, so that `shake` shows its alert.
    ///
    /// ```swift
    /// try UndoHistory().isEmpty   // true
    /// ```
    public var isEmpty: Bool { undoActionNames.isEmpty && redoActionNames.isEmpty }

    /// Records a new action: it becomes the next to undo, and redo is cleared (as UIKit does).
    ///
    /// ```swift
    /// history.registerUndo(named: "Typing")
    /// ```
    public mutating func registerUndo(named name: String) {
        undoActionNames.append(name)
        redoActionNames.removeAll()
        trim(&undoActionNames)
    }

    /// Undoes the most recent action, moving it to the redo stack (U3).
    ///
    /// ```swift
    /// history.undo()   // returns the name undone, or nil
    /// ```
    @discardableResult
    public mutating func undo() -> String? {
        guard let name = undoActionNames.popLast() else { return nil }
        redoActionNames.append(name)
        trim(&redoActionNames)
        return name
    }

    /// Redoes the most recently undone action, moving it back (U3).
    ///
    /// ```swift
    /// history.redo()   // returns the name redone, or nil
    /// ```
    @discardableResult
    public mutating func redo() -> String? {
        guard let name = redoActionNames.popLast() else { return nil }
        undoActionNames.append(name)
        trim(&undoActionNames)
        return name
    }

    private func trim(_ names: inout [String]) {
        if levelsOfUndo > 0, names.count > levelsOfUndo { names.removeFirst(names.count - levelsOfUndo) }
    }
}
