// Every rule, in the order of the audit spec's table. A new rule is a file in Rules/ and a line
// here.
extension AuditRule {
    /// Every rule run by default, in the order the audit spec lists them.
    ///
    /// ```swift
    /// AuditRule.all.count   // 20
    /// ```
    public static let all: [AuditRule] = [
        .noDescription, .imageNameLabel, .labelHasTrait, .hitRegion, .duplicateDescription, .duplicateBounds,
        .conflictingTraits, .adjustableNoValue, .placeholderOnly, .hintStyle, .labelStyle, .linkPurpose, .noHeading,
        .tabOutsideTabBar, .alertButtons, .buttonTitleLength, .undoName, .secureTextInCapture,
        // TalkBack's (TB22), for every reader: only an Android capture has what they look at.
        .editableContentDesc, .clickableSpan,
    ]
}

extension AuditRule {
    /// Rules run only when asked for (`--enable`, `--rules`): `listening-cost`, whose limits are
    /// a team's choice, not a standard's.
    ///
    /// ```swift
    /// AuditRule.optIn.map(\.id)   // ["listening-cost"]
    /// ```
    public static let optIn: [AuditRule] = [.listeningCost]

    /// Every rule there is: the default ones, then the opt-in ones.
    public static var known: [AuditRule] { all + optIn }
}
