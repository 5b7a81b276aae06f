/// Where formatted clauses go: a line of text (``LineWriter``) or speech's clauses
/// (``ClauseListWriter``).
protocol ClauseWriter {
    /// A clause of text, already punctuated; empty clauses are ignored.
    mutating func clause(_ text: String)
    /// Starts a clause written in pieces (never empty).
    mutating func beginClause()
    /// Starts a TalkBack part written in pieces: on a line it follows the text before it after
    /// `separator` (TalkBack's `, `, as UTF-8), not after the voice's sentence separator.
    mutating func beginPart(separator: UnsafeRawBufferPointer)
    /// A piece of the clause begun.
    mutating func append(_ piece: String)
    /// A piece of the clause begun, from a template.
    mutating func append(_ piece: Substring)
    /// A piece of the clause begun, as UTF-8 read in place (a voice's word, ``Voice/utf8(_:)``).
    mutating func append(utf8 piece: UnsafeRawBufferPointer)
    /// A number of the clause begun, in ASCII digits (as `String(number)` writes it).
    mutating func append(decimal number: Int)
    /// Whether the clause begun ends in terminal punctuation so far (``TextFormatter/endsSentence(_:)``):
    /// after a piece is appended, whether that piece does.
    var clauseEndsSentence: Bool { get }
    /// Ends the clause begun.
    mutating func endClause()
    /// A pause of the voice's length.
    mutating func pause(milliseconds: Int)
    /// A sound.
    mutating func sound(_ sound: Sound)
}

/// Keeps clauses apart, for speech (SP1).
struct ClauseListWriter: ClauseWriter {
    var clauses: [SpokenClause] = []
    private var current = ""

    mutating func beginClause() { current = "" }
    mutating func beginPart(separator: UnsafeRawBufferPointer) { current = "" }
    mutating func append(_ piece: String) { current += piece }
    mutating func append(_ piece: Substring) { current += piece }
    mutating func append(utf8 piece: UnsafeRawBufferPointer) { current += String(decoding: piece, as: UTF8.self) }
    mutating func append(decimal number: Int) { current += String(number) }
    mutating func endClause() { clause(current) }
    var clauseEndsSentence: Bool { TextFormatter.endsSentence(current) }

    mutating func clause(_ text: String) {
        if !text.isEmpty { clauses.append(.sentence(text)) }
    }

    mutating func pause(milliseconds: Int) { clauses.append(.pause(milliseconds: milliseconds)) }

    mutating func sound(_ sound: Sound) { clauses.append(.sound(sound)) }
}
