import Speakable

// TK4 and TK5: the listening path a user who does not know the screen takes, the shortest one
// a user who does would, and the action at the end of it.
extension TaskSession {
    /// Swipes from the focus to the stop, hearing each stop on the way (back, when the stop is
    /// before the focus: wrapping is not allowed).
    mutating func reach(_ stop: Int, into step: inout TaskStepResult) {
        guard let start = reader.focusIndex else { return }
        if step.heard.isEmpty == false || start == stop { step.pathStops.append(start) }
        let command: ScreenReaderCommand = stop > start ? .next : .previous
        // A swipe says one utterance and passes one stop, mostly: room for them at once, not
        // grown swipe by swipe.
        step.heard.reserveCapacity(step.heard.count + abs(stop - start))
        step.pathStops.reserveCapacity(step.pathStops.count + abs(stop - start) + 1)
        while let focus = reader.focusIndex, focus != stop {
            step.swipes += 1
            // A swipe that moves says its one stop, appended as it is.
            if reader.swipeSayingOneStop(forward: stop > start, into: &step.heard) {
                step.pathStops.append(focus + (stop > start ? 1 : -1))
                continue
            }
            var said = reader.perform(command)
            // A swipe says one utterance: moved into the path, not copied and then let go.
            if said.count == 1 { step.heard.append(said.removeLast()) } else { step.heard += said }
            guard reader.focusIndex != focus else { break }
            step.pathStops.append(reader.focusIndex ?? focus)
        }
        step.reached = reader.focusIndex == stop
    }

    /// Does the action on the focused target.
    mutating func act(_ action: TaskAction, into step: inout TaskStepResult) {
        switch action {
        case .activate, .toggle, .select:
            step.response = reader.perform(.activate)
        case .fill(_, let text):
            step.response = reader.perform(.activate)
            step.response += reader.perform(.type(text ?? TaskWalker.secretStandIn))
        case .adjust(_, let wanted):
            adjust(toward: wanted, into: &step)
        case .find, .gestures:
            break
        }
    }

    /// Swipes up until the spoken value is `wanted`, or down when up never gets there; each
    /// swipe counted. Blocked when neither way reaches it. The value is what focus says of it,
    /// or what the swipe said: TalkBack says a slider's `70%` on the swipe and `70 percent` on
    /// focus, so one task file reads for both readers.
    private mutating func adjust(toward wanted: String, into step: inout TaskStepResult) {
        let goal = Self.normalized(wanted)
        // Phrased once: the value before any swipe is both the check and the reason's.
        let start = currentValue()
        guard start != goal else { return }
        for command in [ScreenReaderCommand.increment, .decrement] {
            // At most 1,000 swipes each way: a slider of percent has 100.
            for _ in 0..<1_000 {
                let said = reader.perform(command)
                step.swipes += 1
                step.response += said
                // A swipe says one utterance (its value, or a sound): its text is the words said,
                // without joining a list of one.
                let words = said.count == 1 ? said[0].text : said.map(\.text).joined(separator: " ")
                if Self.normalized(words) == goal || currentValue() == goal { return }
                if said.first?.kind == .sound { break }
            }
        }
        step.reached = false
        step.reason = "its value never becomes '\(wanted)' swiping up or down (it was '\(start)')"
    }

    /// The focused stop's spoken value, normalized.
    private func currentValue() -> String {
        guard let index = reader.focusIndex else { return "" }
        // Asked of the generator: each swipe changed the stop since the layer was spoken.
        let utterance = reader.generator.utterance(forStop: index, in: reader.accessibilityTree)
        // By kind, so a reader's own parts (TalkBack's state) count as theirs.
        let values = utterance.segments.filter { [.value, .state].contains($0.kind) }
        return Self.normalized(Utterance(kind: utterance.kind, segments: values, voice: utterance.voice).text)
    }

    /// The fewest gestures that bring focus to the stop: touching its frame (one gesture), a
    /// rotor item (TalkBack's reading controls: only those it has, TB20) and its swipes down or
    /// up, or swipes. Tried on copies of the reader, so every move is the screen reader's own.
    mutating func shortestPath(to stop: Int) -> [ScreenReaderCommand] {
        guard let start = reader.focusIndex, start != stop else { return [] }
        // The swipes are the path until a shorter one is found: counted, and written out only
        // if no other is shorter.
        let swipes = abs(stop - start)
        var best: [ScreenReaderCommand]?
        var bestCount: Int { best?.count ?? swipes }
        if swipes > 1, let frame = reader.focusStops[stop].element.frame {
            var probe = reader.probe
            let touch = ScreenReaderCommand.touch(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
            probe.perform(touch)
            if probe.focusIndex == stop { best = [touch] }
        }
        // Only the items that could find the target are tried (by its traits, or its being the
        // first stop of a container); the rotor itself then says whether it does.
        let traits = reader.focusStops[stop].element.traits
        let startsContainer = reader.accessibilityTree.containers.contains { $0.stops.lowerBound == stop }
        var items: [RotorItem] = []
        if traits.contains(.header) { items.append(.headings) }
        if traits.contains(.link) { items.append(.links) }
        if !traits.isDisjoint(with: [.textField, .secureTextField, .searchField, .switchButton, .adjustable, .button]) { items.append(.formControls) }
        if startsContainer { items += [.containers, .landmarks, .tables] }
        for item in items where bestCount > 2 && reader.generator.rules.offers(item) {
            // The stops the item finds are found on the session's reader, so every later action
            // on the screen shares them rather than finding them again. Turning the rotor to an
            // item that finds stops leaves focus where it is, and each swipe moves it where the
            // reader's own `rotorTarget` says (a boundary leaves it): the moves are counted so,
            // not made on a copy of the session, each saying its stop (issue 34).
            let found = reader.stops(foundBy: item)
            let move: ScreenReaderCommand = stop > start ? .down : .up
            var moves = 0, focus = start
            while moves + 2 < bestCount {
                let before = focus
                focus = ScreenReader.rotorTarget(among: found, from: focus, down: stop > start) ?? focus
                moves += 1
                if focus == stop { best = [.rotor(item)] + Array(repeating: move, count: moves); break }
                if focus == before { break }
                if stop > start ? focus > stop : focus < stop { break }
            }
        }
        return best ?? Array(repeating: stop > start ? .next : .previous, count: swipes)
    }
}
