/// A ``TalkBackPart`` whose content holds no reference: a TalkBack word, a usage hint's template
/// with its gesture, a list position. Nearly every part TalkBack says is one of these.
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

    /// Writes the part's pieces into the clause the writer has begun, as ``TalkBackPart`` does.
    @inline(__always)
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
        }
    }
}
