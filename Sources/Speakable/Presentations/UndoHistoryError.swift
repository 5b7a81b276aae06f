/// An undo history that cannot exist.
///
/// ```swift
/// try UndoHistory(levelsOfUndo: 1, undoActionNames: ["A", "B"])
/// // throws .tooManyActions(stack: "undo", count: 2, levels: 1)
/// ```
public enum UndoHistoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Levels below zero.
    case negativeLevels(Int)
    /// More actions on a stack than the levels keep.
    case tooManyActions(stack: String, count: Int, levels: Int)

    /// What is wrong.
    public var description: String {
        switch self {
        case .negativeLevels(let levels): "levels must be 0 (unlimited) or more, got \(levels)"
        case .tooManyActions(let stack, let count, let levels):
            "\(count) \(stack) actions cannot be kept with levels \(levels)"
        }
    }
}
