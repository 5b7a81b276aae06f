/// Every `{1}`/`{2}` template of a voice in its pieces (``NumberedPiece``), laid out once when the
/// voice is loaded: the pieces of all templates in one flat list, and the UTF-8 of their text in
/// one block, as ``VoiceBytes`` lays out words.
///
/// TalkBack fills a template for nearly every stop (its usage hint, a list position). Reading a
/// template as an array of pieces retained the array and each text piece, and wrote each text
/// through the string's view; here a piece is a kind and a span, and its text is copied with one
/// `memcpy`.
///
/// Written only while the object is made and freed with it, so it is shared between threads
/// safely (hence `@unchecked Sendable`). What it hands out is valid while the voice that holds
/// it is alive: every caller holds that voice for the call.
final class NumberedTemplates: @unchecked Sendable {
    /// A piece of a template: text (its bytes, by ``utf8(of:)``), or where a value goes.
    struct Piece {
        enum Kind: UInt8 {
            case text
            case first
            case second
        }

        let kind: Kind
        /// Where the text's bytes start in the block, and how many there are (0 for a value).
        let start: Int
        let count: Int
    }

    private let pieces: UnsafeMutableBufferPointer<Piece>
    /// Where each template's pieces start in ``pieces`` and how many it has, by index.
    private let templates: UnsafeMutableBufferPointer<(start: Int, count: Int)>
    private let bytes: UnsafeMutableRawBufferPointer

    /// Lays out the templates' pieces, by index (an empty list for a word with no placeholder).
    init(_ split: [[NumberedPiece]]) {
        pieces = .allocate(capacity: max(1, split.reduce(0) { $0 + $1.count }))
        templates = .allocate(capacity: max(1, split.count))
        let byteCount = split.joined().reduce(0) { total, piece in
            if case .text(let text) = piece { total + text.utf8.count } else { total }
        }
        bytes = .allocate(byteCount: max(1, byteCount), alignment: 1)
        var pieceIndex = 0, offset = 0
        for (index, template) in split.enumerated() {
            templates[index] = (pieceIndex, template.count)
            for piece in template {
                switch piece {
                case .text(let text):
                    pieces[pieceIndex] = Piece(kind: .text, start: offset, count: text.utf8.count)
                    for byte in text.utf8 {
                        bytes[offset] = byte
                        offset += 1
                    }
                case .first: pieces[pieceIndex] = Piece(kind: .first, start: 0, count: 0)
                case .second: pieces[pieceIndex] = Piece(kind: .second, start: 0, count: 0)
                }
                pieceIndex += 1
            }
        }
    }

    deinit {
        pieces.deallocate()
        templates.deallocate()
        bytes.deallocate()
    }

    /// The pieces of the template at `index`, in order.
    subscript(index: Int) -> UnsafeBufferPointer<Piece> {
        let template = templates[index]
        return UnsafeBufferPointer(rebasing: pieces[template.start ..< template.start + template.count])
    }

    /// The UTF-8 of a text piece.
    func utf8(of piece: Piece) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: bytes.baseAddress! + piece.start, count: piece.count)
    }
}
