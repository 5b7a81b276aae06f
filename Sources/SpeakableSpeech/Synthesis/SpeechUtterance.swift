import Speakable

/// What to say and how, in the shape of AVSpeechUtterance: text or SSML, a voice, rate, pitch,
/// volume and delays. Every setting is applied again before each utterance, so nothing one
/// utterance does carries into the next.
///
/// ```swift
/// var utterance = SpeechUtterance(string: "Delete. Button.", voice: try SpeechVoice("en-us"))
/// utterance.rate = 220
/// utterance.postUtteranceDelay = 0.2
/// ```
public struct SpeechUtterance: Hashable, Sendable {
    /// What is spoken.
    public enum Content: Hashable, Sendable {
        /// Plain text: never read as markup.
        case text(String)
        /// SSML from the typed builder, escaped.
        case ssml(SSML)
    }

    /// What is spoken.
    public var content: Content
    /// The espeak-ng voice.
    public var voice: SpeechVoice
    /// Words per minute, 80–900 (espeak-ng's default is 175).
    public var rate: Int
    /// Base pitch, 0–99 (default 50).
    public var pitch: Int
    /// Pitch range, 0–99 (default 50).
    public var pitchRange: Int
    /// Volume, 0–200 (100 is normal; above about 130 clips).
    public var volume: Int
    /// Seconds of silence before the speech.
    public var preUtteranceDelay: Double
    /// Seconds of silence after the speech.
    public var postUtteranceDelay: Double

    /// An utterance of plain text.
    ///
    /// ```swift
    /// SpeechUtterance(string: "Hello", voice: try SpeechVoice("en-us"))
    /// ```
    public init(string: String, voice: SpeechVoice) {
        self.init(content: .text(string), voice: voice)
    }

    /// An utterance of built SSML.
    ///
    /// ```swift
    /// SpeechUtterance(ssml: SSML { SSML.text("Save."); SSML.pause(milliseconds: 300); SSML.text("Button.") }, voice: voice)
    /// ```
    public init(ssml: SSML, voice: SpeechVoice) {
        self.init(content: .ssml(ssml), voice: voice)
    }

    /// Plain text in a locale's voice and prosody (its `Voices/` file).
    ///
    /// ```swift
    /// let spoken = try SpeechUtterance(string: "Сборка завершена.", voice: .builtIn(.ru))
    /// ```
    public init(string: String, voice: Voice) throws {
        self.init(content: .text(string), voice: try SpeechVoice(for: voice))
        try applyProsody(of: voice)
    }

    /// What the screen reader says, in a locale's voice and prosody: each sentence its own
    /// clause (SP1, so that espeak-ng pauses after `текстовое поле.` as it does after
    /// `Text Field.`), and the voice's pause before the hint (H5). Sounds are not speech and
    /// give an empty utterance.
    ///
    /// ```swift
    /// let said = SpeechGenerator(voice: try .builtIn(.ru)).utterance(for: AccessibilityElement(label: "Имя", traits: .textField))
    /// let spoken = try SpeechUtterance(said, voice: .builtIn(.ru))
    /// ```
    public init(_ utterance: Utterance, voice: Voice) throws {
        var nodes: [SSML] = []
        for clause in utterance.clauses {
            switch clause {
            case .sentence(let text): nodes.append(.sentence(.text(text)))
            case .pause(let milliseconds): nodes.append(.pause(milliseconds: milliseconds))
            case .sound: break
            }
        }
        self.init(content: .ssml(SSML(nodes)), voice: try SpeechVoice(for: voice))
        try applyProsody(of: voice)
    }

    /// The rate, pitch, range and volume a voice file gives.
    private mutating func applyProsody(of voice: Voice) throws {
        let settings = try EspeakSettings(for: voice)
        rate = settings.rate
        pitch = settings.pitch
        pitchRange = settings.range
        volume = settings.volume
    }

    private init(content: Content, voice: SpeechVoice) {
        self.content = content
        self.voice = voice
        self.rate = 175
        self.pitch = 50
        self.pitchRange = 50
        self.volume = 100
        self.preUtteranceDelay = 0
        self.postUtteranceDelay = 0
    }
}
