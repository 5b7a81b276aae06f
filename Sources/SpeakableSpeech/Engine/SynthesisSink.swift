import CEspeakLoader
import Synchronization

/// Collects what libespeak-ng produces for one utterance: samples, events, and whether to stop.
///
/// libespeak-ng calls back on the engine thread while `espeak_Synth` runs; the sink reaches the
/// callback through `user_data`. Only `stopRequested` is touched from other threads.
final class SynthesisSink: @unchecked Sendable {
    /// Set from any thread to stop the utterance at the next callback (a few milliseconds).
    let stopRequested = Atomic<Bool>(false)
    /// Samples beyond which the utterance is stopped and reported as too long.
    let maximumSamples: Int
    /// Called with each block of samples and its events, for streaming.
    let onChunk: (@Sendable (SpeechChunk) -> Void)?
    /// Whether the samples are kept (a stream only forwards them).
    let keepsSamples: Bool

    private(set) var samples: [Int16] = []
    private(set) var events: [RawEvent] = []
    private(set) var sampleCount = 0
    private(set) var exceededLimit = false

    /// An event as libespeak-ng reports it, before positions are mapped to the text.
    struct RawEvent {
        enum Kind { case word, sentence, end, mark(String), phoneme(String) }
        let kind: Kind
        /// 1-based position in Unicode scalars of the synthesized text.
        let textPosition: Int
        let length: Int
        let sample: Int
    }

    /// libespeak-ng 1.51's only sample rate; limits are counted in its samples before the engine
    /// is asked.
    static let sampleRate = 22_050

    init(limits: SpeechLimits, keepsSamples: Bool = true, onChunk: (@Sendable (SpeechChunk) -> Void)? = nil) {
        self.maximumSamples = limits.maximumDuration * Self.sampleRate
        self.keepsSamples = keepsSamples
        self.onChunk = onChunk
    }

    /// Reserves room for the samples a text is likely to make (about 2,000 a character at the
    /// default rate), so that the buffer is not grown and copied again and again.
    func expect(characters: Int) {
        if keepsSamples { samples.reserveCapacity(min(characters * 2_000, maximumSamples)) }
    }

    var wasStopped: Bool { stopRequested.load(ordering: .relaxed) }

    /// The callback's work: 0 to go on, 1 to abort.
    func receive(_ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ list: UnsafeMutablePointer<espeak_EVENT>) -> Int32 {
        if stopRequested.load(ordering: .relaxed) { return 1 }
        var chunkEvents: [RawEvent] = []
        var event = list
        while event.pointee.type != espeakEVENT_LIST_TERMINATED {
            if let raw = Self.rawEvent(event.pointee) { chunkEvents.append(raw) }
            event += 1
        }
        events.append(contentsOf: chunkEvents)
        guard let wav, count > 0 else { return 0 }
        let block = UnsafeBufferPointer(start: wav, count: Int(count))
        if keepsSamples { samples.append(contentsOf: block) }
        sampleCount += Int(count)
        onChunk?(SpeechChunk(samples: Array(block), firstSample: sampleCount - Int(count)))
        if sampleCount > maximumSamples {
            exceededLimit = true
            return 1
        }
        return 0
    }

    private static func rawEvent(_ event: espeak_EVENT) -> RawEvent? {
        let kind: RawEvent.Kind
        switch event.type {
        case espeakEVENT_WORD:
            // After an aborted utterance the next one starts with a stale zero-length word.
            guard event.length > 0 else { return nil }
            kind = .word
        case espeakEVENT_SENTENCE: kind = .sentence
        case espeakEVENT_END: kind = .end
        case espeakEVENT_MARK: kind = .mark(event.id.name.map { String(cString: $0) } ?? "")
        case espeakEVENT_PHONEME:
            var id = event.id
            let name = withUnsafeBytes(of: &id.string) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            kind = .phoneme(name)
        default: return nil
        }
        return RawEvent(kind: kind, textPosition: Int(event.text_position), length: Int(event.length), sample: Int(event.sample))
    }
}

/// libespeak-ng's synthesis callback: a global C function that finds its sink in `user_data`.
let synthesisCallback: @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) -> Int32 = { wav, count, events in
    guard let events, let userData = events.pointee.user_data else { return 0 }
    return Unmanaged<SynthesisSink>.fromOpaque(userData).takeUnretainedValue().receive(wav, count, events)
}

/// Refuses every `<audio src>` (and any other URI) so that SSML can never make libespeak-ng open
/// a file or run `sox` through a shell, which 1.51 does without this callback.
let refuseURICallback: @convention(c) (Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32 = { _, _, _ in 1 }
