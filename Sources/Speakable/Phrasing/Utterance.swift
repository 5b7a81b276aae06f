/// One thing the screen reader says (or one sound it plays), as typed segments and the voice
/// that words them.
///
/// ```swift
/// let generator = SpeechGenerator(voice: try .builtIn(.en))
/// let save = generator.utterance(for: AccessibilityElement(label: "Save", hint: "Saves the file.", traits: .button))
/// save.spokenDescription   // "Save. Button."
/// save.spokenHint          // "Saves the file."
/// save.text                // "Save. Button. Saves the file."
/// ```
public struct Utterance: Sendable {
    /// Why the utterance is spoken.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Something was presented (`Alert. Delete File?`), or the app announced something.
        case announcement
        /// Focus landed on an element.
        case element
        /// A value changed (`4`).
        case value
        /// A typed character was echoed.
        case echo
        /// A sound, not speech.
        case sound
    }

    /// Why it is spoken.
    public var kind: Kind
    /// What is said, in order; a ``Segment/pause(_:)`` separates the description from the hint.
    /// A stop phrased by TalkBack makes its segments only when they are asked for
    /// (`TalkBackSpokenStop`): its text is written without them.
    public var segments: [Segment] {
        get {
            switch storage {
            case .made(let segments): segments
            case .talkBack(let stop): stop.segments(in: voice, place: position)
            }
        }
        set { storage = .made(newValue) }
        // Changed in place (`utterance.segments.append(…)`): the array is taken out, so that
        // it is not copied as it changes, and put back.
        _modify {
            var segments = self.segments
            storage = .made([])
            defer { storage = .made(segments) }
            yield &segments
        }
    }
    /// The segments, or a TalkBack stop whose segments are not made yet.
    private(set) var storage: UtteranceSegments
    /// The traits of the element spoken, if any.
    public var traits: AccessibilityTraits
    /// The identifier of the element spoken, if any.
    public var identifier: String?
    /// The element's position in a series, if it has one (C1).
    public var position: SeriesPosition? {
        // A TalkBack stop's segments say its position in its collection, which is this: made
        // before it changes.
        willSet { materialize() }
    }
    /// Where the element is on the screen, and the capture line it came from, when known (R4).
    public var frame: ScreenFrame?
    public var sourceLine: Int?
    /// The voice whose words and punctuation format the segments.
    public var voice: Voice {
        // A TalkBack stop's segments depend on the voice they were made in (a slot that repeats
        // another in its words is dropped): made in that voice before it changes.
        willSet { materialize() }
    }

    /// The sound this utterance plays, when it is one.
    ///
    /// ```swift
    /// generator.sound(.boundary).sound   // .boundary
    /// ```
    public var sound: Sound? {
        guard kind == .sound, case .sound(let sound)? = segments.first else { return nil }
        return sound
    }

    /// The description: everything before the pause, punctuated (D1–D5).
    ///
    /// ```swift
    /// utterance.spokenDescription   // "Quantity: 3. Adjustable."
    /// ```
    public var spokenDescription: String {
        let segments = self.segments
        return line(segments[..<(Self.pauseIndex(in: segments) ?? segments.endIndex)])
    }

    /// The hint after the pause, or `nil` when there is none.
    ///
    /// ```swift
    /// utterance.spokenHint   // "Swipe up or down with one finger to adjust the value."
    /// ```
    public var spokenHint: String? {
        let segments = self.segments
        guard let split = Self.pauseIndex(in: segments) else { return nil }
        let hint = line(segments[(split + 1)...])
        return hint.isEmpty ? nil : hint
    }

    /// The whole utterance on one line: the description, a space, the hint (H5).
    ///
    /// ```swift
    /// utterance.text   // "Quantity: 3. Adjustable. Swipe up or down with one finger to adjust the value."
    /// ```
    public var text: String {
        // A TalkBack stop's line is written by a call of its own, so that this getter stays as
        // small as it was for the segments VoiceOver says.
        // (Not a switch over both: that copied VoiceOver's segments out, a retain and a release.)
        if case .made(let segments) = storage { return line(segments[...]) }
        return talkBackLine()
    }

    /// ``text``'s UTF-8 appended to `bytes`, with no string made: `render` writes a large
    /// screen's lines one after another into one buffer.
    ///
    /// ```swift
    /// var bytes: [UInt8] = []
    /// utterance.appendText(to: &bytes)   // the bytes of "Quantity: 3. Adjustable. Swipe up or down …"
    /// ```
    public func appendText(to bytes: inout [UInt8]) {
        LineWriter.write(separator: voice.utf8(.wordSeparator)) { writer in
            switch storage {
            case .made(let segments): TextFormatter(voice: voice).write(segments[...], to: &writer)
            case .talkBack(let stop): stop.write(in: voice, place: position, to: &writer)
            }
            bytes.append(contentsOf: writer.utf8)
        }
    }

    /// The utterance as speech needs it: each sentence-ending piece its own clause, with the
    /// voice's pauses between (SP1).
    ///
    /// ```swift
    /// utterance.clauses   // [.sentence("Quantity: 3."), .sentence("Adjustable."), .pause(milliseconds: 300), …]
    /// ```
    public var clauses: [SpokenClause] {
        var writer = ClauseListWriter()
        // A TalkBack stop's segments made now (speech's clauses keep its pause).
        TextFormatter(voice: voice).write(segments[...], to: &writer)
        return writer.clauses
    }

    /// A TalkBack stop's line, written from it (`TalkBackSpokenStop`) without segments.
    @inline(never)
    private func talkBackLine() -> String {
        // Taken out before the closure, which would copy the whole storage through its type.
        guard case .talkBack(let stop) = storage else { return "" }
        return LineWriter.write(separator: voice.utf8(.wordSeparator)) { writer in
            stop.write(in: voice, place: position, to: &writer)
            return writer.line
        }
    }

    private static func pauseIndex(in segments: [Segment]) -> Int? { segments.firstIndex { $0.kind == .pause } }

    /// Puts a TalkBack stop into segments, in the voice and at the position it was made with,
    /// before they or the voice or position change.
    private mutating func materialize() {
        guard case .talkBack(let stop) = storage else { return }
        storage = .made(stop.segments(in: voice, place: position))
    }

    private func line(_ segments: ArraySlice<Segment>) -> String {
        LineWriter.write(separator: voice.utf8(.wordSeparator)) { writer in
            TextFormatter(voice: voice).write(segments, to: &writer)
            return writer.line
        }
    }
}

// The initializers live in an extension so that the struct keeps its memberwise initializer
// (``init(focus:traits:identifier:position:frame:sourceLine:voice:)`` builds with it; it is
// private, as ``storage`` is, so only this file's initializers call it).
extension Utterance {
    /// Creates an utterance.
    ///
    /// ```swift
    /// Utterance(kind: .value, segments: [.newValue(.text("4"))], voice: try .builtIn(.en))
    /// ```
    public init(kind: Kind, segments: [Segment], traits: AccessibilityTraits = [], identifier: String? = nil,
                position: SeriesPosition? = nil, voice: Voice) {
        self.init(kind: kind, storage: .made(segments), traits: traits, identifier: identifier, position: position,
                  frame: nil, sourceLine: nil, voice: voice)
    }

    /// What is said when focus lands on an element, with every field given at once: setting the
    /// frame and source line after ``init(kind:segments:traits:identifier:position:voice:)``
    /// copied the whole utterance once more for every stop phrased. Made by the memberwise
    /// initializer: an initializer that sets each field of `self` in turn built the utterance
    /// in a temporary and copied it out (each of its references retained and released once
    /// more), for every stop phrased.
    init(focus segments: [Segment], traits: AccessibilityTraits, identifier: String?, position: SeriesPosition?,
         frame: ScreenFrame?, sourceLine: Int?, voice: Voice) {
        self.init(kind: .element, storage: .made(segments), traits: traits, identifier: identifier, position: position,
                  frame: frame, sourceLine: sourceLine, voice: voice)
    }

    /// What is said when focus lands on a stop phrased by TalkBack, its segments not yet made
    /// (`TalkBackSpokenStop`); in the voice it was phrased in.
    init(talkBack stop: TalkBackSpokenStop, traits: AccessibilityTraits, identifier: String?, position: SeriesPosition?,
         frame: ScreenFrame?, sourceLine: Int?, voice: Voice) {
        self.init(kind: .element, storage: .talkBack(stop), traits: traits, identifier: identifier, position: position,
                  frame: frame, sourceLine: sourceLine, voice: voice)
    }
}
