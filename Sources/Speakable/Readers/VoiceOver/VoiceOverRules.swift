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

    /// The stop's role's recipe (a cell's in a data table), its blocks appending typed segments;
    /// the separator is the voice's sentence punctuation, put in when the utterance is formatted.
    public func utterance(for stop: FocusStop, context stopContext: StopContext, phrasing: SpeechGenerator) -> Utterance {
        let element = stop.element
        var segments: [Segment] = []
        segments.reserveCapacity(8)
        let context = FocusContext(element, voice: phrasing.voice, verbosity: phrasing.verbosity, device: phrasing.device, stop: stopContext)
        let blocks = stopContext.cell == nil ? VoiceOverRecipes.recipe(for: stop.role) : VoiceOverRecipes.cellRecipe(for: stop.role)
        for block in blocks {
            block.append(element, context, to: &segments)
        }
        var position: SeriesPosition?
        for suffix in stopContext.suffixes { if case .series(let index, let count) = suffix { position = SeriesPosition(index: index, count: count) } }
        var utterance = Utterance(kind: .element, segments: segments, traits: element.traits, identifier: element.identifier,
                                  position: position, voice: phrasing.voice)
        utterance.frame = element.frame
        utterance.sourceLine = element.sourceLine
        return utterance
    }

    public func announcement(for presentation: Presentation, phrasing: SpeechGenerator) -> Utterance? {
        var segments: [Segment] = []
        for block in VoiceOverRecipes.recipe(for: presentation) {
            block.append(presentation, to: &segments)
        }
        return segments.isEmpty ? nil : Utterance(kind: .announcement, segments: segments, voice: phrasing.voice)
    }

    /// VoiceOver has every gesture a script can name.
    public var gestures: Set<ScreenReaderCommand.Name> { Set(ScreenReaderCommand.Name.allCases) }
}
