import FoundationEssentials

/// Writes audio to a WAV file, atomically: a failed run never leaves a half-written file, and
/// the file is replaced only when the new one is complete.
///
/// ```swift
/// try await WAVFileSink(url: URL(fileURLWithPath: "out.wav")).play(samples, sampleRate: 22_050)
/// ```
public struct WAVFileSink: AudioSink {
    /// The file written.
    public let url: URL

    /// Creates a sink for a file.
    ///
    /// ```swift
    /// WAVFileSink(url: URL(fileURLWithPath: "speech.wav"))
    /// ```
    public init(url: URL) { self.url = url }

    /// Writes the samples as the whole file.
    public func play(_ samples: [Int16], sampleRate: Int) async throws {
        try WAVFile.write(samples: samples, sampleRate: sampleRate, to: url)
    }
}
