/// A screen reader Speakable can be: the rules that decide what a stop is and can do, how it is
/// phrased and which gestures exist (talkback.md TB1, TB2). The tree, the capture readers, the
/// audit and the outputs take a reader as a parameter and ask its ``rules``; none of them switches
/// over readers.
///
/// ```swift
/// Reader(rawValue: "talkback")       // .talkBack
/// Reader.voiceOver.displayName       // "VoiceOver"
/// ```
public enum Reader: String, CaseIterable, Hashable, Sendable, Codable {
    /// Apple's VoiceOver, the first reader and the default everywhere.
    case voiceOver = "voiceover"
    /// Android's TalkBack (talkback.md).
    case talkBack = "talkback"

    /// The reader's rules: its role table, recipes, separator, gestures and words.
    ///
    /// ```swift
    /// Reader.voiceOver.rules.reader   // .voiceOver
    /// ```
    public var rules: any ReaderRules {
        switch self {
        case .voiceOver: VoiceOverRules()
        case .talkBack: TalkBackRules()
        }
    }

    /// The product's name, for messages and report pages (a name, not a spoken word).
    ///
    /// ```swift
    /// Reader.talkBack.displayName   // "TalkBack"
    /// ```
    public var displayName: String {
        switch self {
        case .voiceOver: "VoiceOver"
        case .talkBack: "TalkBack"
        }
    }
}
