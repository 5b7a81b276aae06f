/// A piece of the voice's series template (C1, `{i} of {n}`): text as written, or where the
/// position or the count goes. The template is split once when the voice is loaded, because a
/// position is spoken for every tab and segment and splitting it each time was a tenth of
/// phrasing.
///
/// ```swift
/// SeriesPiece.pieces(of: "{i} of {n}")   // [.index, .text(" of "), .count]
/// ```
enum SeriesPiece: Hashable, Sendable {
    case text(String)
    case index
    case count

    /// The template's pieces in order; a placeholder other than `{i}` or `{n}` stays text.
    static func pieces(of template: String) -> [SeriesPiece] {
        var pieces: [SeriesPiece] = []
        Template.forEachPiece(of: template, "i", "\u{0}i", "n", "\u{0}n") { piece in
            switch piece {
            case "\u{0}i": pieces.append(.index)
            case "\u{0}n": pieces.append(.count)
            case "": break
            default: pieces.append(.text(String(piece)))
            }
        }
        return pieces
    }
}
