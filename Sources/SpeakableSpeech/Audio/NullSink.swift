/// Discards audio: for muted prompts and tests.
///
/// ```swift
/// try await NullSink().play(samples, sampleRate: 22_050)
/// ```
public struct NullSink: AudioSink {
    /// Creates a sink that discards everything.
    public init() {}

    /// Does nothing.
    public func play(_ samples: [Int16], sampleRate: Int) async throws {}
}
