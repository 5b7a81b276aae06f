// TalkBack's terms for the audit (talkback.md TB22): the audit's rules keep their ids and logic;
// under TalkBack a finding names the check of Google's Accessibility Test Framework for Android
// (ATF) it matches, hit areas are held to ATF's 48 × 48 dp, and messages say what TalkBack does.
extension TalkBackRules {
    /// ATF's checks by the audit's rule ids, its 48 dp touch target, and TalkBack's wording.
    public var auditTerms: ReaderAuditTerms { Self.audit }

    private static let audit = ReaderAuditTerms(
        // The rules that match an ATF check (audit-facts §2); the others have no ATF check.
        platformChecks: [
            "no-description": "SpeakableTextPresentCheck",
            "hit-region": "TouchTargetSizeCheck",
            "duplicate-description": "DuplicateSpeakableTextCheck",
            "label-has-trait": "RedundantDescriptionCheck",
            "duplicate-bounds": "DuplicateClickableBoundsCheck",
            "link-purpose": "LinkPurposeUnclearCheck",
            "editable-content-desc": "EditableContentDescCheck",
            "clickable-span": "ClickableSpanCheck",
        ],
        // ATF's TouchTargetSizeCheck default, in dp.
        minimumTarget: 48,
        messages: [
            .auditNoDescription: .auditTalkBackNoDescription,
            .auditLabelHasTrait: .auditTalkBackLabelHasTrait,
            .auditHitRegion: .auditTalkBackHitRegion,
            .auditAdjustableNoValue: .auditTalkBackAdjustableNoValue,
            .auditHintGesture: .auditTalkBackHintGesture,
            .auditHintRepeatsLabel: .auditTalkBackHintRepeatsLabel,
            .auditLabelPeriod: .auditTalkBackLabelPeriod,
            .auditNoHeading: .auditTalkBackNoHeading,
            .auditTabOutsideTabBar: .auditTalkBackTabOutsideTabBar,
            .auditEditableContentDesc: .auditTalkBackEditableContentDesc,
            .auditClickableSpan: .auditTalkBackClickableSpan,
        ]
    )
}
