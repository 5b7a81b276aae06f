import FoundationEssentials
import Speakable
import SpeakableDocuments

/// `render --reader both` (talkback.md TB24): each stop as VoiceOver says it, then as TalkBack
/// does. Text: two lines per stop, marked `VO:` and `TB:`; the announcement, which only VoiceOver
/// makes, comes first on its own line. JSON: each reader's rendering as `render --format json`
/// writes it, and the stops paired. A stop is paired with the other reader's stop for the same
/// element (its focus target), in the first reader's order; a stop only one reader makes (an
/// image TalkBack finds decorative, a node of an Android capture one reader skips) is paired
/// with nothing, `-` in the text and `null` in the JSON.
/// A control one reader shows as several stops (TB18: TalkBack's stepper is its value and two
/// buttons) keeps its stops together: its extra stops follow with no `-` for the other reader.
enum SideBySide {
    /// Writes the pairs as text, through ``RenderedLines``: each utterance's words go straight
    /// into the output buffer, as one reader's lines do.
    static func write(_ screens: [SpokenScreen]) {
        let markers = screens.map { RenderedLines.marker(for: $0.reader) }
        var lines = RenderedLines()
        for (screen, marker) in zip(screens, markers) {
            if let announcement = screen.announcement { lines.add(announcement, marker: marker) }
        }
        var previous: FocusTarget?
        // By index, each stop read where it lies: a stop or screen copied out of its array
        // retained every field of it, for each of a large screen's rows.
        for row in rows(screens) {
            var key: FocusTarget?
            for which in row.indices { if let stop = row[which] { key = pairingKey(screens[which].stops[stop].stop.target); break } }
            // A further stop of the control the row before spoke (a stepper's buttons) follows it
            // without a `-` line for the reader that has no such stop.
            let continues = key != nil && key == previous && row.contains(nil)
            for which in row.indices {
                if let stop = row[which] { lines.add(screens[which].stops[stop].utterance, marker: markers[which]) }
                else if !continues { lines.add(plain: "-", marker: markers[which]) }
            }
            previous = key
        }
        lines.finish()
    }

    /// `{"pairs": [{"talkback": "OK, Button, …", "voiceover": "OK. Button."}, …], "readers": {"talkback": […], "voiceover": […]}}`:
    /// each reader's utterances (announcement first) as `render --format json` writes them,
    /// with the capture's density when it has one, and each pair of stops as their text.
    static func json(_ screens: [SpokenScreen], density: AndroidDensity?) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let pairs = rows(screens).map { row in
            Dictionary(uniqueKeysWithValues: zip(screens, row).map { screen, stop in (screen.reader.rawValue, stop.map { screen.stops[$0].utterance.text }) })
        }
        let readers = Dictionary(uniqueKeysWithValues: screens.map { screen in
            (screen.reader.rawValue, screen.utterances.map { RenderedUtterance(base: $0, reader: screen.reader, density: density) })
        })
        return String(decoding: try encoder.encode(Comparison(pairs: pairs, readers: readers)), as: UTF8.self)
    }

    /// The stops of each screen, row by row: the first screen's in its order, each with the
    /// other screens' stop for the same element; a stop of another screen that the first does
    /// not make comes in its own row, where it falls in that screen's order.
    static func rows(_ screens: [SpokenScreen]) -> [[Int?]] {
        guard let first = screens.first else { return [] }
        // Stops are read in place by index: a stop copied out of its array retained every field
        // of its element and utterance, for each of a large screen's stops.
        let others = screens.dropFirst().map { screen in
            (screen: screen, index: Dictionary(screen.stops.indices.lazy.map { (pairingKey(screen.stops[$0].stop.target), $0) }, uniquingKeysWith: { a, _ in a }))
        }
        var next = Array(repeating: 0, count: others.count)
        var rows: [[Int?]] = []
        rows.reserveCapacity(first.stops.count)
        for index in first.stops.indices {
            let key = pairingKey(first.stops[index].stop.target)
            var row: [Int?] = []
            row.reserveCapacity(screens.count)
            row.append(index)
            for (which, other) in others.enumerated() {
                guard let match = other.index[key], match >= next[which] else { row.append(nil); continue }
                // The other screen's stops before the match that the first makes none of.
                while next[which] < match {
                    var alone = [Int?](repeating: nil, count: screens.count)
                    alone[which + 1] = next[which]
                    rows.append(alone)
                    next[which] += 1
                }
                row.append(match)
                next[which] = match + 1
            }
            rows.append(row)
        }
        for (which, other) in others.enumerated() {
            while next[which] < other.screen.stops.count {
                var alone = [Int?](repeating: nil, count: screens.count)
                alone[which + 1] = next[which]
                rows.append(alone)
                next[which] += 1
            }
        }
        return rows
    }

    /// What a stop is paired by: its focus target, a stepper's buttons standing for the stepper.
    private static func pairingKey(_ target: FocusTarget) -> FocusTarget {
        if case .stepperButton(let path, _) = target { return .control(path: path) }
        return target
    }

    private struct Comparison: Encodable {
        var pairs: [[String: String?]]
        var readers: [String: [RenderedUtterance<Utterance>]]
    }
}
