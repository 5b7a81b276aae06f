/// What an Android capture (a uiautomator dump or an Appium UiAutomator2 page source) says about
/// a node that VoiceOver's model has no field for (talkback.md TB5). TalkBack's rules read it when
/// it is there; an element from a document or an iOS capture has none.
///
/// A password node's text is never kept (TB8): ``text`` is empty and only
/// ``passwordCharacterCount`` remains, which is all TalkBack says of it (`N characters`).
///
/// ```swift
/// var node = AndroidNode(className: "android.widget.Button")
/// node.contentDescription = "Save"
/// node.isClickable = true
/// ```
public struct AndroidNode: Hashable, Sendable {
    /// The accessibility class name (`class`): what TalkBack's roles are told by (F§4).
    public var className: String
    /// `resource-id`: `package:id/name`, or a Compose test tag.
    public var resourceID: String = ""
    /// `content-desc`.
    public var contentDescription: String = ""
    /// `text`; empty for a password node, whose characters are never kept.
    public var text: String = ""
    /// How many characters a password node's text had (0 for any other node).
    public var passwordCharacterCount: Int = 0
    /// `hint`: the hint text (API 26+).
    public var hintText: String = ""
    /// `showing-hint`, when the capture says; otherwise ``text`` equal to ``hintText`` stands in (F§12).
    public var isShowingHint: Bool?
    /// `tooltip-text`.
    public var tooltip: String = ""
    /// `error`.
    public var error: String = ""
    /// `pane-title`.
    public var paneTitle: String = ""
    public var isClickable = false
    public var isLongClickable = false
    /// `focusable`: input focus, which TalkBack counts as actionable (F§1.2).
    public var isFocusable = false
    public var isCheckable = false
    public var isChecked = false
    public var isEnabled = true
    public var isSelected = false
    /// `password="true"`, or an `EditText` whose `input-type` is a password variant (TB8).
    public var isPassword = false
    /// `scrollable`: stands in for the scroll actions TalkBack looks for (TB9).
    public var isScrollable = false
    /// `heading` (API 28+).
    public var isHeading = false
    /// `displayed`, when the capture says (Appium since 2018).
    public var isDisplayed = true
    /// `a11y-important`, when the capture says (Appium 2025+); `nil` when unknown (TB7).
    public var isImportant: Bool?
    /// `screen-reader-focusable`, when the capture says.
    public var isScreenReaderFocusable: Bool?
    /// `content-invalid`.
    public var isContentInvalid = false
    /// `text-has-clickable-span`.
    public var hasClickableSpan = false
    /// `input-type`, when the capture says (Appium 2025+).
    public var inputType: Int?
    /// `actions`: symbolic action names (`ACTION_CLICK`, `ACTION_EXPAND`), when the capture lists them.
    public var actions: [String] = []
    /// `is-collection` and `is-collection-item` (Appium 2026+).
    public var isCollection = false
    public var isCollectionItem = false
    /// Whether an `androidx.compose.ui.platform.ComposeView` is among its ancestors (F§2).
    public var isComposeDescendant = false
    /// How deep it sits under the capture's root (0 for a top node).
    public var depth = 0
    /// `index`: its position among its parent's children, hidden ones counted (F§2).
    public var index = 0
    /// For a stop of an Android capture: the nodes under it that are no stops of their own, in
    /// TalkBack's order, each with its own. The capture reader makes a stop a leaf (its label is
    /// what VoiceOver reads), so the nodes TalkBack speaks in the stop's description travel here
    /// (F§3.5: a node without a content description speaks its children's texts). Empty for any
    /// other node.
    public var contentChildren: [AndroidNode] = []

    /// A node of `className` with every flag at the framework's default.
    ///
    /// ```swift
    /// AndroidNode(className: "android.widget.TextView").isEnabled   // true
    /// ```
    public init(className: String) {
        self.className = className
    }

    /// Whether TalkBack counts it as actionable (F§1.2 `isActionableForAccessibility`), from the
    /// flags a capture gives and, when listed, its actions.
    ///
    /// ```swift
    /// var row = AndroidNode(className: "android.widget.LinearLayout")
    /// row.isClickable = true
    /// row.isActionable   // true
    /// ```
    public var isActionable: Bool {
        isClickable || isLongClickable || isFocusable
            || actions.contains { ["ACTION_CLICK", "ACTION_LONG_CLICK", "ACTION_FOCUS"].contains($0) }
    }

    /// Whether it has text TalkBack speaks (F§1.2 `hasText`): no collection, and text, content
    /// description or hint text; a password's hidden text counts.
    ///
    /// ```swift
    /// var label = AndroidNode(className: "android.widget.TextView")
    /// label.text = "Wi-Fi"
    /// label.hasText   // true
    /// ```
    public var hasText: Bool {
        !isCollection && (!text.isEmpty || passwordCharacterCount > 0 || !contentDescription.isEmpty || !hintText.isEmpty)
    }
}
