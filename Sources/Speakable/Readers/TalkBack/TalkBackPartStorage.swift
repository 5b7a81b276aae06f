/// How a ``TalkBackPart`` holds its content: the contents said for nearly every stop (an app's
/// text, a TalkBack word, a usage hint's template with its gesture, a list position) in place,
/// small enough that a ``Segment`` holds the part without a box; any other content in a box of
/// its own. Phrasing under TalkBack makes several parts per stop, and boxing each was an
/// allocation and a release each.
///
/// A content has exactly one storage, so two parts are equal when their contents are.
enum TalkBackPartStorage: Sendable {
    case text(String)
    case word(VoiceKey)
    /// `.template(key, .word(fill))`: a usage hint and its gesture.
    case wordTemplate(VoiceKey, VoiceKey)
    /// `.template(key, .number(first), .number(second))` with numbers that fit 32 bits: a position.
    case numberTemplate(VoiceKey, Int32, Int32)
    case boxed(Box)

    final class Box: Sendable {
        let content: TalkBackPart.Content
        @inline(__always)
    init(_ content: TalkBackPart.Content) { self.content = content }
    }

    @inline(__always)
    init(_ content: TalkBackPart.Content) {
        switch content {
        case .text(let text): self = .text(text)
        case .word(let key): self = .word(key)
        case .template(let key, .word(let fill), nil): self = .wordTemplate(key, fill)
        case .template(let key, .number(let first), .number(let second)?):
            if let first = Int32(exactly: first), let second = Int32(exactly: second) {
                self = .numberTemplate(key, first, second)
            } else {
                self = .boxed(Box(content))
            }
        default: self = .boxed(Box(content))
        }
    }

    var content: TalkBackPart.Content {
        switch self {
        case .text(let text): .text(text)
        case .word(let key): .word(key)
        case .wordTemplate(let key, let fill): .template(key, .word(fill))
        case .numberTemplate(let key, let first, let second): .template(key, .number(Int(first)), .number(Int(second)))
        case .boxed(let box): box.content
        }
    }
}
