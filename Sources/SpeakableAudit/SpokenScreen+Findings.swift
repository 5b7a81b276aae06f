import Speakable

extension SpokenScreen {
    /// Puts the audit's findings on the spoken screen: a finding about a stop of this screen on
    /// that stop, the others (the screen's own, a layer beneath's) on the screen, each in the
    /// audit's order. Every view (the legend, the picture, the page) shows them from here.
    ///
    /// ```swift
    /// var spoken = SpokenScreen(screen: screen, voice: voice)
    /// spoken.attach(audit.findings(in: screen, spoken: spoken))
    /// spoken.stops[0].findings.map(\.rule)   // ["no-description"]
    /// ```
    public mutating func attach(_ findings: [AuditFinding]) {
        for finding in findings {
            let shown = SpokenFinding(rule: finding.rule, severity: finding.severity.rawValue, message: finding.message)
            if let stop = finding.stop, stops.indices.contains(stop) { stops[stop].findings.append(shown) } else { screenFindings.append(shown) }
        }
    }
}
