/// A stop as TalkBack perceives it: the facts TalkBack's description and hints are built from
/// (F§3–§8), read from an Android capture's node (``AndroidNode``) or, for a document, the Swift
/// API or an iOS capture, from the element's kind as Android's standard widget would show it
/// (TB18, ``init(element:role:container:)``).
///
/// A password node carries only its length (TB8): its characters never reach it.
///
/// A class, so that the node the tree keeps with a stop (``TalkBackStopNote``) is handed to
/// phrasing without a copy of each of its texts: copying it out cost as much as a third of
/// building it. Its properties are set only while one of its initializers builds it, and never
/// after, so it is shared between threads safely.
final class TalkBackNode: @unchecked Sendable {
    var role: TalkBackRole = .none
    /// A role description that replaces the type word (`Tab`, `Link`).
    var roleDescription: VoiceKey?
    var contentDescription: TalkBackPart.Content?
    var text: TalkBackPart.Content?
    /// A document text's value, said after its name (an Android text view has one text).
    var valueAfterName: TalkBackPart.Content?
    /// What stands in for Android's state description (a document control's value).
    var stateDescription: TalkBackPart.Content?
    var hintText = ""
    var isShowingHint = false
    var tooltip = ""
    var error = ""
    var isContentInvalid = false
    var isCheckable = false
    var isChecked = false
    var isSelected = false
    var isEnabled = true
    var isHeading = false
    var isPassword = false
    var passwordCharacterCount = 0
    var isClickable = false
    var isLongClickable = false
    var isFocusable = false
    var isScreenReaderFocusable = false
    var isScrollable = false
    var isDisplayed = true
    /// Whether the range of a seek or progress bar is known, so its value may be said (TB17).
    var hasKnownRange = false
    /// Whether the field is being edited (input focus with the keyboard up: `Editing`, F§8).
    var isEditing = false
    var canExpand = false
    var canCollapse = false
    /// Custom actions or a dismiss action: `Actions` in TalkBack's menu (F§7.5).
    var hasCustomActions = false
    var hasClickableSpan = false
    /// A collection's own node: it has no text of its own (F§1.2 `hasText`).
    var isCollection = false

    init() {}

    /// The node of an Android capture, as TalkBack's tree has it.
    init(android node: AndroidNode) {
        // An app's line breaks and runs of spaces are one space, as for VoiceOver (D1): a stop is
        // one line of the transcript.
        let description = SpokenText.clean(node.contentDescription)
        let nodeText = SpokenText.clean(node.text)
        let hint = SpokenText.clean(node.hintText)
        role = TalkBackRole(className: node.className, isClickable: node.isClickable, isCollection: node.isCollection,
                            actions: node.actions)
        // Material and support tabs say they are action bar tabs; Material gives them `Tab` as
        // their role description (F§4, F§12).
        if node.className == "androidx.appcompat.app.ActionBar$Tab" || node.className.hasSuffix("TabLayout$TabView") {
            roleDescription = .talkBackTab
        }
        isPassword = node.isPassword
        if isPassword {
            passwordCharacterCount = node.passwordCharacterCount
            contentDescription = description.isEmpty ? nil : .text(description)
        } else {
            contentDescription = description.isEmpty ? nil : TalkBackSymbol.content(of: description)
            // A seek or progress bar's `text` is its current value in an Appium source, not a name (TB17).
            if !nodeText.isEmpty, !role.isRange { text = TalkBackSymbol.content(of: nodeText) }
        }
        hintText = hint
        isShowingHint = node.isShowingHint ?? (!hint.isEmpty && nodeText == hint)
        if isShowingHint, role == .editText, !isPassword { text = hint.isEmpty ? text : .text(hint) }
        tooltip = node.tooltip
        error = node.error
        isContentInvalid = node.isContentInvalid
        isCheckable = node.isCheckable
        isChecked = node.isChecked
        isSelected = node.isSelected
        isEnabled = node.isEnabled
        isHeading = node.isHeading
        let actions = node.actions
        isClickable = node.isClickable || actions.contains("ACTION_CLICK")
        isLongClickable = node.isLongClickable || actions.contains("ACTION_LONG_CLICK")
        isFocusable = node.isFocusable || actions.contains("ACTION_FOCUS")
        isScreenReaderFocusable = node.isScreenReaderFocusable ?? false
        isScrollable = node.isScrollable || actions.contains { $0.hasPrefix("ACTION_SCROLL") }
        isDisplayed = node.isDisplayed
        canExpand = actions.contains("ACTION_EXPAND")
        canCollapse = actions.contains("ACTION_COLLAPSE")
        hasCustomActions = actions.contains { $0 == "ACTION_DISMISS" || !$0.hasPrefix("ACTION_") }
            || canExpand || canCollapse
        hasClickableSpan = node.hasClickableSpan
        isCollection = node.isCollection
    }

    /// Whether TalkBack counts it as actionable (F§1.2 `isActionableForAccessibility`).
    var isActionable: Bool { isClickable || isLongClickable || isFocusable }

    /// F§1.2 `isFocusableOrClickable`.
    var isFocusableOrClickable: Bool { isDisplayed && (isScreenReaderFocusable || isActionable) }

    /// F§1.2 `hasText`: text, content description or hint text, and no collection info.
    var hasText: Bool {
        !isCollection && (!(text?.isEmpty ?? true) || !(contentDescription?.isEmpty ?? true) || !hintText.isEmpty
                          || passwordCharacterCount > 0 || !(valueAfterName?.isEmpty ?? true))
    }

    /// F§1.2 `hasStateDescription`: a state description, a checkable, or a valid range.
    var hasStateDescription: Bool { !(stateDescription?.isEmpty ?? true) || isCheckable || (role.isRange && hasKnownRange) }

    /// F§1.4: an actionable leaf with nothing to say and no role name is spoken as `Unlabelled`.
    func isUnlabelled(hasChildren: Bool) -> Bool {
        isEnabled && (isClickable || isLongClickable || isFocusable) && !hasChildren
            && (text?.isEmpty ?? true) && (contentDescription?.isEmpty ?? true)
            && !isCheckable && !role.isRange && role.typeWord == nil && roleDescription == nil
            && (stateDescription?.isEmpty ?? true) && hintText.isEmpty
    }
}

extension TalkBackPart.Content {
    /// Whether it says nothing (an empty text or label).
    var isEmpty: Bool {
        switch self {
        case .text(let text): text.isEmpty
        case .label(let label): label.isEmpty
        case .value(let value): value.isEmpty
        case .word, .template, .count, .menu: false
        }
    }
}
