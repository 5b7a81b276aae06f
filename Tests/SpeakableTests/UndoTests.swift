import Testing
import Speakable

/// Phrasing spec §9: undo and redo (the model; shake is the screen reader's).
@Suite("§9 Undo and redo")
struct UndoTests {
    @Test("U1 levels 0 is unlimited; past the limit the oldest is dropped")
    func u1Levels() throws {
        var unlimited = try UndoHistory()
        for name in (1...50).map(String.init) { unlimited.registerUndo(named: name) }
        #expect(unlimited.undoActionNames.count == 50)
        var two = try UndoHistory(levelsOfUndo: 2, undoActionNames: ["A", "B"])
        two.registerUndo(named: "C")
        #expect(two.undoActionNames == ["B", "C"])
    }

    @Test("U1 more actions than the levels allow is an error")
    func u1TooMany() {
        #expect(throws: UndoHistoryError.tooManyActions(stack: "undo", count: 2, levels: 1)) {
            try UndoHistory(levelsOfUndo: 1, undoActionNames: ["A", "B"])
        }
    }

    @Test("U3 undo moves the action to the redo stack and redo moves it back")
    func u3UndoRedo() throws {
        var history = try UndoHistory(undoActionNames: ["Typing", "Name Change"])
        #expect(history.undo() == "Name Change")
        #expect(history.undoActionNames == ["Typing"] && history.redoActionNames == ["Name Change"])
        #expect(history.redo() == "Name Change")
        #expect(history.undoActionNames == ["Typing", "Name Change"] && history.redoActionNames.isEmpty)
    }
}
