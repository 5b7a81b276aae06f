/// How long a VoiceOver user listens before reaching each stop (report spec §3): the swipes
/// from the first stop, and, when the speech was synthesized, the seconds heard swiping there
/// from the first stop (every utterance on the way and the stop's own, with the voice's pause
/// between them).
///
/// ```swift
/// let cost = ListeningCost(stopSeconds: [1.2, 0.8, 1.5], pause: 0.1)
/// cost.stops[2].swipes    // 2
/// cost.stops[2].seconds   // 3.7 (1.2 + 0.1 + 0.8 + 0.1 + 1.5)
/// ```
public struct ListeningCost: Hashable, Sendable {
    /// One stop's cost.
    public struct Stop: Hashable, Sendable {
        /// Swipes from the first stop (its place in reading order, from 0).
        public var swipes: Int
        /// Its own utterance's length, when synthesized.
        public var ownSeconds: Double?
        /// Seconds from the start of the first stop's speech to the end of its own.
        public var seconds: Double?
    }

    /// Each stop's cost, in reading order.
    public var stops: [Stop]
    /// The time to read the screen once (`read from top`): every utterance, the presentation's
    /// announcement included, when synthesized.
    public var totalSeconds: Double?

    /// Costs from each stop's synthesized length; `leading` is what is said before the first
    /// stop (a presentation's announcement), counted in the total only.
    public init(stopSeconds: [Double], pause: Double, leading: Double? = nil) {
        var elapsed = 0.0
        stops = stopSeconds.enumerated().map { index, own in
            elapsed += (index > 0 ? pause : 0) + own
            return Stop(swipes: index, ownSeconds: own, seconds: elapsed)
        }
        totalSeconds = elapsed + (leading.map { $0 + (stopSeconds.isEmpty ? 0 : pause) } ?? 0)
    }

    /// Swipes only, when nothing was synthesized (`report --audio none`).
    ///
    /// ```swift
    /// ListeningCost(stopCount: 3).stops.map(\.swipes)   // [0, 1, 2]
    /// ```
    public init(stopCount: Int) {
        stops = (0..<stopCount).map { Stop(swipes: $0) }
        totalSeconds = nil
    }
}

/// The limits of the opt-in `listening-cost` rule: an actionable stop that takes more swipes or
/// more seconds than these to reach is a warning.
///
/// ```swift
/// ListeningLimits(maximumSwipes: 10, maximumSeconds: 20)
/// ```
public struct ListeningLimits: Hashable, Sendable {
    /// The most swipes from the first stop; 15 by default.
    public var maximumSwipes: Int
    /// The most seconds of speech from the first stop; 30 by default.
    public var maximumSeconds: Double

    /// Limits; the defaults are a decision (docs/Decisions.md), not a standard.
    public init(maximumSwipes: Int = 15, maximumSeconds: Double = 30) {
        self.maximumSwipes = maximumSwipes
        self.maximumSeconds = maximumSeconds
    }
}
