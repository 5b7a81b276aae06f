import Speakable

// TK2 and TK6: which stop an action means, and whether it can do the action.
extension TaskSession {
    /// The stop the action acts on: the first in reading order that matches and can do the
    /// action, else the first that matches (then blocked: it cannot). `nil`, with the step
    /// blocked and its reason, when none can be acted on.
    mutating func resolve(_ target: TaskTarget, for action: TaskAction, into step: inout TaskStepResult) -> Int? {
        // The name sought is normalized, and its bytes told printable ASCII or not, once, not
        // once per stop.
        let sought: SoughtName? = if case .name(let name) = target { SoughtName(Self.normalized(name)) } else { nil }
        // In reading order, up to the first match that can do the action: the stops after it
        // cannot change the choice, so they are not matched (issue 34: each action asked it of
        // every stop). Whether a stop can do it is asked once, of a match only (a double tap or
        // a swipe is tried on a copy of the reader).
        var first: Int?, capable: Int?
        for stop in reader.focusStops.indices where isMatch(stop, target, sought: sought) {
            if first == nil { first = stop }
            if canDo(action, onStop: stop) { capable = stop; break }
        }
        guard let first else {
            step.reason = missingReason(target)
            if case .name(let name) = target { step.closestNames = closestNames(to: name) }
            return nil
        }
        let chosen = capable ?? first
        // What the stop says is formatted only for a blocked step's reason: the walk formats
        // the target's description once, after.
        if self.names(ofStop: chosen).isEmpty {
            let description = spokenDescription(ofStop: chosen)
            step.reason = "it has no description: \(readerName) says only '\(description)'"
            step.targetStop = chosen
            step.targetDescription = description
            return nil
        }
        guard capable != nil else {
            let description = spokenDescription(ofStop: chosen)
            step.reason = "'\(description)' cannot be \(Self.pastParticiple(of: action))"
            step.targetStop = chosen
            step.targetDescription = description
            return nil
        }
        return chosen
    }

    /// Whether the stop is the target (a name given as `sought`, already normalized).
    private mutating func isMatch(_ stop: Int, _ target: TaskTarget, sought: SoughtName?) -> Bool {
        switch target {
        case .identifier(let identifier): reader.focusStops[stop].element.identifier == identifier
        case .name: sought.map { isCalled($0, stop: stop) } ?? false
        }
    }

    /// Why nothing matched: under a modal, a container and not a stop, or nothing of that name.
    private func missingReason(_ target: TaskTarget) -> String {
        let screen = reader.screen
        if !screen.presentations.isEmpty {
            // The screen beneath, as this reader sees it (asked only on the way to a blocked step).
            let below = AccessibilityTree(screen: Screen(width: screen.width, elements: screen.elements), rules: reader.generator.rules)
            let underneath = below.focusStops.indices.contains { index in
                switch target {
                case .identifier(let identifier): below.focusStops[index].element.identifier == identifier
                case .name(let name): Self.names(ofStop: index, in: below) { reader.generator.utterance(forStop: index, in: below) }.contains(Self.normalized(name))
                }
            }
            if underneath { return "'\(target)' is under a modal presentation: \(readerName) cannot reach it until that is dismissed" }
        }
        if case .name(let name) = target,
           reader.accessibilityTree.containers.contains(where: { Self.normalized($0.element.label.text) == Self.normalized(name) }) {
            return "'\(name)' names a container, not a stop: \(readerName) never focuses it"
        }
        switch target {
        case .identifier(let identifier): return "no stop has the identifier '\(identifier)'"
        case .name(let name): return "no stop is named '\(name)'"
        }
    }

    /// Up to three spoken names nearest to `name` (an image-name label is often why none matched).
    private mutating func closestNames(to name: String) -> [String] {
        let wanted = Self.normalized(name)
        let candidates = reader.focusStops.indices.map { index -> (String, Int) in
            let spoken = Self.normalized(spokenDescription(ofStop: index))
            let distance = names(ofStop: index).map { Suggestion.distance(wanted, $0) }.min() ?? Suggestion.distance(wanted, spoken)
            return (reader.focusStops[index].element.label.text.isEmpty ? spokenDescription(ofStop: index) : reader.focusStops[index].element.label.text, distance)
        }
        var seen = Set<String>()
        return candidates.sorted { $0.1 < $1.1 }.map(\.0).filter { !$0.isEmpty && seen.insert($0).inserted }.prefix(3).map { $0 }
    }

    /// Whether the stop can do the action: what the reader's role table says it can do (its
    /// `actions`, so a TalkBack walk asks TalkBack's), or the screen reader itself on a copy
    /// of the session.
    func canDo(_ action: TaskAction, onStop index: Int) -> Bool {
        let stop = reader.focusStops[index]
        if stop.element.traits.contains(.notEnabled) { return false }
        switch action {
        case .find, .gestures:
            return true
        case .fill:
            if case .alertTextField = stop.target { return true }
            return stop.actions.contains(.edit) || !stop.element.traits.isDisjoint(with: [.textField, .secureTextField, .searchField])
        case .toggle:
            return stop.actions.contains(.toggle) || stop.element.traits.contains(.switchButton)
        case .adjust:
            var probe = reader.probe
            _ = probe.focus(at: index)
            return probe.focusedStopAdjusts
        case .select:
            if stop.target.isSeriesItem || stop.actions.contains(.select) || stop.element.traits.contains(.tabBarItem) { return true }
            let tree = reader.accessibilityTree
            return stop.container.map { [.tabBar, .segmentedControl].contains(tree.containers[$0].kind) } ?? false
        case .activate:
            var probe = reader.probe
            _ = probe.focus(at: index)
            return probe.activate().first?.sound != .unavailable
        }
    }

    private static func pastParticiple(of action: TaskAction) -> String {
        switch action {
        case .activate: "activated: a double tap does nothing"
        case .fill: "filled: it is not a text field"
        case .toggle: "toggled: it is not a switch"
        case .adjust: "adjusted: it is not adjustable"
        case .select: "selected: it is not a tab or a segment"
        case .find, .gestures: "reached"
        }
    }
}
