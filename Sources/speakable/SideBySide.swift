import Speakable

/// `render --reader both` (talkback.md TB24): each stop as VoiceOver says it, then as TalkBack
/// does, on two lines marked `VO:` and `TB:`. The announcement, which only VoiceOver makes, comes
/// first on its own line. A control one reader shows as several stops (TB18: TalkBack's stepper
/// is its value and two buttons) keeps its stops together: each reader's lines for it, in turn.
/// Where the readers keep different stops of different controls, the lines are paired in
/// reading order and a reader with fewer stops says `-`.
enum SideBySide {
    static func lines(_ screens: [SpokenScreen]) -> [String] {
        var lines: [String] = []
        for screen in screens { if let announcement = screen.announcement { lines.append(marker(screen.reader) + announcement.text) } }
        let runs = screens.map(Self.runs)
        if let first = runs.first, runs.allSatisfy({ $0.map(\.target) == first.map(\.target) }) {
            for index in first.indices {
                for (screen, screenRuns) in zip(screens, runs) {
                    lines += screenRuns[index].texts.map { marker(screen.reader) + $0 }
                }
            }
            return lines
        }
        let count = screens.map(\.stops.count).max() ?? 0
        for index in 0..<count {
            for screen in screens {
                lines.append(marker(screen.reader) + (index < screen.stops.count ? screen.stops[index].utterance.text : "-"))
            }
        }
        return lines
    }

    /// The screen's stops in runs, one per thing they stand for: a stepper's buttons stand for
    /// the stepper, every other stop for its own target.
    private static func runs(of screen: SpokenScreen) -> [(target: FocusTarget, texts: [String])] {
        var runs: [(target: FocusTarget, texts: [String])] = []
        for stop in screen.stops {
            var target = stop.stop.target
            if case .stepperButton(let path, _) = target { target = .control(path: path) }
            if let last = runs.last, last.target == target { runs[runs.count - 1].texts.append(stop.utterance.text) }
            else { runs.append((target, [stop.utterance.text])) }
        }
        return runs
    }

    /// The capitals of the reader's name (`VO`, `TB`): no output switches over readers (TB2).
    private static func marker(_ reader: Reader) -> String {
        String(reader.displayName.filter(\.isUppercase)) + ": "
    }
}
