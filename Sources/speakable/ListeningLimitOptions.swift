import ArgumentParser
import SpeakableAudit

/// `--max-swipes` and `--max-seconds`, on `audit` and `report`: either turns on the opt-in
/// `listening-cost` rule with its limit (report spec §3).
struct ListeningLimitOptions: ParsableArguments {
    @Option(name: .customLong("max-swipes"), help: "listening-cost: the most swipes from the first stop to an actionable one (default 15); turns the rule on.")
    var maxSwipes: Int?

    @Option(name: .customLong("max-seconds"), help: "listening-cost: the most seconds of speech from the first stop to an actionable one (default 30); turns the rule on.")
    var maxSeconds: Double?

    func validate() throws {
        if let maxSwipes, maxSwipes < 0 { throw ValidationError("--max-swipes must be 0 or more, got \(maxSwipes)") }
        if let maxSeconds, !(maxSeconds >= 0 && maxSeconds.isFinite) { throw ValidationError("--max-seconds must be a number of seconds, 0 or more") }
    }

    /// Whether a limit was given, which turns the rule on.
    var turnsRuleOn: Bool { maxSwipes != nil || maxSeconds != nil }

    /// The rule's limits: the defaults, with those given.
    var limits: ListeningLimits {
        var limits = ListeningLimits()
        if let maxSwipes { limits.maximumSwipes = maxSwipes }
        if let maxSeconds { limits.maximumSeconds = maxSeconds }
        return limits
    }
}
