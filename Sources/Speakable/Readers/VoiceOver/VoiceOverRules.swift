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

    /// The stop decided in place: only a tab bar changes how VoiceOver perceives an element
    /// (``stopElement(_:in:)``), so every other stop keeps its element as it is, uncopied.
    public func decide(_ stop: inout FocusStop, in container: AccessibilityContainerType?) {
        if container == .tabBar { stop.element = stopElement(stop.element, in: container) }
        stop.role = role(of: stop.element, in: container)
        stop.actions = actions(of: stop.element, role: stop.role)
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
        withUnsafePointer(to: stop) { utterance(forStopAt: $0, context: stopContext, phrasing: phrasing) }
    }

    /// The recipe over a stop read where it lies (valid for the call): the generator phrases a
    /// tree's stops this way, as passing a stop on copies every field of its element.
    func utterance(forStopAt stop: UnsafePointer<FocusStop>, context stopContext: StopContext, phrasing: SpeechGenerator) -> Utterance {
        var segments: [Segment] = []
        segments.reserveCapacity(8)
        let context = FocusContext(stop, voice: phrasing.voice, verbosity: phrasing.verbosity, device: phrasing.device)
        let role = stop.pointee.role
        let blocks = stopContext.hasCell ? VoiceOverRecipes.cellRecipe(for: role) : VoiceOverRecipes.recipe(for: role)
        for block in blocks {
            block.append(stop, context, stopContext, to: &segments)
        }
        // The frame and line in one look at the element's box: reading the second after the first
        // copied the whole element.
        let placement = stop.pointee.element.placement
        return Utterance(focus: segments, traits: stop.pointee.element.traits, identifier: stop.pointee.element.identifier,
                         position: stopContext.seriesPosition, frame: placement.frame, sourceLine: placement.sourceLine,
                         voice: phrasing.voice)
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
