import Speakable

extension AuditSubject {
    /// The audit's findings on this screen, with the document's own exceptions applied (its
    /// `audit: {disable: […]}` leaves those rules out) and, for a capture, the secure texts it
    /// held in clear counted, on every layer (the screen, then each presentation over it). A
    /// document read locating its elements (`ScreenDocument(locatingElementsOf:)`) gives findings
    /// with lines. `listeningCost` gives the opt-in `listening-cost` rule its seconds;
    /// `spoken`, this screen already spoken, gives the audit its tree and descriptions, and its
    /// reader: a hit area is held to the reader's minimum unless `minimumTarget` says otherwise,
    /// measured in points or, for an Android capture, in dp (TB22).
    ///
    /// - Parameters:
    ///   - rules: The rules run (the document's own exceptions are left out).
    ///   - voice: The voice of the messages.
    ///   - spoken: This screen already spoken, in `voice`, by the reader audited.
    ///   - minimumTarget: The smallest hit area; `nil`: the reader's, else 24.
    ///   - listeningCost: What the synthesized speech measured, for `listening-cost`.
    ///   - listeningLimits: The limits of `listening-cost`.
    ///
    /// ```swift
    /// let document = try ScreenDocument(locatingElementsOf: "Examples/login.yaml")
    /// document.auditFindings(voice: try .builtIn(document.locale)).isEmpty   // true
    /// ```
    public func auditFindings(rules: [AuditRule] = AuditRule.all, voice: Voice, spoken: SpokenScreen? = nil, minimumTarget: Double? = nil,
                              listeningCost: ListeningCost? = nil, listeningLimits: ListeningLimits = ListeningLimits()) -> [AuditFinding] {
        var audit = AccessibilityAudit(rules: rules.filter { !auditDisabled.contains($0.id) }, voice: voice, minimumTarget: minimumTarget)
        audit.listeningLimits = listeningLimits
        audit.pixelsPerPoint = framePixelsPerPoint
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
