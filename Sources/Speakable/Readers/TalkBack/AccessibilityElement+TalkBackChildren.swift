extension AccessibilityElement {
    /// The children TalkBack's description looks into (F§3.5): the element's own, or, for a
    /// stop of an Android capture (a leaf whose label VoiceOver reads), the nodes under it that
    /// are no stops, kept in ``AndroidNode/contentChildren``.
    var talkBackChildren: [AccessibilityElement] {
        if !children.isEmpty { return children }
        guard let content = android?.contentChildren, !content.isEmpty else { return [] }
        return content.map(Self.init(talkBackContent:))
    }

    /// A node under a stop as an element TalkBack's rules read: its node and its own such nodes.
    private init(talkBackContent node: AndroidNode) {
        self.init(label: "", children: node.contentChildren.map(Self.init(talkBackContent:)))
        android = node
    }
}
