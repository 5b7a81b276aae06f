import FoundationEssentials
import Speakable

extension AuditRule {
    /// `listening-cost` (opt-in; report spec §3): an actionable stop that takes more swipes or
    /// more seconds of speech to reach from the first stop than the audit's ``ListeningLimits``.
    /// Seconds are known only when the audit was given the synthesized ``ListeningCost``.
    ///
    /// ```swift
    /// // the 20th button of a screen, with the default limit of 15 swipes
    /// // → "Reached after 19 swipes, over the limit of 15"
    /// ```
    public static let listeningCost = AuditRule(
        id: "listening-cost", category: .speakable, severity: .warning, needsFrames: false,
        summary: "An actionable element takes too many swipes or too many seconds of speech to reach.",
        help: "Move the control earlier in the reading order, group or shorten what comes before it, or offer a rotor or heading to jump to it."
    ) { screen in
        let limits = screen.listeningLimits
        return screen.elements.indices.compactMap { index in
            guard screen.isActionable(index) else { return nil }
            let stop = screen.listeningCost?.stops[safe: index] ?? ListeningCost.Stop(swipes: index)
            let seconds = stop.seconds
            guard stop.swipes > limits.maximumSwipes || (seconds ?? 0) > limits.maximumSeconds else { return nil }
            guard let seconds else {
                return .init(stop: index, message: screen.message(.auditListeningCostSwipes, [
                    "swipes": String(stop.swipes), "maxSwipes": String(limits.maximumSwipes),
                ]))
            }
            return .init(stop: index, message: screen.message(.auditListeningCost, [
                "swipes": String(stop.swipes), "seconds": DecimalText.fixed(seconds, decimals: 1),
                "maxSwipes": String(limits.maximumSwipes), "maxSeconds": points(limits.maximumSeconds),
            ]))
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
