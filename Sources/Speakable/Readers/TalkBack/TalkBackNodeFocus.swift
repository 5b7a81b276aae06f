/// Which nodes TalkBack focuses (F§1.1 `shouldFocusNode`, talkback.md TB9), over ``TalkBackNode``s: the nodes of an
/// Android capture (``AccessibilityElement/android`` with its children) and, for documents, the
/// standard widget each element stands for (TB18).
///
/// `scrollable="true"`, or a list, grid or scroll view parent, stands in for the scroll actions
/// TalkBack looks for (TB9).
enum TalkBackNodeFocus {
    /// F§1.1 steps 2 and 4–7. `parent` is the node's parent, when known (a top-level scroll
    /// item is told by it); `hasFocusableAncestor`: some ancestor passes step 5, which makes a
    /// plain text part of that ancestor instead of a stop (step 7).
    static func shouldFocus(_ node: TalkBackNode, element: AccessibilityElement, parent: TalkBackNode?,
                            hasFocusableAncestor: Bool) -> Bool {
        guard node.isDisplayed else { return false }                        // step 2
        if isAccessibilityFocusable(node, element: element, parent: parent) {
            // Step 6: an actionable leaf is focused even unlabelled; a container only if it speaks.
            return element.children.isEmpty || isSpeaking(node, element: element)
        }
        return !hasFocusableAncestor && (node.hasText || node.hasStateDescription)   // step 7
    }

    /// F§1.1 step 5: focusable or clickable, or a speaking item of a scrolling container.
    static func isAccessibilityFocusable(_ node: TalkBackNode, element: AccessibilityElement, parent: TalkBackNode?) -> Bool {
        node.isFocusableOrClickable || (isTopLevelScrollItem(node, parent: parent) && isSpeaking(node, element: element))
    }

    /// F§1.2 `isTopLevelScrollItem`: a visible child of a container that scrolls (not a spinner).
    static func isTopLevelScrollItem(_ node: TalkBackNode, parent: TalkBackNode?) -> Bool {
        guard node.isDisplayed, let parent, parent.role != .dropDownList else { return false }
        return parent.isScrollable || parent.role.isScrollContainer
    }

    /// F§1.2 `isSpeakingNode`: text, a state, a checkable, or a child that speaks and is not
    /// itself a stop.
    static func isSpeaking(_ node: TalkBackNode, element: AccessibilityElement) -> Bool {
        if node.hasText || node.hasStateDescription || node.isCheckable { return true }
        return hasNonActionableSpeakingChildren(node, element: element)
    }

    /// F§1.2 `hasNonActionableSpeakingChildren` (the dumps leave invisible children out, so only
    /// its first clause applies).
    static func hasNonActionableSpeakingChildren(_ node: TalkBackNode, element: AccessibilityElement) -> Bool {
        for child in element.children {
            guard let android = child.android else { continue }
            let childNode = TalkBackNode(android: android)
            guard childNode.isDisplayed, !childNode.isFocusableOrClickable else { continue }
            let speaks = isSpeaking(childNode, element: child)
            if speaks, isTopLevelScrollItem(childNode, parent: node), !node.isClickable { continue }
            if speaks { return true }
        }
        return false
    }
}
