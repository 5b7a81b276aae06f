/// TalkBack's usage hint (F§7, talkback.md TB13): a separate part spoken after the description,
/// after the voice's hint pause. JSON gives it as `hint`; a transcript writes it after the
/// description with `, ` (`Off, Switch, Double-tap to toggle`).
///
/// Only an enabled node gets one, and only with "Speak usage hints" on: its role's hint (edit,
/// change, adjust, or the click hint: toggle or activate), the long-press hint, then what
/// TalkBack's menu offers (`Actions available, use Tap with 3 fingers to view`).
struct TalkBackUsageHint {
    let verbosity: TalkBackVerbosity

    func append<Sink: TalkBackPartSink>(_ node: TalkBackNode, to sink: inout Sink) {
        guard verbosity.speaksUsageHints, node.isEnabled else { return }
        // H5's pause goes before the first hint part, so the description and the hint stay
        // apart, and only when a part follows (the sink knows how: `TalkBackPartSink`).
        sink.beginHint()
        var empty = true
        switch node.role {
        case .dropDownList:
            add(.template(.talkBackChangeHint, .word(.talkBackDoubleTap)), to: &sink, empty: &empty)
        case .editText:
            if !node.isEditing { add(.template(.talkBackEditTextHint, .word(.talkBackDoubleTap)), to: &sink, empty: &empty) }
            if node.isLongClickable { add(.template(.talkBackLongPressHint, .word(.talkBackDoubleTap)), to: &sink, empty: &empty) }
        case .seekBar where node.isScrollable:
            add(.template(.talkBackAdjustHint, .word(.talkBackSwipeUp), .word(.talkBackSwipeDown)), to: &sink, empty: &empty)
        default:
            // F§7.3: cases 3 and 4 need the node to be clickable.
            if node.isClickable {
                add(.template(node.isCheckable ? .talkBackToggleHint : .talkBackActivateHint, .word(.talkBackDoubleTap)),
                    to: &sink, empty: &empty)
            }
            if node.isLongClickable { add(.template(.talkBackLongPressHint, .word(.talkBackDoubleTap)), to: &sink, empty: &empty) }
        }
        let actions = node.hasCustomActions || node.isEditing, links = node.hasClickableSpan
        if actions || links { add(.menu(actions: actions, links: links), to: &sink, empty: &empty) }
        sink.endHint(empty: empty)
    }

    @inline(__always)   // so that each hint's part is stored without a switch over its content
    private func add<Sink: TalkBackPartSink>(_ content: TalkBackPart.Content, to sink: inout Sink, empty: inout Bool) {
        sink.append(TalkBackPart(kind: .hint, content))
        empty = false
    }
}
