/// A ``TalkBackPart`` whose content holds no reference: a TalkBack word, a usage hint's template
/// with its gesture, a list position, a list's count of items, the menu hint. Nearly every part
/// TalkBack says is one of these or the app's text.
///
/// Phrasing reads such a part out of the utterance's segment array as this plain value
/// (``Segment/talkBackPlainPart``): copying the part out as it lies (an outlined copy of the
/// segment, a switch over its storage, a retain and a release) cost more than writing it.
enum TalkBackPlainPart {
    case word(VoiceKey)
    /// `.template(key, .word(fill))`: a usage hint and its gesture.
    case wordTemplate(VoiceKey, VoiceKey)
    /// `.template(key, .number(first), .number(second))`: a position.
    case numberTemplate(VoiceKey, Int32, Int32)
    /// `.count(count, number)`: a count in the plural form the locale picks.
    case count(TalkBackCount, Int32)
    /// `.menu(actions:links:)`.
    case menu(actions: Bool, links: Bool)

    /// Writes the part's pieces into the clause the writer has begun, as ``TalkBackPart`` does.
    func write<Writer: ClauseWriter>(in voice: Voice, to writer: inout Writer) {
        switch self {
        case .word(let key): writer.append(utf8: voice.utf8(key))
        case .wordTemplate(let key, let fill):
            // A usage hint's gesture is nearly always the double tap: that hint was filled when
            // the voice was loaded.
            if fill == .talkBackDoubleTap { return writer.append(utf8: voice.utf8(filledWithDoubleTap: key)) }
            TalkBackPart.fill(key, .word(fill), nil, in: voice, to: &writer)
        case .numberTemplate(let key, let first, let second):
            TalkBackPart.fill(key, .number(Int(first)), .number(Int(second)), in: voice, to: &writer)
        case .count(let count, let number): Self.writeCount(count, Int(number), in: voice, to: &writer)
        case .menu(let actions, let links): Self.writeMenu(actions: actions, links: links, in: voice, to: &writer)
        }
    }

    /// A count in the plural form the locale picks, else the locale's `other` form.
    static func writeCount<Writer: ClauseWriter>(_ count: TalkBackCount, _ number: Int, in voice: Voice, to writer: inout Writer) {
        let key = count.key(for: voice.pluralRule.form(for: number))
        TalkBackPart.fill(voice.utf8(key).isEmpty ? count.otherKey : key, .number(number), nil, in: voice, to: &writer)
    }

    /// The menu hint (F§7.5): `%1$s available, use %2$s to view`, the menu's items joined with
    /// the separator.
    static func writeMenu<Writer: ClauseWriter>(actions: Bool, links: Bool, in voice: Voice, to writer: inout Writer) {
        let items: TalkBackPart.Fill = switch (actions, links) {
        case (true, true): .text(voice[.talkBackActions] + voice[.talkBackSeparator] + voice[.talkBackLinks])
        case (false, true): .word(.talkBackLinks)
        case (true, false): .word(.talkBackActions)
        case (false, false): .text("")
        }
        TalkBackPart.fill(.talkBackMenuHint, items, .word(.talkBackTapWithThreeFingers), in: voice, to: &writer)
    }
}
