/// TalkBack's rules (talkback.md). A stub until TalkBack's own table, recipes and words land in
/// this folder: it answers with VoiceOver's, under its own name.
///
/// ```swift
/// TalkBackRules().reader   // .talkBack
/// ```
public struct TalkBackRules: ReaderRules {
    private let fallback = VoiceOverRules()

    /// Creates TalkBack's rules.
    public init() {}

    public var reader: Reader { .talkBack }

    public func isStop(_ element: AccessibilityElement, inTabBar: Bool) -> Bool {
        fallback.isStop(element, inTabBar: inTabBar)
    }

    public func stopElement(_ element: AccessibilityElement, in container: AccessibilityContainerType?) -> AccessibilityElement {
        fallback.stopElement(element, in: container)
    }

    public func role(of element: AccessibilityElement, in container: AccessibilityContainerType?) -> AccessibilityRole {
        fallback.role(of: element, in: container)
    }

    public func actions(of element: AccessibilityElement, role: AccessibilityRole) -> StopActions {
        fallback.actions(of: element, role: role)
    }

    public func utterance(for stop: FocusStop, context: StopContext, phrasing: SpeechGenerator) -> Utterance {
        fallback.utterance(for: stop, context: context, phrasing: phrasing)
    }

    public func announcement(for presentation: Presentation, phrasing: SpeechGenerator) -> Utterance? {
        fallback.announcement(for: presentation, phrasing: phrasing)
    }

    public var gestures: Set<ScreenReaderCommand.Name> { fallback.gestures }
}
