import Speakable

extension AuditSubject {
    /// The audit's findings on this screen, with the document's own exceptions applied (its
    /// `audit: {disable: […]}` leaves those rules out) and, for a capture, the secure texts it
    /// held in clear counted, on every layer (the screen, then each presentation over it). A
    /// document read locating its elements (`ScreenDocument(locatingElementsOf:)`) gives findings
    /// with lines. `listeningCost` gives the opt-in `listening-cost` rule its seconds;
    /// `spoken`, this screen already spoken, gives the audit its tree and descriptions.
    ///
    /// ```swift
    /// let document = try ScreenDocument(locatingElementsOf: "Examples/login.yaml")
    /// document.auditFindings(voice: try .builtIn(document.locale)).isEmpty   // true
    /// ```
    public func auditFindings(rules: [AuditRule] = AuditRule.all, voice: Voice, spoken: SpokenScreen? = nil, minimumTarget: Double = 24,
                              listeningCost: ListeningCost? = nil, listeningLimits: ListeningLimits = ListeningLimits()) -> [AuditFinding] {
        var audit = AccessibilityAudit(rules: rules.filter { !auditDisabled.contains($0.id) }, voice: voice, minimumTarget: minimumTarget)
        audit.listeningLimits = listeningLimits
        var findings = audit.findings(inEveryLayerOf: screen, spoken: spoken, secureTextsInClear: secureTextsInClear,
                                      listeningCost: listeningCost, lines: presentationLines)
        // Every layer: the screen under an alert is audited too, and a presentation's findings
        // point at its `present:` entry (issue 32). The rule for secrets sees only a count; the
        // capture knows where the first secret sits.
        for index in findings.indices where findings[index].rule == AuditRule.secureTextInCapture.id && findings[index].line == nil {
            findings[index].line = secureTextInClearLine
            findings[index].column = secureTextInClearLine == nil ? nil : secureTextInClearColumn
        }
        return findings
    }
}
