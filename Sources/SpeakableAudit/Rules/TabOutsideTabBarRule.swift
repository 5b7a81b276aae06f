import Speakable

extension AuditRule {
    /// `tab-outside-tab-bar`: a stop with the tab trait in no tab bar, so no `N of M`.
    ///
    /// ```swift
    /// // Element("Home", traits: [.button, .tabBarItem]) alone → "Tab is not in a tab bar: …"
    /// ```
    public static let tabOutsideTabBar = AuditRule(
        id: "tab-outside-tab-bar", category: .trait, severity: .warning, needsFrames: false,
        summary: "A tab is in no tab bar.",
        help: "Put tabs in a view with the tabBar trait (or a UITabBar), so VoiceOver can say each one's place."
    ) { screen in
        screen.elements.indices.compactMap { index in
            guard screen.tree.focusStops[index].role == .tab, !screen.hasSeriesPosition(index) else { return nil }
            // The example place in the reader's words, for a message that quotes it (TalkBack's).
            let place = screen.voice.filled(.talkBackListIndex, ["1": "2", "2": "5"])
            return .init(stop: index, message: screen.message(.auditTabOutsideTabBar, ["position": place]))
        }
    }
}
