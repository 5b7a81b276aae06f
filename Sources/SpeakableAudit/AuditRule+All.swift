// Every rule, in the order of the audit spec's table. A new rule is a file in Rules/ and a line
// here.
extension AuditRule {
    /// Every rule, in the order the audit spec lists them.
    ///
    /// ```swift
    /// AuditRule.all.count   // 18
    /// ```
    public static let all: [AuditRule] = [
        .noDescription, .imageNameLabel, .labelHasTrait, .hitRegion, .duplicateDescription, .duplicateBounds,
        .conflictingTraits, .adjustableNoValue, .placeholderOnly, .hintStyle, .labelStyle, .linkPurpose, .noHeading,
        .tabOutsideTabBar, .alertButtons, .buttonTitleLength, .undoName, .secureTextInCapture,
    ]
}
