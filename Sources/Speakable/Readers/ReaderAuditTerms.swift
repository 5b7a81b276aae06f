/// What the audit says in a reader's terms (talkback.md TB22): the category of the reader's own
/// platform checker that each rule matches, the smallest hit area the reader's platform asks
/// for, and the reader's own wording of the audit's messages. It is data: the audit's rules keep
/// their logic and ask these terms only for names, a number and which message to use.
///
/// ```swift
/// Reader.talkBack.rules.auditTerms.platformCheck(of: "hit-region")   // "TouchTargetSizeCheck"
/// Reader.talkBack.rules.auditTerms.minimumTarget                     // 48
/// Reader.voiceOver.rules.auditTerms.platformCheck(of: "hit-region")  // nil
/// ```
public struct ReaderAuditTerms: Hashable, Sendable {
    /// The check of the reader's platform checker each rule matches, by rule id (TalkBack's:
    /// the Accessibility Test Framework for Android's checks). A rule not listed matches none.
    public var platformChecks: [String: String]
    /// The smallest hit area the reader's platform asks for, in its units (dp for Android), or
    /// `nil` for the audit's own default.
    public var minimumTarget: Double?
    /// The reader's own wording of a message, by the audit's key: a message that says what the
    /// screen reader does says it of this reader, in its words.
    public var messages: [VoiceKey: VoiceKey]

    /// Terms with nothing of the reader's own: the audit's categories, minimum and messages.
    ///
    /// - Parameters:
    ///   - platformChecks: The platform checker's check each rule matches, by rule id.
    ///   - minimumTarget: The smallest hit area in the platform's units, or `nil` for the audit's.
    ///   - messages: The reader's wording of each message it words differently, by the audit's key.
    ///
    /// ```swift
    /// ReaderAuditTerms(minimumTarget: 48)
    /// ```
    public init(platformChecks: [String: String] = [:], minimumTarget: Double? = nil, messages: [VoiceKey: VoiceKey] = [:]) {
        self.platformChecks = platformChecks
        self.minimumTarget = minimumTarget
        self.messages = messages
    }

    /// The platform check a rule matches, if any.
    ///
    /// - Parameter rule: The rule's id (`hit-region`).
    ///
    /// ```swift
    /// Reader.talkBack.rules.auditTerms.platformCheck(of: "no-description")   // "SpeakableTextPresentCheck"
    /// ```
    public func platformCheck(of rule: String) -> String? { platformChecks[rule] }

    /// The key of the message to use for the audit's `key`: the reader's own, else the audit's.
    ///
    /// - Parameter key: The audit's message key.
    ///
    /// ```swift
    /// Reader.talkBack.rules.auditTerms.message(.auditNoDescription)   // .auditTalkBackNoDescription
    /// ```
    public func message(_ key: VoiceKey) -> VoiceKey { messages[key] ?? key }
}
