/// Which Android nodes TalkBack puts accessibility focus on (talkback.md TB9; F§1.1 steps 2 and
/// 4–7 with F§1.2's definitions), as pure functions of a node, what its children are, and where
/// it sits. A capture has no scroll actions: `scrollable="true"`, or a List, Grid, ScrollView or
/// HorizontalScrollView role, stands in for them.
///
/// Callers work from the leaves up: ``isSpeaking(_:children:isScrollContainer:)`` of each child
/// is asked once and handed to its parent, so a whole capture is decided in linear time.
///
/// ```swift
/// var label = AndroidNode(className: "android.widget.TextView")
/// label.text = "Wi-Fi"
/// TalkBackFocusRule.isStop(label, isSpeaking: true, hasChildren: false, parentIsScrollContainer: false,
///                          hasFocusableAncestor: false, fillsWindow: false)   // true
/// ```
public enum TalkBackFocusRule {
    /// A child as its parent sees it: the node and whether it speaks.
    public struct Child: Sendable {
        public var node: AndroidNode
        public var isSpeaking: Bool
        public init(node: AndroidNode, isSpeaking: Bool) {
            self.node = node
            self.isSpeaking = isSpeaking
        }
    }

    /// `isFocusableOrClickable`: visible and screen-reader-focusable or actionable.
    public static func isFocusableOrClickable(_ node: AndroidNode) -> Bool {
        node.isDisplayed && (node.isScreenReaderFocusable == true || node.isActionable)
    }

    /// Whether the node's children are top-level scroll items: it scrolls, or its role is List,
    /// Grid, ScrollView or HorizontalScrollView; never a drop-down list's (Spinner).
    public static func isScrollContainer(_ node: AndroidNode) -> Bool {
        let simple = AndroidSimpleClassName(node.className)
        if simple.hasSuffix("Spinner") { return false }
        if node.isScrollable || node.isCollection { return true }
        switch simple.name {
        case "ListView", "GridView", "ExpandableListView", "ScrollView", "HorizontalScrollView", "RecyclerView": return true
        default: return false
        }
    }

    /// `hasStateDescription`: checkable (a capture has no state description), or a seek or
    /// progress bar whose range the capture gives (Appium writes its current value as text).
    public static func hasState(_ node: AndroidNode) -> Bool {
        node.isCheckable
    }

    /// `isSpeakingNode`: text, state, or a non-actionable child that speaks.
    public static func isSpeaking(_ node: AndroidNode, children: [Child], isScrollContainer: Bool) -> Bool {
        isSpeaking(node, hasSpeakingChild: children.contains { speaksForParent($0.node, isSpeaking: $0.isSpeaking) },
                   isScrollContainer: isScrollContainer)
    }

    /// `isSpeakingNode` with its children already asked: `hasSpeakingChild` is whether any child
    /// passes ``speaksForParent(_:isSpeaking:)``. A whole capture is decided so without a list
    /// of children per node.
    public static func isSpeaking(_ node: AndroidNode, hasSpeakingChild: Bool, isScrollContainer: Bool) -> Bool {
        if node.hasText || hasState(node) { return true }
        return hasSpeakingChild && !(isScrollContainer && !node.isClickable)
    }

    /// Whether a child makes its parent speak (`hasNonActionableSpeakingChildren`): shown, no
    /// stop of its own by being actionable, and speaking.
    public static func speaksForParent(_ child: AndroidNode, isSpeaking: Bool) -> Bool {
        child.isDisplayed && !isFocusableOrClickable(child) && isSpeaking
    }

    /// Step 5: `accessibilityFocusable`.
    public static func isAccessibilityFocusable(_ node: AndroidNode, isSpeaking: Bool, parentIsScrollContainer: Bool) -> Bool {
        isFocusableOrClickable(node) || parentIsScrollContainer && node.isDisplayed && isSpeaking
    }

    /// Whether a node stops its descendants' texts from being stops of their own (step 7 tests
    /// ancestors so, not counting what their children say).
    public static func holdsFocusForDescendants(_ node: AndroidNode, parentIsScrollContainer: Bool) -> Bool {
        isAccessibilityFocusable(node, isSpeaking: node.hasText || hasState(node), parentIsScrollContainer: parentIsScrollContainer)
    }

    /// `shouldFocusNode`, steps 2 and 4–7.
    ///
    /// - Parameters:
    ///   - node: the node asked about.
    ///   - isSpeaking: ``isSpeaking(_:children:isScrollContainer:)`` of the node.
    ///   - hasChildren: whether it has children in TalkBack's tree.
    ///   - parentIsScrollContainer: whether its parent is a scroll container (it is then a
    ///     top-level scroll item).
    ///   - hasFocusableAncestor: whether an ancestor holds focus for its descendants
    ///     (``holdsFocusForDescendants(_:parentIsScrollContainer:)``).
    ///   - fillsWindow: whether its bounds are the window's.
    public static func isStop(_ node: AndroidNode, isSpeaking: Bool, hasChildren: Bool, parentIsScrollContainer: Bool,
                              hasFocusableAncestor: Bool, fillsWindow: Bool) -> Bool {
        guard node.isDisplayed else { return false }                                          // step 2
        let actionable = isFocusableOrClickable(node)
        if fillsWindow, hasChildren, !actionable { return false }                              // step 4
        if isAccessibilityFocusable(node, isSpeaking: isSpeaking, parentIsScrollContainer: parentIsScrollContainer) {  // step 5
            return !hasChildren || isSpeaking                                                  // step 6
        }
        return !hasFocusableAncestor && (node.hasText || hasState(node))                       // step 7
    }
}
