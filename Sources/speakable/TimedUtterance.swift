import Speakable

/// An utterance of `render --format json --durations`: its usual fields, its own seconds, and,
/// for a stop, its swipes and seconds from the first stop (report spec §3).
struct TimedUtterance: Encodable {
    var utterance: Utterance
    var seconds: Double
    var stop: (swipes: Int, secondsFromFirstStop: Double)?

    private enum CodingKeys: String, CodingKey { case seconds, swipes, secondsFromFirstStop }

    func encode(to encoder: any Encoder) throws {
        try utterance.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.rounded(seconds), forKey: .seconds)
        if let stop {
            try container.encode(stop.swipes, forKey: .swipes)
            try container.encode(Self.rounded(stop.secondsFromFirstStop), forKey: .secondsFromFirstStop)
        }
    }

    /// Milliseconds are enough, and keep the JSON the same from run to run.
    static func rounded(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }

    static func list(_ speech: ScreenSpeech) -> [TimedUtterance] {
        let cost = speech.cost
        let offset = speech.leadsWithAnnouncement ? 1 : 0
        return speech.utterances.indices.map { index in
            let stop = index - offset
            return TimedUtterance(utterance: speech.utterances[index], seconds: speech.clips.duration(of: index),
                                  stop: stop >= 0 ? (cost.stops[stop].swipes, cost.stops[stop].seconds ?? 0) : nil)
        }
    }
}
