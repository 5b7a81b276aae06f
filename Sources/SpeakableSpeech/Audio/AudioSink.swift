/// Where finished audio goes: a WAV file, nowhere, or the machine's speaker.
///
/// ```swift
/// let sink: any AudioSink = try AudioDevice.detect().map(PlaybackSink.init) ?? NullSink()
/// try await sink.play(rendering.samples, sampleRate: rendering.sampleRate)
/// ```
public protocol AudioSink: Sendable {
    /// Plays (or keeps) 16-bit mono samples, returning when they are done.
    func play(_ samples: [Int16], sampleRate: Int) async throws
}
