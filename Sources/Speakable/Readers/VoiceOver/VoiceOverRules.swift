/// VoiceOver's rules: the first reader, and the default everywhere.
///
/// ```swift
/// let rules = VoiceOverRules()
/// rules.role(of: AccessibilityElement(label: "Inbox", traits: .button), in: .tabBar)   // .tab
/// ```
public struct VoiceOverRules: ReaderRules {
    /// Creates VoiceOver's rules.
    public init() {}

    public var reader: Reader { .voiceOver }

    /// An element that says something is a stop; in a tab bar, every item is (C4: `Tab. 4 of 5.`).
    public func isStop(_ element: AccessibilityElement, inTabBar: Bool) -> Bool {
        inTabBar || !element.isSilent
    }

    /// C4: in a tab bar every item is a tab, whatever the app made it. An item keeps all its
    /// traits (an image item with a hint is `Hint. Tab. Image.`); only a tab that says nothing at
    /// all is its bare icon, not an image to announce (`Tab. 4 of 4.`).
    public func stopElement(_ element: AccessibilityElement, in container: AccessibilityContainerType?) -> AccessibilityElement {
        guard container == .tabBar else { return element }
        var element = element
        element.traits.insert(.tabBarItem)
        if element.label.isEmpty, element.value?.isEmpty ?? true, element.hint.isEmpty { element.traits.remove(.image) }
        return element
    }

    public func role(of element: AccessibilityElement, in container: AccessibilityContainerType?) -> AccessibilityRole {
        AccessibilityRole(traits: container == .tabBar ? element.traits.union(.tabBarItem) : element.traits)
    }

    public func actions(of element: AccessibilityElement, role: AccessibilityRole) -> StopActions {
        VoiceOverRoleTable.actions(of: element, role: role)
    }

    public func utterance(for stop: FocusStop, context: StopContext, phrasing: SpeechGenerator) -> Utterance {
        phrasing.voiceOverUtterance(for: stop.element, role: stop.role, in: context)
    }

    public func announcement(for presentation: Presentation, phrasing: SpeechGenerator) -> Utterance? {
        phrasing.voiceOverAnnouncement(for: presentation)
    }

    /// VoiceOver has every gesture a script can name.
    public var gestures: Set<ScreenReaderCommand.Name> { Set(ScreenReaderCommand.Name.allCases) }
}
