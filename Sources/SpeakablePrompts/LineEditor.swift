import Speakable

/// A line of text being edited with a cursor, as readline edits it: insert at the cursor, move
/// over characters, delete either way, and delete to the start or a word back. Each change
/// returns what it passed over or removed, for the screen reader to speak.
///
/// ```swift
/// var line = LineEditor("Ann")
/// line.moveLeft()          // "n": the character passed over
/// line.insert("x")         // true: "Anxn", the cursor after the x
/// line.deleteToStart()     // "Anx"
/// ```
struct LineEditor: Hashable, Sendable {
    private(set) var characters: [Character]
    /// Where the cursor is: before the character at this index (the count: at the end).
    private(set) var cursor: Int
    /// The most characters the line takes, if limited.
    var limit: Int?

    init(_ text: String = "", limit: Int? = nil) {
        characters = Array(text)
        cursor = characters.count
        self.limit = limit
    }

    var text: String { String(characters) }

    /// Inserts a character at the cursor; `false` when the line is full.
    mutating func insert(_ character: Character) -> Bool {
        if let limit, characters.count >= limit { return false }
        characters.insert(character, at: cursor)
        cursor += 1
        return true
    }

    /// Deletes the character before the cursor (Backspace).
    mutating func deleteBackward() -> Character? {
        guard cursor > 0 else { return nil }
        cursor -= 1
        return characters.remove(at: cursor)
    }

    /// Deletes the character under the cursor (Delete).
    mutating func deleteForward() -> Character? {
        guard cursor < characters.count else { return nil }
        return characters.remove(at: cursor)
    }

    /// Moves one character left; returns the character passed over.
    mutating func moveLeft() -> Character? {
        guard cursor > 0 else { return nil }
        cursor -= 1
        return characters[cursor]
    }

    /// Moves one character right; returns the character passed over.
    mutating func moveRight() -> Character? {
        guard cursor < characters.count else { return nil }
        cursor += 1
        return characters[cursor - 1]
    }

    /// Moves to the start (Home, Ctrl-A); `false` when already there.
    mutating func moveToStart() -> Bool {
        defer { cursor = 0 }
        return cursor != 0
    }

    /// Moves to the end (End, Ctrl-E); `false` when already there.
    mutating func moveToEnd() -> Bool {
        defer { cursor = characters.count }
        return cursor != characters.count
    }

    /// Deletes everything before the cursor (Ctrl-U); returns it.
    mutating func deleteToStart() -> String {
        let removed = String(characters[..<cursor])
        characters.removeSubrange(..<cursor)
        cursor = 0
        return removed
    }

    /// Deletes the word before the cursor and the spaces after it (Ctrl-W); returns it.
    mutating func deleteWordBackward() -> String {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        let removed = String(characters[start..<cursor])
        characters.removeSubrange(start..<cursor)
        cursor = start
        return removed
    }

    /// What a key did to the line, for the screen reader to say.
    enum Edit: Equatable {
        /// A character was typed at the cursor.
        case typed(Character)
        /// Typing was refused: the line is full.
        case full
        /// One character was deleted (Backspace, Delete).
        case deleted(Character)
        /// Several were deleted at once (Ctrl-U, Ctrl-W).
        case cleared(String)
        /// The cursor passed over a character.
        case passed(Character)
        /// The cursor jumped to the start or the end.
        case jumped
        /// Nothing there to move over or delete.
        case boundary
    }

    /// Applies a key as readline does: typing, Backspace, Delete (Ctrl-D), Left and Right
    /// (Ctrl-B, Ctrl-F), Home and End (Ctrl-A, Ctrl-E), Ctrl-U and Ctrl-W. `nil` for a key that
    /// does not edit (a control character typed is none: a keyboard types none).
    mutating func edit(_ key: PromptKey) -> Edit? {
        switch key {
        case .character(let character):
            guard character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }) else { return nil }
            return insert(character) ? .typed(character) : .full
        case .backspace: return deleteBackward().map(Edit.deleted) ?? .boundary
        case .delete, .control("d"): return deleteForward().map(Edit.deleted) ?? .boundary
        case .left, .control("b"): return moveLeft().map(Edit.passed) ?? .boundary
        case .right, .control("f"): return moveRight().map(Edit.passed) ?? .boundary
        case .home, .control("a"): return moveToStart() ? .jumped : .boundary
        case .end, .control("e"): return moveToEnd() ? .jumped : .boundary
        case .control("u"): return Self.cleared(deleteToStart())
        case .control("w"): return Self.cleared(deleteWordBackward())
        default: return nil
        }
    }

    private static func cleared(_ text: String) -> Edit { text.isEmpty ? .boundary : .cleared(text) }

    /// The line as drawn after `prefix`: each character as the terminal shows it (a control
    /// character, which typing cannot enter but pasted text might, escaped), bullets when
    /// `secure`, or the placeholder, dim, while the line is empty; and the cursor's column,
    /// from 1, so that it follows the text.
    func drawn(after prefix: String, placeholder: String, secure: Bool = false) -> (line: PromptLine, cursorColumn: Int) {
        let start = PromptView.width(of: prefix) + 1
        if characters.isEmpty, !placeholder.isEmpty {
            return (PromptLine(text: prefix + TerminalOutput.shown(placeholder), dimmedFrom: prefix.count), start)
        }
        let shown = characters.map { secure ? "•" : VisibleText.escaped(String($0)) }
        return (PromptLine(text: prefix + shown.joined()), start + PromptView.width(of: shown.prefix(cursor).joined()))
    }
}
