/// TalkBack's usage hint (F§7, talkback.md TB13): a separate part spoken after the description,
/// after the voice's hint pause. JSON gives it as `hint`; a transcript writes it after the
/// description with `, ` (`Off, Switch, Double-tap to toggle`).
///
/// Only an enabled node gets one, and only with "Speak usage hints" on: its role's hint (edit,
/// change, adjust, or the click hint: toggle or activate), the long-press hint, then what
/// TalkBack's menu offers (`Actions available, use Tap with 3 fingers to view`).
struct TalkBackUsageHint {
    let verbosity: TalkBackVerbosity

    func append(_ node: TalkBackNode, to segments: inout [Segment]) {
        guard verbosity.speaksUsageHints, node.isEnabled else { return }
        // H5's pause goes before the first hint part, so the description and the hint stay
        // apart: put in first and taken out if no part follows (inserting it moved the parts).
        segments.append(.pause(.hintPause))
        let start = segments.count
        switch node.role {
        case .dropDownList:
            add(.template(.talkBackChangeHint, .word(.talkBackDoubleTap)), to: &segments)
        case .editText:
            if !node.isEditing { add(.template(.talkBackEditTextHint, .word(.talkBackDoubleTap)), to: &segments) }
            if node.isLongClickable { add(.template(.talkBackLongPressHint, .word(.talkBackDoubleTap)), to: &segments) }
        case .seekBar where node.isScrollable:
            add(.template(.talkBackAdjustHint, .word(.talkBackSwipeUp), .word(.talkBackSwipeDown)), to: &segments)
        default:
            // F§7.3: cases 3 and 4 need the node to be clickable.
            if node.isClickable {
                add(.template(node.isCheckable ? .talkBackToggleHint : .talkBackActivateHint, .word(.talkBackDoubleTap)), to: &segments)
            }
            if node.isLongClickable { add(.template(.talkBackLongPressHint, .word(.talkBackDoubleTap)), to: &segments) }
        }
        let actions = node.hasCustomActions || node.isEditing, links = node.hasClickableSpan
        if actions || links { add(.menu(actions: actions, links: links), to: &segments) }
        if segments.count == start { segments.removeLast() }
    }

    @inline(__always)   // so that each hint's part is stored without a switch over its content
    private func add(_ content: TalkBackPart.Content, to segments: inout [Segment]) {
        segments.append(.talkBack(TalkBackPart(kind: .hint, content)))
    }
}
