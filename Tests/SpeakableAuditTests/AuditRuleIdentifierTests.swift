import Speakable
import SpeakableAudit
import Testing

/// The documents check `audit: {disable: […]}` against ``AuditRuleIdentifiers`` as they are read,
/// without knowing the audit (issue 32): the list must be the audit's own rules.
@Suite("Audit: the rule identifiers documents know")
struct AuditRuleIdentifierTests {
    @Test("The core's rule identifiers are the audit's default rules, in order")
    func testAuditRuleIdentifiers_areTheAuditsRules() {
        #expect(AuditRuleIdentifiers.all == AuditRule.all.map(\.id))
    }
}
