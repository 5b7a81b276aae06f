import Synchronization

/// A line of speech that can be cut off on its own, as a screen reader cuts off its speech
/// when focus moves, without silencing anyone else's.
///
/// Renders on a channel are interrupted together: the one being synthesized stops at its next
/// block, and those waiting return at once, marked ``Rendering/wasInterrupted``.
///
/// ```swift
/// let prompts = SpeechChannel()
/// async let spoken = Synthesizer.shared.render(utterance, channel: prompts)
/// prompts.interrupt()   // a new focus
/// ```
public final class SpeechChannel: Sendable {
    /// The channel renders use unless they name another.
    public static let main = SpeechChannel()

    /// Bumped by ``interrupt()``: renders asked for before it are dropped.
    let generation = Atomic<Int>(0)
    /// The sink of this channel's utterance being synthesized, if any.
    let active = Mutex<SynthesisSink?>(nil)

    /// Creates a channel of its own.
    ///
    /// ```swift
    /// let channel = SpeechChannel()
    /// ```
    public init() {}

    /// Cuts off this channel's speech: the current utterance and those waiting.
    ///
    /// ```swift
    /// channel.interrupt()
    /// ```
    public func interrupt() {
        generation.add(1, ordering: .sequentiallyConsistent)
        active.withLock { $0?.stopRequested.store(true, ordering: .relaxed) }
    }
}
