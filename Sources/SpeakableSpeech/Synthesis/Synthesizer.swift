import FoundationEssentials
import Speakable
import Synchronization

/// Speech from libespeak-ng, safe to use from any task.
///
/// There is one synthesizer per process, ``shared``, because libespeak-ng is one block of global
/// state: every call runs on the synthesizer's own thread, one at a time, so many tasks may
/// speak at once. A render stops within a few milliseconds when its task is cancelled or when
/// its ``SpeechChannel`` is interrupted (as VoiceOver cuts off speech when focus moves).
///
/// ```swift
/// let voice = try SpeechVoice("en-us")
/// let rendering = try await Synthesizer.shared.render(SpeechUtterance(string: "Delete. Button.", voice: voice))
/// try rendering.write(to: URL(fileURLWithPath: "delete.wav"))
/// ```
public actor Synthesizer {
    /// The synthesizer of this process.
    public static let shared = Synthesizer()

    /// Runs the actor on the engine's dedicated thread.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { EngineExecutor.shared.asUnownedSerialExecutor() }

    private var engineState: Result<EspeakEngine, SpeechError>?

    private init() {}

    // MARK: Speaking

    /// Renders an utterance to PCM with its events.
    ///
    /// ```swift
    /// let rendering = try await Synthesizer.shared.render(utterance)
    /// ```
    /// - Throws: ``SpeechError``, or `CancellationError` when the task is cancelled.
    public nonisolated func render(_ utterance: SpeechUtterance, limits: SpeechLimits = .default,
                                   channel: SpeechChannel = .main) async throws -> Rendering {
        try await render(utterance, limits: limits, channel: channel, keepsSamples: true, onChunk: nil)
    }

    /// The audio of an utterance as it is made, block by block: the first block arrives well
    /// under a millisecond after synthesis starts.
    ///
    /// ```swift
    /// for try await chunk in Synthesizer.shared.stream(utterance) { play(chunk.samples) }
    /// ```
    public nonisolated func stream(_ utterance: SpeechUtterance, limits: SpeechLimits = .default,
                                   channel: SpeechChannel = .main) -> AsyncThrowingStream<SpeechChunk, Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    _ = try await self.render(utterance, limits: limits, channel: channel, keepsSamples: false) { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Cuts off the main channel's speech: the utterance being spoken and those waiting, as a
    /// new focus does. Their renders return at once, marked ``Rendering/wasInterrupted``.
    ///
    /// ```swift
    /// Synthesizer.shared.interrupt()
    /// ```
    public nonisolated func interrupt() { SpeechChannel.main.interrupt() }

    /// The pronunciation of text, one entry per clause.
    ///
    /// ```swift
    /// try await Synthesizer.shared.phonemes("Привет", voice: SpeechVoice("ru"))   // ["prʲɪvʲˈet"]
    /// ```
    public func phonemes(_ text: String, voice: SpeechVoice, alphabet: PhonemeAlphabet = .ipa) throws -> [String] {
        let engine = try engine()
        try engine.prepare(SpeechUtterance(string: "", voice: voice))
        return engine.phonemes(SpeechText.clean(text), ipa: alphabet == .ipa)
    }

    /// The pronunciation of what the screen reader says, clause by clause: each sentence of the
    /// utterance is read on its own (SP1), as the synthesizer speaks it, so Russian
    /// `Анна. текстовое поле.` gives two clauses as English `Ann. Text Field.` does. A sound
    /// has no pronunciation.
    ///
    /// ```swift
    /// let said = SpeechGenerator(voice: try .builtIn(.ru)).utterance(for: AccessibilityElement(label: "Имя", value: .text("Анна"), traits: .textField))
    /// try await Synthesizer.shared.phonemes(of: said, voice: SpeechVoice(for: .builtIn(.ru)))
    /// // ["ˈɪmʲʌ", "ˈɑnna", "tʲˈekstʌvʌjɪ pˈoɭʲi", …]
    /// ```
    public func phonemes(of utterance: Utterance, voice: SpeechVoice, alphabet: PhonemeAlphabet = .ipa) throws -> [String] {
        let engine = try engine()
        try engine.prepare(SpeechUtterance(string: "", voice: voice))
        return utterance.clauses.flatMap { clause -> [String] in
            guard case .sentence(let text) = clause else { return [] }
            return engine.phonemes(SpeechText.clean(text), ipa: alphabet == .ipa)
        }
    }

    /// The voices libespeak-ng knows.
    ///
    /// ```swift
    /// try await Synthesizer.shared.voices().count   // over 100 with Debian's espeak-ng-data
    /// ```
    public func voices() throws -> [EspeakVoiceInfo] { try engine().voiceCatalog() }

    /// The variants libespeak-ng can add to a voice (`+f3`), Speakable's own included.
    ///
    /// ```swift
    /// try await Synthesizer.shared.variants().contains("speakable")   // true
    /// ```
    public func variants() throws -> [String] { try engine().variantNames() }

    /// Checks that libespeak-ng has a voice and its variant, before anything is spoken.
    ///
    /// ```swift
    /// try await Synthesizer.shared.checkAvailable(SpeechVoice("klingon"))   // throws voiceNotFound
    /// ```
    /// - Throws: ``SpeechError/voiceNotFound(_:)``.
    public func checkAvailable(_ voice: SpeechVoice) throws {
        let engine = try engine()
        guard engine.voiceCatalog().contains(where: { $0.answers(to: voice.name) }),
              voice.variant.map({ engine.variantNames().contains($0) }) ?? true else {
            throw SpeechError.voiceNotFound(voice.description)
        }
    }

    /// libespeak-ng's sample rate (22,050 Hz for 1.51).
    ///
    /// ```swift
    /// try await Synthesizer.shared.sampleRate()   // 22050
    /// ```
    public func sampleRate() throws -> Int { try engine().sampleRate }

    /// libespeak-ng's version (`1.51`), for pronunciation snapshots.
    ///
    /// ```swift
    /// try await Synthesizer.shared.engineVersion()   // "1.51"
    /// ```
    public func engineVersion() throws -> String { try engine().version }

    // MARK: Tracks

    /// A piece of a track: speech, or samples made elsewhere (an earcon, a pause).
    enum TrackPart: Sendable {
        case speech(SpeechUtterance)
        case samples([Int16])
    }

    /// The one way a track is made, for clips, a track, a WAV and a stream: `parts` in one job on
    /// the engine thread, with no hop between utterances. The track's limits hold over
    /// everything made, `madeBefore` samples included (a stream renders its plan a step at a
    /// time). With `emit`, each block goes there as it is made (speech as libespeak-ng produces
    /// it, `isSpeech`) and nothing is kept; else the samples are returned, with where each part
    /// ends in them (a report cuts the track into its utterances' clips without synthesizing
    /// anything twice). Cancelling the task stops the utterance being made.
    nonisolated func renderTrack(_ parts: [TrackPart], limits: SpeechLimits, madeBefore: Int = 0, channel: SpeechChannel = SpeechChannel(),
                                 emit: (@Sendable (_ samples: [Int16], _ isSpeech: Bool) -> Void)? = nil) async throws -> (samples: [Int16], partEnds: [Int]) {
        try await withTaskCancellationHandler {
            try await self.synthesizeTrack(parts, limits: limits, madeBefore: madeBefore, channel: channel, emit: emit)
        } onCancel: {
            channel.interrupt()
        }
    }

    private func synthesizeTrack(_ parts: [TrackPart], limits: SpeechLimits, madeBefore: Int, channel: SpeechChannel,
                                 emit: (@Sendable ([Int16], Bool) -> Void)?) throws -> (samples: [Int16], partEnds: [Int]) {
        var samples: [Int16] = []
        var made = 0
        var partEnds: [Int] = []
        partEnds.reserveCapacity(parts.count)
        let ticket = channel.generation.load(ordering: .sequentiallyConsistent)
        let sampleRate = try engine().sampleRate
        let trackLimitExceeded = SpeechError.durationLimitExceeded(seconds: limits.maximumTrackDuration)
        for part in parts {
            try Task.checkCancellation()
            switch part {
            case .samples(let block):
                if let emit { emit(block, false) } else { samples += block }
                made += block.count
            case .speech(let utterance):
                // Each utterance may use what the track has left, so the whole track's memory
                // is bounded, not only each utterance's.
                let remaining = limits.remaining(afterSamples: madeBefore + made, sampleRate: sampleRate)
                guard remaining.maximumDuration > 0 else { throw trackLimitExceeded }
                var onChunk: (@Sendable (SpeechChunk) -> Void)?
                if let emit { onChunk = { chunk in emit(chunk.samples, true) } }
                let sink = SynthesisSink(limits: remaining, keepsSamples: emit == nil, onChunk: onChunk)
                do {
                    let rendering = try synthesize(utterance, limits: remaining, channel: channel, sink: sink, ticket: ticket)
                    if emit == nil { samples += rendering.samples; made += rendering.samples.count } else { made += sink.sampleCount }
                } catch SpeechError.durationLimitExceeded where remaining.maximumDuration < limits.maximumDuration {
                    throw trackLimitExceeded
                }
            }
            if madeBefore + made > limits.maximumTrackDuration * sampleRate { throw trackLimitExceeded }
            partEnds.append(made)
        }
        try Task.checkCancellation()
        return (samples, partEnds)
    }

    // MARK: Inside

    nonisolated func render(_ utterance: SpeechUtterance, limits: SpeechLimits, channel: SpeechChannel, keepsSamples: Bool,
                            onChunk: (@Sendable (SpeechChunk) -> Void)?) async throws -> Rendering {
        let ticket = channel.generation.load(ordering: .sequentiallyConsistent)
        let sink = SynthesisSink(limits: limits, keepsSamples: keepsSamples, onChunk: onChunk)
        return try await withTaskCancellationHandler {
            try await self.synthesize(utterance, limits: limits, channel: channel, sink: sink, ticket: ticket)
        } onCancel: {
            sink.stopRequested.store(true, ordering: .relaxed)
        }
    }

    private func synthesize(_ utterance: SpeechUtterance, limits: SpeechLimits, channel: SpeechChannel,
                            sink: SynthesisSink, ticket: Int) throws -> Rendering {
        try Task.checkCancellation()
        let engine = try engine()
        let (text, isSSML): (String, Bool) = switch utterance.content {
        case .text(let text): (SpeechText.clean(text), false)
        case .ssml(let ssml): (ssml.engineMarkup, true)
        }
        if text.count > limits.maximumCharacters {
            throw SpeechError.textTooLong(characters: text.count, limit: limits.maximumCharacters)
        }
        try engine.prepare(utterance)
        sink.expect(characters: text.utf8.count)
        // Publish the sink before checking the generation: `interrupt()` bumps the generation
        // and then stops the published sink, so an interrupt either is seen here or finds this
        // sink and stops it. Checking first would lose an interrupt that falls in between.
        channel.active.withLock { $0 = sink }
        defer { channel.active.withLock { $0 = nil } }
        guard channel.generation.load(ordering: .sequentiallyConsistent) == ticket else {
            return Rendering(sampleRate: engine.sampleRate, samples: [], events: [], text: text, wasInterrupted: true)
        }
        try engine.synthesize(text, ssml: isSSML, into: sink)
        try Task.checkCancellation()
        if sink.exceededLimit { throw SpeechError.durationLimitExceeded(seconds: limits.maximumDuration) }
        return rendering(of: sink, text: text, utterance: utterance, sampleRate: engine.sampleRate)
    }

    private func rendering(of sink: SynthesisSink, text: String, utterance: SpeechUtterance, sampleRate: Int) -> Rendering {
        let before = max(0, Int(utterance.preUtteranceDelay * Double(sampleRate)))
        let after = max(0, Int(utterance.postUtteranceDelay * Double(sampleRate)))
        var samples = sink.samples
        if before > 0 { samples.insert(contentsOf: repeatElement(0, count: before), at: 0) }
        if after > 0 { samples.append(contentsOf: repeatElement(0, count: after)) }
        // libespeak-ng counts positions in Unicode scalars, from 1.
        let scalars = Array(text.unicodeScalars.indices) + [text.endIndex]
        let events = sink.events.map { raw -> SpeechEvent in
            let kind: SpeechEvent.Kind = switch raw.kind {
            case .word: .word
            case .sentence: .sentence
            case .end: .end
            case .mark(let name): .mark(name)
            case .phoneme(let name): .phoneme(name)
            }
            var range: Range<String.Index>?
            if raw.textPosition >= 1, raw.textPosition <= scalars.count {
                let start = raw.textPosition - 1
                range = scalars[start]..<scalars[min(start + max(raw.length, 0), scalars.count - 1)]
            }
            return SpeechEvent(kind: kind, range: range, sampleOffset: raw.sample + max(0, before))
        }
        return Rendering(sampleRate: sampleRate, samples: samples, events: events, text: text, wasInterrupted: sink.wasStopped)
    }

    private func engine() throws -> EspeakEngine {
        if engineState == nil {
            engineState = Result { try EspeakEngine() }.mapError { ($0 as? SpeechError) ?? .engineUnavailable("\($0)") }
        }
        return try engineState!.get()
    }
}
