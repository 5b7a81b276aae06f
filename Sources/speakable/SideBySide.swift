import Speakable

/// `render --reader both` (talkback.md TB24): each stop as VoiceOver says it, then as TalkBack
/// does, on two lines marked `VO:` and `TB:`. The announcement, which only VoiceOver makes, comes
/// first on its own line. Where the readers keep different stops (an Android capture's), the
/// lines are paired in reading order and a reader with fewer stops says `-`.
enum SideBySide {
    static func lines(_ screens: [SpokenScreen]) -> [String] {
        var lines: [String] = []
        for screen in screens { if let announcement = screen.announcement { lines.append(marker(screen.reader) + announcement.text) } }
        let count = screens.map(\.stops.count).max() ?? 0
        for index in 0..<count {
            for screen in screens {
                lines.append(marker(screen.reader) + (index < screen.stops.count ? screen.stops[index].utterance.text : "-"))
            }
        }
        return lines
    }

    /// The capitals of the reader's name (`VO`, `TB`): no output switches over readers (TB2).
    private static func marker(_ reader: Reader) -> String {
        String(reader.displayName.filter(\.isUppercase)) + ": "
    }
}
