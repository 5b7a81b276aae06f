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

    /// What `render --format json --durations` prints: the announcement, then each stop with its clip and cost.
    static func list(_ speech: ScreenSpeech) -> [TimedUtterance] {
        let cost = speech.cost
        var announcement: [TimedUtterance] = []
        if let utterance = speech.spoken.announcement, let clip = speech.announcementClip {
            announcement.append(TimedUtterance(utterance: utterance, seconds: speech.duration(of: clip), stop: nil))
        }
        return announcement + zip(speech.spoken.stops, speech.stopClips).map { stop, clip in
            let reached = cost.stops[stop.index]
            return TimedUtterance(utterance: stop.utterance, seconds: speech.duration(of: clip), stop: (reached.swipes, reached.seconds ?? 0))
        }
    }
}
