/// Every `{1}`/`{2}` template of a voice in its pieces (``NumberedPiece``), laid out once when the
/// voice is loaded: the pieces of all templates in one flat list, and the text pieces' UTF-8 in
/// a ``VoiceBytes``, as the voice's words are.
///
/// TalkBack fills a template for nearly every stop (its usage hint, a list position). Reading a
/// template as an array of pieces retained the array and each text piece, and wrote each text
/// through the string's view; here a piece is a kind and the index of its text, which is copied
/// with one `memcpy`.
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
        /// The index of its text in the templates' texts (0 for a value).
        let text: Int
    }

    private let pieces: UnsafeMutableBufferPointer<Piece>
    /// Where each template's pieces start in ``pieces`` and how many it has, by index.
    private let templates: UnsafeMutableBufferPointer<(start: Int, count: Int)>
    /// The text pieces' UTF-8, by ``Piece/text``.
    private let texts: VoiceBytes

    /// Lays out the templates' pieces, by index (an empty list for a word with no placeholder).
    init(_ split: [[NumberedPiece]]) {
        pieces = .allocate(capacity: max(1, split.reduce(0) { $0 + $1.count }))
        templates = .allocate(capacity: max(1, split.count))
        var texts: [String] = []
        var pieceIndex = 0
        for (index, template) in split.enumerated() {
            templates[index] = (pieceIndex, template.count)
            for piece in template {
                switch piece {
                case .text(let text):
                    pieces[pieceIndex] = Piece(kind: .text, text: texts.count)
                    texts.append(text)
                case .first: pieces[pieceIndex] = Piece(kind: .first, text: 0)
                case .second: pieces[pieceIndex] = Piece(kind: .second, text: 0)
                }
                pieceIndex += 1
            }
        }
        self.texts = VoiceBytes(texts)
    }

    deinit {
        pieces.deallocate()
        templates.deallocate()
    }

    /// The pieces of the template at `index`, in order.
    subscript(index: Int) -> UnsafeBufferPointer<Piece> {
        let template = templates[index]
        return UnsafeBufferPointer(rebasing: pieces[template.start ..< template.start + template.count])
    }

    /// The UTF-8 of a text piece.
    func utf8(of piece: Piece) -> UnsafeRawBufferPointer { texts[piece.text] }
}
