import Speakable

extension AuditRule {
    /// `clickable-span`: an Android text whose text has clickable spans (links) while the text
    /// itself is not actionable (talkback.md TB22, ATF's `ClickableSpanCheck`): a double tap does
    /// nothing, and TalkBack users reach the links only through its menu (F§7.5's `Links`). Only
    /// an Android capture says so (`text-has-clickable-span`).
    ///
    /// ```swift
    /// // <node class="android.widget.TextView" text="Read our terms" text-has-clickable-span="true" clickable="false" …/>
    /// // → under TalkBack: "Text has links but is not actionable: TalkBack says \"Links available, use Tap with 3 fingers to view\", …"
    /// ```
    public static let clickableSpan = AuditRule(
        id: "clickable-span", category: .speakable, severity: .warning, needsFrames: false,
        summary: "A text has clickable links but is not itself actionable.",
        help: "Make each link its own focusable, clickable view, or make the text clickable with one clear action, so a screen reader user can follow the link without the reader's menu."
    ) { screen in
        guard screen.hasAndroidNodes else { return [] }
        return screen.elements.indices.compactMap { index in
            guard let node = screen.elements[index].android, node.hasClickableSpan, !node.isActionable,
                  !screen.isActionable(index) else { return nil }
            // The usage hint TalkBack gives such a text: its menu of links and the gesture opening it.
            let menuHint = screen.voice.filled(.talkBackMenuHint, ["1": screen.voice[.talkBackLinks], "2": screen.voice[.talkBackTapWithThreeFingers]])
            return .init(stop: index, message: screen.message(.auditClickableSpan, ["menuHint": menuHint]))
        }
    }
}
