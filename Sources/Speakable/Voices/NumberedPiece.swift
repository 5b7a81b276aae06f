/// A piece of one of TalkBack's templates (`{1} to activate`, `{1} of {2}`): text as written,
/// or where the first or second value goes. Each template of a voice is split once when the
/// voice is loaded, because TalkBack speaks one for nearly every stop (its usage hint, a list
/// position) and finding the braces each time was a fifth of its phrasing.
///
/// ```swift
/// NumberedPiece.pieces(of: "{1} of {2}")   // [.first, .text(" of "), .second]
/// ```
enum NumberedPiece: Hashable, Sendable {
    case text(String)
    case first
    case second

    /// What a template says where its `{2}` has no value: the placeholder as written.
    static let unfilledSecond = "{2}"

    /// The template's pieces in order; a placeholder other than `{1}` or `{2}` stays text.
    static func pieces(of template: String) -> [NumberedPiece] {
        var pieces: [NumberedPiece] = []
        Template.forEachPiece(of: template, "1", "\u{0}1", "2", "\u{0}2") { piece in
            switch piece {
            case "\u{0}1": pieces.append(.first)
            case "\u{0}2": pieces.append(.second)
            case "": break
            default:
                // Text next to text (an unknown placeholder kept as written) is one piece.
                if case .text(let before)? = pieces.last { pieces[pieces.count - 1] = .text(before + piece) }
                else { pieces.append(.text(String(piece))) }
            }
        }
        return pieces
    }
}
