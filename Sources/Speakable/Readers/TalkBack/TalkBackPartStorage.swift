/// How a ``TalkBackPart`` holds its content: the contents said for nearly every stop (an app's
/// text, a TalkBack word, a usage hint's template with its gesture, a list position, a list's
/// count of items, the menu hint) in place,
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
    /// `.count(count, number)` with a number that fits 32 bits: a list's items on entering it.
    case count(TalkBackCount, Int32)
    /// `.menu(actions:links:)`: said for every stop with actions.
    case menu(actions: Bool, links: Bool)
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
        case .count(let count, let number):
            if let number = Int32(exactly: number) { self = .count(count, number) } else { self = .boxed(Box(content)) }
        case .menu(let actions, let links): self = .menu(actions: actions, links: links)
        default: self = .boxed(Box(content))
        }
    }

    var content: TalkBackPart.Content {
        switch self {
        case .text(let text): .text(text)
        case .word(let key): .word(key)
        case .wordTemplate(let key, let fill): .template(key, .word(fill))
        case .numberTemplate(let key, let first, let second): .template(key, .number(Int(first)), .number(Int(second)))
        case .count(let count, let number): .count(count, Int(number))
        case .menu(let actions, let links): .menu(actions: actions, links: links)
        case .boxed(let box): box.content
        }
    }
}
