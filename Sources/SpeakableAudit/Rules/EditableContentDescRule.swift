import Speakable

extension AuditRule {
    /// `editable-content-desc`: an Android `EditText` (or a subclass) with a content description
    /// (talkback.md TB22, ATF's `EditableContentDescCheck`). A screen reader may read the
    /// description instead of what is typed, and it stays the same whatever is typed; the field's
    /// name belongs in its hint or a label that points at it. Only an Android capture has one.
    ///
    /// ```swift
    /// // <node class="android.widget.EditText" content-desc="Email" …/>
    /// // → under TalkBack: "Edit box has a content description: TalkBack says \"…\" and may read \"Email\" instead of what is typed"
    /// ```
    public static let editableContentDesc = AuditRule(
        id: "editable-content-desc", category: .sufficientElementDescription, severity: .warning, needsFrames: false,
        summary: "An editable text field has a content description.",
        help: "Remove the field's contentDescription: name it with android:hint, or with a label whose labelFor points at it, so a screen reader reads what is typed."
    ) { screen in
        guard screen.hasAndroidNodes else { return [] }
        return screen.elements.indices.compactMap { index in
            guard let node = screen.elements[index].android, !node.contentDescription.isEmpty,
                  TalkBackRole(className: node.className, isClickable: node.isClickable) == .editText else { return nil }
            return .init(stop: index, message: screen.message(.auditEditableContentDesc, [
                "type": screen.voice[.talkBackEditBox], "description": screen.description(ofStop: index),
                "contentDescription": node.contentDescription,
            ]))
        }
    }
}
