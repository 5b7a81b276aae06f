import Testing
import Speakable
@testable import SpeakableAudit

/// A reader's terms for the audit are data (talkback.md TB2, TB22): the rules keep their ids and
/// logic under every reader; only the platform checks, the minimum target and the wording differ.
@Suite("Audit: a reader's terms (TB22)")
struct ReaderAuditTermsTests {
    @Test("TB22 VoiceOver has no terms of its own; TalkBack's name only rules that exist and ATF's checks, and 48 dp")
    func testTB22_termsAreDataAboutKnownRules() {
        #expect(Reader.voiceOver.rules.auditTerms == ReaderAuditTerms())
        let terms = Reader.talkBack.rules.auditTerms
        let ids = Set(AuditRule.known.map(\.id))
        #expect(Set(terms.platformChecks.keys).isSubset(of: ids))
        #expect(terms.platformCheck(of: "hit-region") == "TouchTargetSizeCheck")
        #expect(terms.platformCheck(of: "editable-content-desc") == "EditableContentDescCheck")
        #expect(terms.platformCheck(of: "clickable-span") == "ClickableSpanCheck")
        #expect(terms.platformChecks.values.allSatisfy { $0.hasSuffix("Check") })
        #expect(terms.minimumTarget == 48)
    }

    @Test("TB22 Under TalkBack no message names VoiceOver: every message that says what the reader does has TalkBack's wording, in every locale")
    func testTB22_talkBackMessagesNeverNameVoiceOver() throws {
        let terms = Reader.talkBack.rules.auditTerms
        let auditKeys = VoiceKey.allCases.filter { $0.fileKey.hasPrefix("audit.") && !$0.fileKey.hasPrefix("audit.talkback.") }
        for locale in SpeechLocale.allCases {
            let voice = try Voice.builtIn(locale)
            for key in auditKeys {
                #expect(!voice[terms.message(key)].contains("VoiceOver"), "\(locale) \(key.fileKey)")
                // VoiceOver's own wording is unchanged.
                #expect(Reader.voiceOver.rules.auditTerms.message(key) == key)
            }
        }
    }

    @Test("TB22 The same screen, the same rule ids: findings under TalkBack carry its reader and checks, under VoiceOver neither")
    func testTB22_sameRulesUnderEitherReader() throws {
        let screen = Screen { Heading("Settings"); Button(""); Link("Learn more") }
        var audit = AccessibilityAudit(voice: try .builtIn(.en))
        let voiceOver = audit.findings(in: screen)
        audit.reader = .talkBack
        let talkBack = audit.findings(in: screen)
        #expect(voiceOver.map(\.rule) == talkBack.map(\.rule))
        #expect(voiceOver.allSatisfy { $0.reader == .voiceOver && $0.platformCheck == nil })
        #expect(talkBack.allSatisfy { $0.reader == .talkBack })
        #expect(talkBack.map(\.platformCheck) == ["SpeakableTextPresentCheck", "LinkPurposeUnclearCheck"])
        #expect(talkBack.first?.compilerLine(in: "a.yaml").hasPrefix("a.yaml: error: [no-description, SpeakableTextPresentCheck] ") == true)
    }
}
